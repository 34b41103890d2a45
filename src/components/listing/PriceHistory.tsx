import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { formatDate, formatNumber } from '@/lib/format'
import { reducedPercent } from '@/lib/price-history'
import type { Property } from '@/payload-types'
import { Money } from './Price'

type Amount = { amount: number; currency: string } | null

/** "−12%" or "+5%" from one amount to the next in the same currency; nothing across currencies or a hidden price. */
function changeOf(locale: Locale, from: Amount, to: Amount): string | null {
  if (!from || !to || from.currency !== to.currency || from.amount === 0) return null
  const percent = Math.round(((to.amount - from.amount) / from.amount) * 1000) / 10
  if (percent === 0) return null
  return `${percent > 0 ? '+' : '−'}${formatNumber(locale, Math.abs(percent))}%`
}

/** The price under the title's: "Reduced by 12% on 3 November 2026, from AED 1,000,000", while the cut is recent. */
export async function ReducedNote({ locale, p }: { locale: Locale; p: Property }) {
  const percent = reducedPercent({ priceReducedAt: p.priceReducedAt ?? null, priceBefore: p.priceBefore ?? null, price: p.price, priceOnRequest: p.priceOnRequest }, new Date())
  if (percent === null || !p.priceReducedAt || p.priceBefore == null) return null
  const t = await getTranslations({ locale, namespace: 'detail.priceHistory' })
  return (
    <p className="mt-1 text-sm font-semibold text-red-800" data-testid="reduced-note" data-percent={percent}>
      {t('reducedSince', { percent: formatNumber(locale, percent), date: formatDate(locale, p.priceReducedAt) })} <Money locale={locale} amount={p.priceBefore} currency={p.currency} className="line-through" />
    </p>
  )
}

/** Every change of the listing's price, newest first, down to the price it was listed at. */
export async function PriceHistory({ locale, p }: { locale: Locale; p: Property }) {
  const changes = p.priceHistory ?? []
  if (changes.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'detail.priceHistory' })
  const amount = (value: number | null | undefined, currency: string | null | undefined): Amount => (value == null ? null : { amount: value, currency: currency || p.currency })
  const rows = changes
    .map((c) => ({ key: c.id ?? c.at, at: c.at, from: amount(c.from, c.fromCurrency || c.currency), to: amount(c.to, c.currency) }))
    .reverse()
  const first = changes[0]!
  const shown = (a: Amount) => (a ? <Money locale={locale} amount={a.amount} currency={a.currency} /> : t('onRequest'))
  return (
    <div className="overflow-x-auto rounded-card border border-gray-200">
      <table className="w-full text-start text-sm" data-testid="price-history">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="bg-surface text-gray-700">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('when')}</th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('price')}</th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">{t('change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const change = changeOf(locale, r.from, r.to)
            return (
              <tr key={r.key} className="border-t border-gray-200" data-testid="price-change">
                <td className="whitespace-nowrap px-4 py-3">{formatDate(locale, r.at)}</td>
                <td className="whitespace-nowrap px-4 py-3 font-semibold">{shown(r.to)}</td>
                <td className={`whitespace-nowrap px-4 py-3 ${change?.startsWith('−') ? 'text-red-800' : 'text-gray-700'}`}>
                  <bdi dir="ltr">{change ?? '—'}</bdi>
                </td>
              </tr>
            )
          })}
          <tr className="border-t border-gray-200 text-gray-600" data-testid="price-listed">
            <td className="whitespace-nowrap px-4 py-3">{t('first')}</td>
            <td className="whitespace-nowrap px-4 py-3">{shown(amount(first.from, first.fromCurrency || first.currency))}</td>
            <td className="px-4 py-3">—</td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}
