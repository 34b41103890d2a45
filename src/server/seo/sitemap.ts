import 'server-only'
import type { Where } from 'payload'
import { mediaUrl } from '@/components/ui/MediaImage'
import { defaultLocale } from '@/i18n/locales'
import { recordPath } from '@/lib/ids'
import { landingQuery } from '@/lib/seo/landing'
import { UNLISTED_PAGES } from '@/lib/seo/robots'
import { fileCount, fileSlice, newest, type SitemapEntry } from '@/lib/seo/sitemap'
import { cmsPagePath, POLICY_PATHS, RECORD_BASES } from '@/lib/seo/urls'
import { cachedRead } from '../cache'
import { openCareersWhere } from '../content'
import { listCategories } from '../content'
import { payloadClient } from '../payload'
import { getPolicies, getSettings } from '../site'
import { popularSearches } from './landing'

/** The sitemap files: every public record kind, the site's own pages, the popular searches. */
export const SITEMAPS = ['pages', 'properties', 'projects', 'articles', 'careers', 'services', 'searches'] as const
export type SitemapName = (typeof SITEMAPS)[number]

type RecordSitemap = Exclude<SitemapName, 'pages' | 'searches'>

/** Each record kind: its collection, its feed tag, where its pages are, the pictures it lists, and which records have a page. */
const RECORDS: Record<RecordSitemap, { collection: 'properties' | 'projects' | 'blogs' | 'careers' | 'services'; tag: string; base: string; pictures: string[]; where?: () => Where }> = {
  properties: { collection: 'properties', tag: 'properties', base: RECORD_BASES.properties, pictures: ['gallery'] },
  projects: { collection: 'projects', tag: 'projects', base: RECORD_BASES.projects, pictures: ['gallery'] },
  articles: { collection: 'blogs', tag: 'blogs', base: RECORD_BASES.blogs, pictures: ['cover'] },
  // A closed posting keeps its page for those who have the link, out of search results.
  careers: { collection: 'careers', tag: 'careers', base: RECORD_BASES.careers, pictures: [], where: () => openCareersWhere(new Date()) },
  services: { collection: 'services', tag: 'services', base: RECORD_BASES.services, pictures: ['image'] },
}

/** Pictures per page in a sitemap, at most (the first ones: the gallery's lead pictures). */
const PICTURES_PER_PAGE = 10
/** Media looked up per query (SQLite takes at most 32,766 parameters). */
const MEDIA_BATCH = 1000

const whereOf = (r: (typeof RECORDS)[RecordSitemap]): Where => ({ and: [{ published: { equals: true } }, ...(r.where ? [r.where()] : [])] })

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'number' ? [v] : v && typeof v === 'object' && 'id' in v ? [Number((v as { id: unknown }).id)] : []))

/** The public addresses of pictures by media id: their 16:9 version when they have one. */
async function pictureUrls(mediaIds: number[]): Promise<Map<number, string>> {
  const payload = await payloadClient()
  const out = new Map<number, string>()
  const unique = [...new Set(mediaIds)]
  for (let i = 0; i < unique.length; i += MEDIA_BATCH) {
    const batch = unique.slice(i, i + MEDIA_BATCH)
    const found = await payload.find({ collection: 'media', where: { id: { in: batch } }, pagination: false, depth: 0, select: { filename: true, mimeType: true, sizes: true } })
    for (const m of found.docs) {
      if (!m.mimeType?.startsWith('image/')) continue
      const url = mediaUrl(m.sizes?.hero?.filename ?? m.filename)
      if (url) out.set(m.id, url)
    }
  }
  return out
}

/** How many records of a kind have a page, and when the newest of them changed. */
const recordStats = cachedRead('sitemap:stats', ['properties', 'projects', 'blogs', 'careers', 'services'], async (name: RecordSitemap) => {
  const r = RECORDS[name]
  const payload = await payloadClient()
  const where = whereOf(r)
  const [{ totalDocs }, latest] = await Promise.all([
    payload.count({ collection: r.collection, where }),
    payload.find({ collection: r.collection, where, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, select: { updatedAt: true } }),
  ])
  return { count: totalDocs, lastmod: latest.docs[0]?.updatedAt ?? null }
})

/** One file's records: id order, so that a record stays in its file while others come and go after it. */
const recordEntries = cachedRead('sitemap:records', ['properties', 'projects', 'blogs', 'careers', 'services', 'media'], async (name: RecordSitemap, offset: number, limit: number): Promise<SitemapEntry[]> => {
  const r = RECORDS[name]
  const payload = await payloadClient()
  const select = Object.fromEntries([['slug', true], ['updatedAt', true], ...r.pictures.map((p) => [p, true])])
  const found = await payload.find({ collection: r.collection, locale: defaultLocale, where: whereOf(r), sort: 'id', limit, page: Math.floor(offset / limit) + 1, depth: 0, select })
  const docs = found.docs as unknown as ({ id: number; slug?: string | null; updatedAt: string } & Record<string, unknown>)[]
  const pictures = (doc: Record<string, unknown>) => r.pictures.flatMap((p) => ids(doc[p])).slice(0, PICTURES_PER_PAGE)
  const urls = await pictureUrls(docs.flatMap(pictures))
  return docs.map((d) => ({
    path: recordPath(r.base, d.id, d.slug),
    lastmod: d.updatedAt,
    images: pictures(d).flatMap((id) => urls.get(id) ?? []),
  }))
})

/** When the newest record of a collection changed (for the lists that show them). */
const newestOf = cachedRead(
  'sitemap:newest',
  ['properties', 'projects', 'blogs', 'careers', 'services', 'faqs', 'videos', 'branches', 'team', 'pages'],
  async (collection: 'properties' | 'projects' | 'blogs' | 'careers' | 'services' | 'faqs' | 'videos' | 'branches' | 'team-members') => {
    const payload = await payloadClient()
    const found = await payload.find({ collection, where: { published: { equals: true } }, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, select: { updatedAt: true } })
    return found.docs[0]?.updatedAt ?? null
  },
)

const cmsPages = cachedRead('sitemap:cms-pages', ['pages'], async () => {
  const payload = await payloadClient()
  const found = await payload.find({ collection: 'pages', where: { published: { equals: true } }, sort: 'id', pagination: false, depth: 0, select: { permalink: true, updatedAt: true } })
  return found.docs.map((p) => ({ permalink: p.permalink, updatedAt: p.updatedAt }))
})

/** The site's own pages (lists, forms, CMS pages, policies that have a text, category lists), each with when what it shows last changed. */
async function pageEntries(): Promise<SitemapEntry[]> {
  const [properties, projects, blogs, careers, services, faqs, videos, branches, team, pages, settings, policies, propertyCategories, blogCategories, videoCategories] = await Promise.all([
    newestOf('properties'),
    newestOf('projects'),
    newestOf('blogs'),
    newestOf('careers'),
    newestOf('services'),
    newestOf('faqs'),
    newestOf('videos'),
    newestOf('branches'),
    newestOf('team-members'),
    cmsPages(),
    getSettings(defaultLocale),
    getPolicies(defaultLocale),
    listCategories(defaultLocale, '1'),
    listCategories(defaultLocale, '2'),
    listCategories(defaultLocale, '4'),
  ])
  const pageOf = (permalink: string) => pages.find((p) => p.permalink === permalink)?.updatedAt ?? null
  const fixed: [string, (string | null | undefined)[]][] = [
    ['/', [pageOf('home-page'), properties, projects, blogs]],
    ['/about-us', [pageOf('about-us'), team]],
    ['/properties', [properties]],
    ['/property', [properties]],
    ['/luxury-property', [properties]],
    ['/discover', [properties, projects]],
    ['/insights', [properties, blogs]],
    ['/plans', [properties, projects]],
    ['/projects', [projects]],
    ['/blogs', [blogs]],
    ['/careers', [careers]],
    ['/jobs', [careers]],
    ['/jobs/request', [careers]],
    ['/services', [services]],
    ['/faq', [faqs]],
    ['/videos', [videos]],
    ['/our-branches', [branches]],
    ['/our-team', [team]],
    ['/contact-us', [branches, settings.updatedAt]],
    ['/form', [settings.updatedAt]],
  ]
  const unlisted = new Set<string>(UNLISTED_PAGES)
  const own = pages.filter((p) => cmsPagePath(p.permalink).startsWith('/page/')).map((p): SitemapEntry => ({ path: cmsPagePath(p.permalink), lastmod: p.updatedAt }))
  return [
    ...fixed.filter(([path]) => !unlisted.has(path)).map(([path, dates]): SitemapEntry => ({ path, lastmod: newest(dates) })),
    // The tabs of /property: every property of one category.
    ...propertyCategories.map((c): SitemapEntry => ({ path: '/property', query: `category=${c.id}`, lastmod: newest([properties, c.updatedAt]) })),
    ...blogCategories.map((c): SitemapEntry => ({ path: '/blogs', query: `category=${c.id}`, lastmod: newest([blogs, c.updatedAt]) })),
    ...videoCategories.map((c): SitemapEntry => ({ path: '/videos', query: `category=${c.id}`, lastmod: newest([videos, c.updatedAt]) })),
    ...policies.map((p): SitemapEntry => ({ path: POLICY_PATHS[p.key], lastmod: p.updatedAt })),
    ...own,
  ]
}

async function searchEntries(): Promise<SitemapEntry[]> {
  const [all, lastmod] = await Promise.all([popularSearches(), newestOf('properties')])
  return all.map((l) => ({ path: RECORD_BASES.properties, query: landingQuery(l), lastmod }))
}

const fileName = (name: SitemapName, n: number) => `/sitemaps/${name}-${n}.xml`

/** The files of the sitemap index, with when each last changed. */
export async function sitemapFiles(): Promise<{ path: string; lastmod: string | null }[]> {
  const out: { path: string; lastmod: string | null }[] = []
  for (const name of SITEMAPS) {
    if (name === 'pages' || name === 'searches') {
      const entries = name === 'pages' ? await pageEntries() : await searchEntries()
      if (entries.length) out.push({ path: fileName(name, 1), lastmod: newest(entries.map((e) => e.lastmod)) })
      continue
    }
    const stats = await recordStats(name)
    if (!stats.count) continue
    for (let n = 1; n <= fileCount(stats.count); n++) out.push({ path: fileName(name, n), lastmod: stats.lastmod })
  }
  return out
}

/** The entries of `/sitemaps/{name}-{n}.xml`, or null when there is no such file. */
export async function sitemapEntries(file: string): Promise<SitemapEntry[] | null> {
  const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file)
  const name = m?.[1] as SitemapName | undefined
  const n = Number(m?.[2])
  if (!name || !SITEMAPS.includes(name)) return null
  if (name === 'pages' || name === 'searches') {
    if (n !== 1) return null
    const entries = name === 'pages' ? await pageEntries() : await searchEntries()
    return entries.length ? entries : null
  }
  const stats = await recordStats(name)
  const slice = stats.count ? fileSlice(n, stats.count) : null
  return slice ? recordEntries(name, slice.offset, slice.limit) : null
}
