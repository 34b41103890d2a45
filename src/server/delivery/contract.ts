/**
 * The cache contract: for every response the production server sends, who may keep it, for how
 * long, and what it varies on. Written once here; scripts/serve.ts applies it to every response
 * (Next.js's and its own), and tests/int/cache-contract.int.test.ts reads the headers of every class.
 *
 * | class    | paths                                           | Cache-Control                                    | tags (what expires the app's own copy)      |
 * |----------|-------------------------------------------------|--------------------------------------------------|---------------------------------------------|
 * | page     | every public page, list and search pages too;   | public, s-maxage=SHARED, stale-while-revalidate  | the records it read (feed tags)             |
 * |          | robots.txt, /sitemap.xml, /sitemaps/…           |                                                  |                                             |
 * | page 404 | a page that does not exist                      | public, s-maxage=SHARED                          | —                                           |
 * | api      | GET /api/v1/…                                   | public, s-maxage=SHARED, stale-while-revalidate  | its collection's tag (in-memory reads)      |
 * | asset    | /_next/static/…, /media/…                       | public, max-age=1 year, immutable                | — (names never reused)                      |
 * | public   | files of public/ (favicon, images)              | public, max-age=1 hour                           | —                                           |
 * | private  | /admin, Payload's /api, /test, /alerts/…, posts,| private, no-store                                | —                                           |
 * |          | errors, an address's alerts in the API          |                                                  |                                             |
 * | live     | /builds/latest.json, /healthz, /readyz          | no-cache                                         | —                                           |
 *
 * A response a shared cache may keep never sets a cookie (the locale cookie is written by the
 * browser when the visitor switches language). Pages vary on nothing but their URL (prices and
 * units are converted in the browser) and the compression; the API varies on its language and
 * currency headers. `SHARED` (CACHE_SHARED_SECONDS, default 30) bounds how long a shared cache
 * (nginx, a CDN) serves a page after an editor's change; `stale-while-revalidate` and
 * `stale-if-error` (CACHE_STALE_SECONDS, default one day) let it answer at once while it fetches a
 * fresh copy, and while the app is down.
 */

export type CacheClass = 'page' | 'not-found' | 'api' | 'asset' | 'public' | 'private' | 'live'

export type CacheSettings = { sharedSeconds: number; staleSeconds: number }

function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
}

export function cacheSettings(env: Record<string, string | undefined> = process.env): CacheSettings {
  return { sharedSeconds: seconds(env.CACHE_SHARED_SECONDS, 30), staleSeconds: seconds(env.CACHE_STALE_SECONDS, 86_400) }
}

const YEAR = 31_536_000
/** The test page, and the pages that manage one address's alerts (their address holds its secret). */
const PRIVATE_PAGES = /^\/(?:en\/)?(?:test\/?|alerts\/[^/]+\/?)$/
const LIVE = new Set(['/builds/latest.json', '/healthz', '/readyz'])
/** Reads that differ on every call or are one person's: a form token (for one post), an address's alerts. */
const PRIVATE_READS = /^\/api\/v1\/(?:form-token|alerts\/.+)$/
/** robots.txt and the sitemaps: made from the content like a page, and as fresh (not files of public/). */
const SEO_FILES = /^\/(?:robots\.txt|sitemap\.xml|sitemaps\/[^/]+\.xml)$/
/** Files of public/ (a name with an extension at the top level or under /images). */
const PUBLIC_FILE = /^\/(?:images\/.+|[^/]+\.[a-z0-9]+)$/i

/** The class of a response, by its request and status (a 304 is the 200 it stands for). */
/** The cookie of Next.js's draft mode: an editor's preview (src/lib/preview.ts), never kept by any cache. */
export const PREVIEW_COOKIE = '__prerender_bypass'
const PREVIEW_COOKIE_SET = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=[^;]`)

/** Whether a request's Cookie header carries an editor's preview. */
export const inPreview = (cookie: string | string[] | undefined): boolean => PREVIEW_COOKIE_SET.test(String(cookie ?? ''))

export function classify(method: string, pathname: string, status: number): CacheClass {
  const read = method === 'GET' || method === 'HEAD'
  const ok = status === 200 || status === 304
  if (LIVE.has(pathname)) return 'live'
  if (!read || status >= 500 || status === 429 || PRIVATE_READS.test(pathname)) return 'private'
  if (pathname.startsWith('/_next/static/')) return ok ? 'asset' : 'private'
  if (pathname === '/_next/image') return ok ? 'public' : 'private'
  if (pathname.startsWith('/media/')) return ok ? 'asset' : 'not-found'
  if (pathname === '/api/v1' || pathname.startsWith('/api/v1/')) return ok ? 'api' : status === 404 ? 'not-found' : 'private'
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return 'private'
  if (PRIVATE_PAGES.test(pathname)) return 'private'
  if (SEO_FILES.test(pathname)) return ok ? 'page' : 'not-found'
  if (PUBLIC_FILE.test(pathname)) return ok ? 'public' : 'not-found'
  if (status === 404) return 'not-found'
  // Redirects (a locale prefix, a slug) are as lasting as the pages; anything else unusual is not kept.
  return ok || status === 301 || status === 307 || status === 308 ? 'page' : 'private'
}

/** The Cache-Control header of a class. */
export function cacheControl(kind: CacheClass, s: CacheSettings = cacheSettings()): string {
  switch (kind) {
    case 'page':
    case 'api':
      return `public, max-age=0, s-maxage=${s.sharedSeconds}, stale-while-revalidate=${s.staleSeconds}, stale-if-error=${s.staleSeconds}`
    case 'not-found':
      return `public, max-age=0, s-maxage=${s.sharedSeconds}`
    case 'asset':
      return `public, max-age=${YEAR}, immutable`
    case 'public':
      return 'public, max-age=3600'
    case 'live':
      return 'no-cache'
    case 'private':
      return 'private, no-store'
  }
}

/** Whether a shared cache may keep a response of this class (and so it must not set a cookie). */
export const sharedCacheable = (kind: CacheClass) => kind === 'page' || kind === 'api' || kind === 'not-found' || kind === 'asset' || kind === 'public'

/** What a response of a class varies on, besides the compression. */
export function varyOf(kind: CacheClass): string[] {
  return kind === 'api' ? ['Accept-Language', 'X-Currency'] : []
}

/**
 * Request headers Next.js names in `Vary` for its client router's payloads. They mean something on
 * a page (its HTML and its navigation payload share a URL); an API read carries them only when Next
 * answers it, before the server's own lane is ready. A shared cache such as nginx keeps one copy of
 * a URL per `Vary` it was told, so two servers answering the same read with different `Vary`
 * headers would push each other's copies out.
 */
const ROUTER_VARY = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'])

/**
 * The `Vary` header of a response of a class a shared cache may keep: what the response named
 * (without Next's router headers on the API), then the contract's names and the compression, once
 * each. The same for a URL whichever path of the server answered it.
 */
export function varyHeader(current: string, kind: CacheClass, api: boolean): string {
  const names = current
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v && !(api && ROUTER_VARY.has(v.toLowerCase())))
  const have = new Set(names.map((v) => v.toLowerCase()))
  for (const name of [...varyOf(kind), 'Accept-Encoding']) {
    if (have.has(name.toLowerCase())) continue
    names.push(name)
    have.add(name.toLowerCase())
  }
  return names.join(', ')
}
