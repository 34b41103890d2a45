import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { normalizeSearch } from '@/lib/arabic'
import { priceChangeOf, reductionAfter } from '@/lib/price-history'

type Localized = string | Record<string, string | null | undefined> | null | undefined

function allValues(value: Localized): string[] {
  if (!value) return []
  if (typeof value === 'string') return [value]
  return Object.values(value).filter((v): v is string => typeof v === 'string')
}

/**
 * Payload's local API sets `req.locale` to the locale of each call made with that `req`; a read inside
 * a hook must not change the locale the surrounding save writes in.
 */
async function keepingLocale<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

/**
 * Keeps the derived columns of a listing right: the price in the base currency (so a price filter
 * works across currencies), the virtual flag and the normalised search text in both languages.
 */
export const computeListingDerived =
  (priceField: 'price' | 'startingPrice', titleField: 'title' | 'name' = priceField === 'price' ? 'title' : 'name'): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req, collection, operation }) => {
    const merged = { ...(originalDoc ?? {}), ...data } as Record<string, unknown>
    const amount = merged[priceField]
    const code = typeof merged.currency === 'string' ? merged.currency.toUpperCase() : undefined
    if (code) data.currency = code
    if (typeof amount === 'number' && code) {
      const found = await keepingLocale(req, () =>
        req.payload.find({ collection: 'currencies', where: { code: { equals: code } }, limit: 1, depth: 0, req, overrideAccess: true }),
      )
      const rate = found.docs[0]?.rate
      if (!found.docs[0]) throw new Error(`Unknown currency ${code}`)
      data.priceBase = rate ? Math.round((amount / rate) * 100) / 100 : amount
    } else {
      data.priceBase = null
    }
    if ('virtualTourUrl' in merged) data.virtual = Boolean(merged.virtualTourUrl)

    // Titles in every language: the stored ones, with this save's value for its locale on top.
    let titles: string[] = []
    if (operation === 'update' && originalDoc?.id !== undefined) {
      const all = await keepingLocale(req, () =>
        req.payload.findByID({ collection: collection.slug as 'properties', id: originalDoc.id as number, locale: 'all', depth: 0, req, overrideAccess: true }),
      )
      titles = allValues((all as unknown as Record<string, Localized>)[titleField])
    }
    titles.push(...allValues(data[titleField] as Localized))
    const reference = typeof merged.reference === 'string' ? merged.reference : ''
    data.searchText = normalizeSearch([...new Set(titles), reference].join(' '))
    return data
  }

type HistoryRow = { id?: string | null; at: string; from?: number | null; to?: number | null; currency?: string | null; fromCurrency?: string | null; by?: unknown }

/**
 * Keeps a property's price history: a save that changes its price (or currency, or hides it) adds a
 * row (when, by whom, from, to) and updates its reduction (src/lib/price-history.ts). The history and
 * the reduction are the hook's alone: what a save sends for them is ignored, except from the demo
 * content's loader (`context.keepPriceHistory`), which writes listings with a past.
 */
export const recordPriceChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (req.context?.keepPriceHistory) return data
  if (operation !== 'update' || !originalDoc) {
    Object.assign(data, { priceHistory: [], priceReducedAt: null, priceBefore: null })
    return data
  }
  const history = ((originalDoc.priceHistory ?? []) as HistoryRow[]).map((row) => ({ ...row, by: typeof row.by === 'object' && row.by ? (row.by as { id: unknown }).id : row.by }))
  const kept = { priceReducedAt: (originalDoc.priceReducedAt as string | null) ?? null, priceBefore: (originalDoc.priceBefore as number | null) ?? null }
  Object.assign(data, { priceHistory: history, ...kept })
  const change = priceChangeOf(originalDoc, { ...originalDoc, ...data }, new Date())
  if (!change) return data
  const by = (req.user as { id?: unknown } | null | undefined)?.id ?? null
  Object.assign(data, { priceHistory: [...history, { ...change, by }], ...reductionAfter(kept, change) })
  return data
}
