import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { formatMoney } from '@/lib/format'

type Priced = { price?: number | null; currency?: string | null; priceOnRequest?: boolean | null; purpose?: string | null; rentPeriod?: string | null }

/**
 * An amount rendered in its own currency and marked with it, so that the browser can re-price it
 * into the visitor's chosen currency while the page itself stays cacheable.
 */
export function Money({ locale, amount, currency, className }: { locale: Locale; amount: number; currency: string; className?: string }) {
  return (
    <bdi className={className} data-price={amount} data-currency={currency}>
      {formatMoney(locale, amount, currency)}
    </bdi>
  )
}

/** The price of a listing (or 'Price on request'), kept left-to-right inside Arabic text. */
export async function Price({ locale, item, className }: { locale: Locale; item: Priced; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  if (item.priceOnRequest || item.price == null || !item.currency) return <span className={className}>{t('priceOnRequest')}</span>
  const period = item.purpose === 'rent' && item.rentPeriod ? ` ${t(`perPeriod.${item.rentPeriod as 'yearly'}`)}` : ''
  return (
    <span className={className}>
      <Money locale={locale} amount={item.price} currency={item.currency} />
      {period && <span className="text-sm font-normal text-gray-600">{period}</span>}
    </span>
  )
}
