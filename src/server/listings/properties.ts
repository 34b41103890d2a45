import 'server-only'
import { newestVersion, previewable } from '@/server/preview'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { normalizeSearch } from '@/lib/arabic'
import { searchWords } from '@/lib/search/words'
import type { Property } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { propertyCards } from './property-cards'
import { propertyIndex } from './property-index'

export type PropertyQuery = {
  page?: number
  perPage?: number
  sort?: string
  luxury?: boolean
  featured?: boolean
  purpose?: 'sale' | 'rent'
  /** Off-plan, or ready (a listing without a completion set counts as ready). */
  completion?: 'ready' | 'off-plan'
  category?: number
  withPlan?: boolean
  project?: number
  /** Free text, matched word by word against the normalised title and reference in both languages. */
  search?: string
  type?: number
  /** An exact count, or `{ atLeast }` for "N or more". */
  bedrooms?: number | { atLeast: number }
  bathrooms?: number | { atLeast: number }
  /** Price bounds in the base currency (compared with `priceBase`). */
  minPriceBase?: number
  maxPriceBase?: number
  minArea?: number
  maxArea?: number
  /** Only listings whose price was cut at or after this time (src/lib/price-history.ts: the last 30 days). */
  reducedSince?: Date
  furnishing?: NonNullable<Property['furnishing']>
  virtual?: boolean
  country?: number
  state?: number
  city?: number
  status?: Property['status']
  /** Leave out this id (for "similar properties"). */
  exclude?: number
}

export type Page<T> = { docs: T[]; page: number; perPage: number; total: number; lastPage: number }

export const MAX_PER_PAGE = 50

export function propertyWhere(q: PropertyQuery): Where {
  const and: Where[] = [{ published: { equals: true } }]
  if (q.luxury) and.push({ luxury: { equals: true } })
  if (q.featured) and.push({ featured: { equals: true } })
  if (q.purpose) and.push({ purpose: { equals: q.purpose } })
  if (q.completion === 'off-plan') and.push({ completion: { equals: 'off-plan' } })
  if (q.completion === 'ready') and.push({ or: [{ completion: { not_equals: 'off-plan' } }, { completion: { exists: false } }] })
  if (q.category) and.push({ category: { equals: q.category } })
  if (q.project) and.push({ project: { equals: q.project } })
  if (q.withPlan) and.push({ 'paymentPlan.years': { greater_than: 0 } })
  const search = q.search ? searchWords(normalizeSearch(q.search)).join(' ') : ''
  if (search) and.push({ searchText: { like: search } })
  if (q.type) and.push({ type: { equals: q.type } })
  const count = (field: string, v: PropertyQuery['bedrooms']) => {
    if (v === undefined) return
    and.push({ [field]: typeof v === 'number' ? { equals: v } : { greater_than_equal: v.atLeast } })
  }
  count('bedrooms', q.bedrooms)
  count('bathrooms', q.bathrooms)
  if (q.minPriceBase !== undefined) and.push({ priceBase: { greater_than_equal: q.minPriceBase } })
  if (q.maxPriceBase !== undefined) and.push({ priceBase: { less_than_equal: q.maxPriceBase } })
  if (q.minArea !== undefined) and.push({ area: { greater_than_equal: q.minArea } })
  if (q.maxArea !== undefined) and.push({ area: { less_than_equal: q.maxArea } })
  if (q.reducedSince !== undefined) and.push({ priceReducedAt: { greater_than_equal: q.reducedSince.toISOString() } })
  if (q.furnishing) and.push({ furnishing: { equals: q.furnishing } })
  if (q.virtual !== undefined) and.push({ virtual: { equals: q.virtual } })
  if (q.country) and.push({ country: { equals: q.country } })
  if (q.state) and.push({ state: { equals: q.state } })
  if (q.city) and.push({ city: { equals: q.city } })
  if (q.status) and.push({ status: { equals: q.status } })
  if (q.exclude) and.push({ id: { not_equals: q.exclude } })
  return { and }
}

/**
 * A page of published properties matching `q`: the in-memory index picks the page's ids and the
 * total (./property-index), then the cards are read by id (./property-cards). `propertyWhere`
 * stays the same filter in Payload's terms, for callers that query the collection themselves.
 */
export async function listProperties(locale: Locale, q: PropertyQuery = {}): Promise<Page<Property>> {
  const perPage = Math.min(Math.max(q.perPage ?? 12, 1), MAX_PER_PAGE)
  const page = Math.max(q.page ?? 1, 1)
  const { ids, total } = await propertyIndex().query(q, q.sort ?? '-createdAt', (page - 1) * perPage, perPage)
  const docs = await propertyCards(locale, ids)
  return { docs, page, perPage, total, lastPage: Math.max(Math.ceil(total / perPage), 1) }
}

const liveProperty = cachedRead('properties:one', ['properties'], async (locale: Locale, id: number): Promise<Property | null> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'properties',
    locale,
    where: { and: [{ id: { equals: id } }, { published: { equals: true } }] },
    depth: 2,
    limit: 1,
  })
  return found.docs[0] ?? null
})

/** A published property, or in an editor's preview its newest version. */
export const getProperty = previewable(liveProperty, (locale, id: number) => newestVersion<Property>('properties', locale, { id: { equals: id } }))
