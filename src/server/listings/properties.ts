import 'server-only'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
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
}

export type Page<T> = { docs: T[]; page: number; perPage: number; total: number; lastPage: number }

export const MAX_PER_PAGE = 50

function whereOf(q: PropertyQuery): Where {
  const and: Where[] = [{ published: { equals: true } }]
  if (q.luxury) and.push({ luxury: { equals: true } })
  if (q.featured) and.push({ featured: { equals: true } })
  if (q.purpose) and.push({ purpose: { equals: q.purpose } })
  if (q.category) and.push({ category: { equals: q.category } })
  if (q.project) and.push({ project: { equals: q.project } })
  if (q.withPlan) and.push({ 'paymentPlan.years': { greater_than: 0 } })
  return { and }
}

export const listProperties = cachedRead(
  'properties:list',
  ['properties'],
  async (locale: Locale, q: PropertyQuery = {}): Promise<Page<Property>> => {
    const payload = await payloadClient()
    const perPage = Math.min(Math.max(q.perPage ?? 12, 1), MAX_PER_PAGE)
    const found = await payload.find({
      collection: 'properties',
      locale,
      where: whereOf(q),
      sort: q.sort ?? '-createdAt',
      page: Math.max(q.page ?? 1, 1),
      limit: perPage,
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
        paymentPlan: true,
        latitude: true,
        longitude: true,
      },
    })
    return { docs: found.docs as Property[], page: found.page ?? 1, perPage, total: found.totalDocs, lastPage: Math.max(found.totalPages, 1) }
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
