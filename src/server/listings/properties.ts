import 'server-only'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { normalizeSearch } from '@/lib/arabic'
import type { Property } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'

export type PropertyQuery = {
  page?: number
  perPage?: number
  sort?: string
  luxury?: boolean
  featured?: boolean
  purpose?: 'sale' | 'rent'
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
  if (q.category) and.push({ category: { equals: q.category } })
  if (q.project) and.push({ project: { equals: q.project } })
  if (q.withPlan) and.push({ 'paymentPlan.years': { greater_than: 0 } })
  const search = q.search ? normalizeSearch(q.search) : ''
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
 * A page of listings in two steps. First the page's ids and the total, selecting one plain column,
 * so the database orders and skips bare rows; then only those ids with their titles, pictures and
 * relations. Done in one step, every row before the page's end gets its localized and related
 * columns assembled before OFFSET drops it: seconds for a deep page at 100,000 listings.
 */
export const listProperties = cachedRead(
  'properties:list',
  ['properties'],
  async (locale: Locale, q: PropertyQuery = {}): Promise<Page<Property>> => {
    const payload = await payloadClient()
    const perPage = Math.min(Math.max(q.perPage ?? 12, 1), MAX_PER_PAGE)
    const sort = q.sort ?? '-createdAt'
    const page = await payload.find({
      collection: 'properties',
      where: propertyWhere(q),
      // The id breaks ties, in the sort's direction, so a page boundary never shows a record twice or skips one.
      sort: [sort, ...(sort === 'id' || sort === '-id' ? [] : [sort.startsWith('-') ? '-id' : 'id'])],
      page: Math.max(q.page ?? 1, 1),
      limit: perPage,
      depth: 0,
      select: { reference: true },
    })
    const ids = page.docs.map((d) => d.id)
    const found = ids.length
      ? await payload.find({
          collection: 'properties',
          locale,
          where: { id: { in: ids } },
          pagination: false,
          limit: ids.length,
          depth: 1,
          select: {
            title: true,
            slug: true,
            reference: true,
            purpose: true,
            rentPeriod: true,
            status: true,
            price: true,
            currency: true,
            priceOnRequest: true,
            area: true,
            bedrooms: true,
            bathrooms: true,
            city: true,
            type: true,
            gallery: true,
            luxury: true,
            featured: true,
            virtual: true,
            furnishing: true,
            category: true,
            createdAt: true,
            paymentPlan: true,
            latitude: true,
            longitude: true,
          },
        })
      : { docs: [] }
    const byId = new Map(found.docs.map((d) => [d.id, d as Property]))
    const docs = ids.map((id) => byId.get(id)).filter((d): d is Property => d !== undefined)
    return { docs, page: page.page ?? 1, perPage, total: page.totalDocs, lastPage: Math.max(page.totalPages, 1) }
  },
)

export const getProperty = cachedRead('properties:one', ['properties'], async (locale: Locale, id: number): Promise<Property | null> => {
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
