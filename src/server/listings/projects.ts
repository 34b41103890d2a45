import 'server-only'
import { newestVersion, previewable } from '@/server/preview'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { normalizeSearch } from '@/lib/arabic'
import { searchWords } from '@/lib/search/words'
import type { Project } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { MAX_PER_PAGE, type Page } from './properties'

export type ProjectQuery = {
  page?: number
  perPage?: number
  featured?: boolean
  withPlan?: boolean
  sort?: string
  search?: string
  /** A property type among the project's unit types. */
  type?: number
  category?: number
  /** Bedrooms of one of its unit types: exact, or `{ atLeast }`. */
  bedrooms?: number | { atLeast: number }
  minPriceBase?: number
  maxPriceBase?: number
  /** Some unit type's area overlaps [minArea, maxArea]. */
  minArea?: number
  maxArea?: number
  country?: number
  state?: number
  city?: number
  status?: Project['status']
  /** `available`: units left to sell; `sold-out`: none left. */
  units?: 'available' | 'sold-out'
  exclude?: number
  /** Only these projects, in this order. */
  ids?: number[]
}

export function projectWhere(q: ProjectQuery): Where {
  const and: Where[] = [{ published: { equals: true } }]
  if (q.featured) and.push({ featured: { equals: true } })
  if (q.withPlan) and.push({ 'paymentPlans.years': { greater_than: 0 } })
  const search = q.search ? searchWords(normalizeSearch(q.search)).join(' ') : ''
  if (search) and.push({ searchText: { like: search } })
  if (q.type) and.push({ 'unitTypes.type': { equals: q.type } })
  if (q.category) and.push({ category: { equals: q.category } })
  if (q.bedrooms !== undefined) {
    and.push({ 'unitTypes.bedrooms': typeof q.bedrooms === 'number' ? { equals: q.bedrooms } : { greater_than_equal: q.bedrooms.atLeast } })
  }
  if (q.minPriceBase !== undefined) and.push({ priceBase: { greater_than_equal: q.minPriceBase } })
  if (q.maxPriceBase !== undefined) and.push({ priceBase: { less_than_equal: q.maxPriceBase } })
  if (q.minArea !== undefined) and.push({ 'unitTypes.areaMax': { greater_than_equal: q.minArea } })
  if (q.maxArea !== undefined) and.push({ 'unitTypes.areaMin': { less_than_equal: q.maxArea } })
  if (q.country) and.push({ country: { equals: q.country } })
  if (q.state) and.push({ state: { equals: q.state } })
  if (q.city) and.push({ city: { equals: q.city } })
  if (q.status) and.push({ status: { equals: q.status } })
  if (q.units === 'available') and.push({ availableUnits: { greater_than: 0 } })
  if (q.units === 'sold-out') and.push({ or: [{ availableUnits: { equals: 0 } }, { availableUnits: { exists: false } }] })
  if (q.exclude) and.push({ id: { not_equals: q.exclude } })
  if (q.ids) and.push({ id: { in: q.ids } })
  return { and }
}

export const listProjects = cachedRead('projects:list', ['projects'], async (locale: Locale, q: ProjectQuery = {}): Promise<Page<Project>> => {
  const payload = await payloadClient()
  const perPage = Math.min(Math.max(q.perPage ?? 12, 1), MAX_PER_PAGE)
  const found = await payload.find({
    collection: 'projects',
    locale,
    where: projectWhere(q),
    sort: [q.sort ?? '-createdAt', ...(q.sort === 'id' || q.sort === '-id' ? [] : ['-id'])],
    page: Math.max(q.page ?? 1, 1),
    limit: perPage,
    depth: 1,
  })
  const docs = q.ids ? [...found.docs].sort((a, b) => q.ids!.indexOf(a.id) - q.ids!.indexOf(b.id)) : found.docs
  return { docs, page: found.page ?? 1, perPage, total: found.totalDocs, lastPage: Math.max(found.totalPages, 1) }
})

const liveProject = cachedRead('projects:one', ['projects'], async (locale: Locale, id: number): Promise<Project | null> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'projects',
    locale,
    where: { and: [{ id: { equals: id } }, { published: { equals: true } }] },
    depth: 2,
    limit: 1,
  })
  return found.docs[0] ?? null
})

/** A published project, or in an editor's preview its newest version. */
export const getProject = previewable(liveProject, (locale, id: number) => newestVersion<Project>('projects', locale, { id: { equals: id } }))
