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

/** The English title a save leaves a listing with: this save's, when it is made in English, else the stored one. */
function englishTitle(stored: Localized, saved: Localized, locale: string | null | undefined): string {
  const inEnglish = (v: Localized) => (typeof v === 'string' ? '' : (v?.en ?? ''))
  if (saved !== undefined && saved !== null) {
    if (typeof saved === 'string') return locale === 'en' ? saved.trim() : inEnglish(stored).trim()
    return (saved.en ?? inEnglish(stored)).trim()
  }
  return inEnglish(stored).trim()
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
    let stored: Localized = null
    if (operation === 'update' && originalDoc?.id !== undefined) {
      const all = await keepingLocale(req, () =>
        req.payload.findByID({ collection: collection.slug as 'properties', id: originalDoc.id as number, locale: 'all', depth: 0, req, overrideAccess: true }),
      )
      stored = (all as unknown as Record<string, Localized>)[titleField]
    }
    const titles = [...allValues(stored), ...allValues(data[titleField] as Localized)]
    // Flagged for the editors (a column and a notice in the admin) until the listing has an English title.
    data.englishMissing = !englishTitle(stored, data[titleField] as Localized, req.locale)
    const reference = typeof merged.reference === 'string' ? merged.reference : ''
    data.searchText = normalizeSearch([...new Set(titles), reference].join(' '))
    return data
  }

type HistoryRow = { id?: string | null; at: string; from?: number | null; to?: number | null; currency?: string | null; fromCurrency?: string | null; by?: unknown }

/**
 * Keeps a property's price history: a save that changes the price visitors see (or its currency, or
 * hides it) adds a row (when, by whom, from, to) and updates its reduction (src/lib/price-history.ts).
 * Changes count when they are published: a draft keeps the history as it is, and a publish compares
 * with the published record, not with the drafts typed since. The history and the reduction are the
 * hook's alone: what a save sends for them is ignored, except from the demo content's loader
 * (`context.keepPriceHistory`), which writes listings with a past.
 */
export const recordPriceChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (req.context?.keepPriceHistory) return data
  if (operation !== 'update' || !originalDoc) {
    Object.assign(data, { priceHistory: [], priceReducedAt: null, priceBefore: null })
    return data
  }
  // The record visitors see: the one in hand unless a draft is (its latest version is then the draft).
  const live =
    originalDoc._status === 'draft'
      ? ((await req.payload.db.findOne({ collection: 'properties', where: { id: { equals: originalDoc.id } }, req })) as typeof originalDoc | null) ?? originalDoc
      : originalDoc
  const history = ((live.priceHistory ?? []) as HistoryRow[]).map((row) => ({ ...row, by: typeof row.by === 'object' && row.by ? (row.by as { id: unknown }).id : row.by }))
  const kept = { priceReducedAt: (live.priceReducedAt as string | null) ?? null, priceBefore: (live.priceBefore as number | null) ?? null }
  Object.assign(data, { priceHistory: history, ...kept })
  const publishing = data.published === true && live.published === true
  const change = publishing ? priceChangeOf(live, { ...originalDoc, ...data }, new Date()) : null
  if (!change) return data
  const by = (req.user as { id?: unknown } | null | undefined)?.id ?? null
  Object.assign(data, { priceHistory: [...history, { ...change, by }], ...reductionAfter(kept, change) })
  return data
}
