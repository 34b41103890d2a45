import 'server-only'
import { isPreviewCollection } from '@/lib/preview'
import { newestVersion, previewing } from '@/server/preview'
import type { CollectionSlug, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { startOfUtcDay } from '@/lib/careers'
import type { Config } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { MAX_PER_PAGE, type Page } from '../listings/properties'

/** Public content collections whose visitors see published records only. */
export type ContentSlug = 'blogs' | 'careers' | 'services' | 'team-members' | 'branches' | 'faqs' | 'videos' | 'pages'
type Doc<S extends CollectionSlug> = Config['collections'][S]

const tagOf: Record<ContentSlug, string> = {
  blogs: 'blogs',
  careers: 'careers',
  services: 'services',
  'team-members': 'team',
  branches: 'branches',
  faqs: 'faqs',
  videos: 'videos',
  pages: 'pages',
}

export type ListOptions = { page?: number; perPage?: number; sort?: string; where?: Where; depth?: number }

async function list<S extends ContentSlug>(slug: S, locale: Locale, o: ListOptions): Promise<Page<Doc<S>>> {
  const payload = await payloadClient()
  const perPage = Math.min(Math.max(o.perPage ?? 12, 1), MAX_PER_PAGE)
  const found = await payload.find({
    collection: slug,
    locale,
    where: { and: [{ published: { equals: true } }, ...(o.where ? [o.where] : [])] },
    sort: o.sort,
    page: Math.max(o.page ?? 1, 1),
    limit: perPage,
    depth: o.depth ?? 1,
  })
  return {
    docs: found.docs as Doc<S>[],
    page: found.page ?? 1,
    perPage,
    total: found.totalDocs,
    lastPage: Math.max(found.totalPages, 1),
  }
}

async function one<S extends ContentSlug>(slug: S, locale: Locale, where: Where): Promise<Doc<S> | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: slug,
    locale,
    where: { and: [{ published: { equals: true } }, where] },
    depth: 2,
    limit: 1,
  })
  return (found.docs[0] as Doc<S> | undefined) ?? null
}

const listers = new Map<ContentSlug, (locale: Locale, o: ListOptions) => Promise<Page<unknown>>>()
const getters = new Map<ContentSlug, (locale: Locale, where: Where) => Promise<unknown>>()

export function listContent<S extends ContentSlug>(slug: S, locale: Locale, o: ListOptions = {}): Promise<Page<Doc<S>>> {
  let fn = listers.get(slug)
  if (!fn) {
    fn = cachedRead(`${slug}:list`, [tagOf[slug]], (l: Locale, opts: ListOptions) => list(slug, l, opts))
    listers.set(slug, fn)
  }
  return fn(locale, o) as Promise<Page<Doc<S>>>
}

async function findOne<S extends ContentSlug>(slug: S, locale: Locale, where: Where): Promise<Doc<S> | null> {
  // The content with drafts: an editor's preview reads their newest versions.
  if (isPreviewCollection(slug) && (await previewing())) return newestVersion<Doc<S>>(slug, locale, where)
  let fn = getters.get(slug)
  if (!fn) {
    fn = cachedRead(`${slug}:one`, [tagOf[slug]], (l: Locale, w: Where) => one(slug, l, w))
    getters.set(slug, fn)
  }
  return fn(locale, where) as Promise<Doc<S> | null>
}

export const getContent = <S extends ContentSlug>(slug: S, locale: Locale, id: number) => findOne(slug, locale, { id: { equals: id } })

export const getPageByPermalink = (locale: Locale, permalink: string) => findOne('pages', locale, { permalink: { equals: permalink } })

export const listCategories = cachedRead('categories', ['categories'], async (locale: Locale, type: '1' | '2' | '3' | '4') => {
  const payload = await payloadClient()
  const found = await payload.find({ collection: 'categories', locale, where: { type: { equals: type } }, sort: 'order', pagination: false, depth: 0 })
  return found.docs
})

/** Job postings still open at `now` (the same rule as `isPostingOpen`): valid through today or later, or no date set. */
export function openCareersWhere(now: Date): Where {
  return { or: [{ validThrough: { exists: false } }, { validThrough: { greater_than_equal: startOfUtcDay(now).toISOString() } }] }
}

/** Up to `count` other published articles: the article's own category first, then the newest of the rest. */
export async function relatedArticles(locale: Locale, article: { id: number; category?: unknown }, count = 3) {
  const category = typeof article.category === 'number' ? article.category : (article.category as { id?: number } | null)?.id
  const notThis: Where = { id: { not_equals: article.id } }
  const same = category ? (await listContent('blogs', locale, { perPage: count, sort: '-publishedAt', where: { and: [notThis, { category: { equals: category } }] } })).docs : []
  if (same.length >= count) return same
  const rest = await listContent('blogs', locale, {
    perPage: count - same.length,
    sort: '-publishedAt',
    where: { and: [notThis, ...(category ? [{ or: [{ category: { not_equals: category } }, { category: { exists: false } }] }] : [])] },
  })
  return [...same, ...rest.docs]
}
