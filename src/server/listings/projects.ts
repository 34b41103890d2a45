import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { Project } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { MAX_PER_PAGE, type Page } from './properties'

export type ProjectQuery = { page?: number; perPage?: number; featured?: boolean; withPlan?: boolean }

export const listProjects = cachedRead('projects:list', ['projects'], async (locale: Locale, q: ProjectQuery = {}): Promise<Page<Project>> => {
  const payload = await payloadClient()
  const perPage = Math.min(Math.max(q.perPage ?? 12, 1), MAX_PER_PAGE)
  const found = await payload.find({
    collection: 'projects',
    locale,
    where: {
      and: [
        { published: { equals: true } },
        ...(q.featured ? [{ featured: { equals: true } }] : []),
        ...(q.withPlan ? [{ 'paymentPlans.years': { greater_than: 0 } }] : []),
      ],
    },
    sort: '-createdAt',
    page: Math.max(q.page ?? 1, 1),
    limit: perPage,
    depth: 1,
  })
  return { docs: found.docs, page: found.page ?? 1, perPage, total: found.totalDocs, lastPage: Math.max(found.totalPages, 1) }
})

export const getProject = cachedRead('projects:one', ['projects'], async (locale: Locale, id: number): Promise<Project | null> => {
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
