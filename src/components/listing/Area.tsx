import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { areaTexts, perAreaIn, unitTexts, type AreaUnit } from '@/lib/area'
import { formatMoney, formatNumber } from '@/lib/format'
import { siteAreaUnit } from '@/server/currency'
import { UnitText } from '../ui/UnitText'

/** The page's tools for areas: the site's unit, and an area's texts in both units. */
export async function areaTools(locale: Locale) {
  const [t, unit] = await Promise.all([getTranslations({ locale, namespace: 'common' }), siteAreaUnit()])
  const texts = (m2: number, max?: number | null) => areaTexts((value, u) => t('area', { value, unit: u }), (n) => formatNumber(locale, n), m2, max)
  return { unit, texts }
}

/** An area given in m² (or a range of them), in the site's unit; the browser shows the visitor's. */
export async function Area({ locale, m2, max, className, testId }: { locale: Locale; m2: number; max?: number | null; className?: string; testId?: string }) {
  const { unit, texts } = await areaTools(locale)
  return <UnitText texts={texts(m2, max)} unit={unit} className={className} testId={testId} />
}

/** An amount per unit of area in `unit`, marked for both units and for re-pricing into the visitor's currency. */
export function PerAreaMoney({ locale, perM2, currency, unit }: { locale: Locale; perM2: number; currency: string; unit: AreaUnit }) {
  const amounts = { m2: Math.round(perM2), sqft: Math.round(perAreaIn(perM2, 'sqft')) }
  return (
    <bdi data-price={amounts[unit]} data-price-m2={amounts.m2} data-price-sqft={amounts.sqft} data-currency={currency}>
      {formatMoney(locale, amounts[unit], currency)}
    </bdi>
  )
}

/** A price per unit of area ("AED 1,200 per sq ft"), given per m² in `currency`. */
export async function PricePerArea({ locale, perM2, currency, className }: { locale: Locale; perM2: number; currency: string; className?: string }) {
  const [t, unit] = await Promise.all([getTranslations({ locale, namespace: 'common' }), siteAreaUnit()])
  return (
    <span className={className} data-testid="price-per-area">
      <PerAreaMoney locale={locale} perM2={perM2} currency={currency} unit={unit} /> <UnitText as="span" texts={unitTexts((u) => t('perArea', { unit: u }))} unit={unit} />
    </span>
  )
}
