import { createHmac, timingSafeEqual } from 'node:crypto'
import { recordPath } from '@/lib/ids'
import { isLocale, type Locale } from '@/i18n/locales'
import { cmsPagePath, localizedPath, RECORD_BASES } from '@/lib/seo/urls'

/**
 * Preview links: an editor sees a draft on its real page through a link the admin signs (the page's
 * path and an expiry, with the site's secret). The link turns on Next.js's draft mode for that
 * browser only; a page in draft mode reads the newest versions, is never kept by any cache and is
 * never indexed (src/server/preview.ts, the cache contract).
 */

/** How long a signed preview link can be opened (the draft mode it turns on lasts the browser session). */
export const PREVIEW_LINK_MS = 60 * 60 * 1000

/** The collections with drafts: each has a page to preview (the admin's live preview lists them). */
export const PREVIEW_COLLECTIONS = ['properties', 'projects', 'blogs', 'services', 'careers', 'pages'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]
export const isPreviewCollection = (slug: string): slug is PreviewCollection => (PREVIEW_COLLECTIONS as readonly string[]).includes(slug)

/** The public path of a record in a language, as its page has it (its slug included). */
export function previewPath(collection: PreviewCollection, doc: { id: number | string; slug?: string | null; permalink?: string | null }, locale: Locale): string {
  const path = collection === 'pages' ? cmsPagePath(doc.permalink ?? '') : recordPath(RECORD_BASES[collection], doc.id, doc.slug)
  return localizedPath(locale, path)
}

const signature = (path: string, expires: number, secret: string) => createHmac('sha256', secret).update(`preview:${path}:${expires}`).digest('base64url')

/** The query of a link that opens `path` in preview until `now + PREVIEW_LINK_MS`. */
export function signPreview(path: string, secret: string, now: number): URLSearchParams {
  const expires = now + PREVIEW_LINK_MS
  return new URLSearchParams({ path, expires: String(expires), sig: signature(path, expires, secret) })
}

export type PreviewCheck = { ok: true; path: string } | { ok: false; reason: 'invalid' | 'expired' }

/** Whether a preview link's query is one the site signed and has not expired; its path is then a path of the site's pages. */
export function checkPreview(query: URLSearchParams, secret: string, now: number): PreviewCheck {
  const path = query.get('path') ?? ''
  const expires = Number(query.get('expires'))
  const given = Buffer.from(query.get('sig') ?? '')
  const wanted = Buffer.from(signature(path, expires, secret))
  // A path of this site only (no `//host`, no scheme): the link cannot send anyone elsewhere.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || !Number.isFinite(expires)) return { ok: false, reason: 'invalid' }
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'invalid' }
  if (expires < now) return { ok: false, reason: 'expired' }
  return { ok: true, path }
}

/** The language of a site path (its prefix), for the messages of a refused link. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1] ?? ''
  return isLocale(first) ? first : 'ar'
}

/** The admin's link to a record's page in preview, in a language; null for a record not saved yet. */
export function previewLink(collection: string, doc: { id?: number | string | null; slug?: string | null; permalink?: string | null } | null | undefined, locale: string | undefined, secret: string, now = Date.now()): string | null {
  if (!doc?.id || !isPreviewCollection(collection)) return null
  const path = previewPath(collection, { id: doc.id, slug: doc.slug, permalink: doc.permalink }, isLocale(locale) ? locale : 'ar')
  return `/api/preview?${signPreview(path, secret, now)}`
}

