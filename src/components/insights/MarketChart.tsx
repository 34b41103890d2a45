import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'
import type { NamedGroup } from '@/server/listings/stats'
import { unitTexts, type UnitTexts } from '@/lib/area'
import { siteAreaUnit } from '@/server/currency'
import { PerAreaMoney } from '../listing/Area'
import { Money } from '../listing/Price'
import { UnitText } from '../ui/UnitText'

type Props = {
  id: string
  locale: Locale
  /** The title in each unit of area ("Median price per m² by city"). */
  title: UnitTexts
  /** What the figures count (a note under the title). */
  note: string
  groups: NamedGroup[]
  /** The base currency the amounts are in; the page re-prices them into the visitor's choice. */
  currency: string
  /** The header of the first column (city, type). */
  groupLabel: string
}

const whole = (n: number) => Math.round(n)

/**
 * One bar per group, the median price per unit of area, drawn in SVG (no chart library); the same figures,
 * with counts and price ranges, in a table under it. Bars grow from the reading start.
 */
export async function MarketChart({ id, locale, title, note, groups, currency, groupLabel }: Props) {
  const [t, unit] = await Promise.all([getTranslations({ locale, namespace: 'insights' }), siteAreaUnit()])
  const perArea = (perM2: number) => <PerAreaMoney locale={locale} perM2={perM2} currency={currency} unit={unit} />
  const drawn = groups.filter((g): g is NamedGroup & { medianPerM2: number } => g.medianPerM2 !== null)
  const top = Math.max(...drawn.map((g) => g.medianPerM2), 1)
  const [highest, lowest] = [drawn[0], drawn.at(-1)]
  const summary = highest && lowest ? t('chartSummary', { title: title[unit], count: drawn.length, highest: highest.name, lowest: lowest.name }) : t('empty')
  return (
    <figure className="min-w-0 rounded-card border border-gray-200 bg-white p-4 md:p-6" aria-labelledby={`${id}-title`} data-testid={`chart-${id}`}>
      <figcaption>
        <h3 id={`${id}-title`} className="text-lg font-bold text-gray-900">
          <UnitText as="span" texts={title} unit={unit} />
        </h3>
        <p className="mt-1 text-sm text-gray-600">{note}</p>
      </figcaption>
      {drawn.length ? (
        <div role="img" aria-label={summary} className="mt-5 space-y-3" data-testid="chart-bars">
          {drawn.map((g) => (
            <div key={g.id} className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_9rem]">
              <span className="truncate font-semibold text-gray-800">{g.name}</span>
              <svg aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none" className="h-4 w-full rtl:-scale-x-100" data-bar={g.id}>
                <rect width="100" height="10" className="fill-surface" />
                <rect width={Math.max((g.medianPerM2 / top) * 100, 1).toFixed(2)} height="10" className="fill-brand" />
              </svg>
              <span className="col-start-2 text-xs text-gray-700 sm:col-start-3 sm:text-end sm:text-sm">
                {perArea(g.medianPerM2)}
              </span>
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-5 text-sm text-gray-600">{t('empty')}</p>
      )}
      <details className="mt-5 group" open={drawn.length === 0 && groups.length > 0 ? true : undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-brand">{t('showTable')}</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm" data-testid={`table-${id}`}>
            <caption className="sr-only">
              <UnitText as="span" texts={title} unit={unit} />
            </caption>
            <thead>
              <tr className="border-b border-gray-300 text-gray-600">
                {[groupLabel, t('count'), <UnitText key="per-area" as="span" texts={unitTexts((u) => t('medianPerM2', { unit: u }))} unit={unit} />, t('min'), t('median'), t('max')].map((head, index) => (
                  <th key={index} scope="col" className="py-2 pe-3 text-start font-semibold">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {groups.map((g) => (
                <tr key={g.id} className="border-b border-gray-100" data-group={g.id}>
                  <th scope="row" className="py-2 pe-3 text-start font-semibold">{g.name}</th>
                  <td className="py-2 pe-3"><bdi dir="ltr">{formatNumber(locale, g.count)}</bdi></td>
                  <td className="py-2 pe-3">{g.medianPerM2 === null ? '—' : perArea(g.medianPerM2)}</td>
                  <td className="py-2 pe-3">{g.price ? <Money locale={locale} amount={whole(g.price.min)} currency={currency} /> : '—'}</td>
                  <td className="py-2 pe-3">{g.price ? <Money locale={locale} amount={whole(g.price.median)} currency={currency} /> : '—'}</td>
                  <td className="py-2">{g.price ? <Money locale={locale} amount={whole(g.price.max)} currency={currency} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
