import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { formatMoney } from '@/lib/format'

type Priced = { price?: number | null; currency?: string | null; priceOnRequest?: boolean | null; purpose?: string | null; rentPeriod?: string | null }

/** The price in the record's own currency, kept left-to-right inside Arabic text. */
export async function Price({ locale, item, className }: { locale: Locale; item: Priced; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  if (item.priceOnRequest || item.price == null || !item.currency) return <span className={className}>{t('priceOnRequest')}</span>
  const period = item.purpose === 'rent' && item.rentPeriod ? ` ${t(`perPeriod.${item.rentPeriod as 'yearly'}`)}` : ''
  return (
    <span className={className}>
      <bdi>{formatMoney(locale, item.price, item.currency)}</bdi>
      {period && <span className="text-sm font-normal text-gray-600">{period}</span>}
    </span>
  )
}
