/**
 * Sitemaps as the sitemaps.org protocol and Google's extensions write them: an index of files, each
 * file a set of URLs with their language alternates (`xhtml:link`), last change and pictures. Pure:
 * the routes read the records, this writes the XML.
 */
import { localeCodes } from '@/i18n/locales'
import { absoluteUrl, languageAlternates } from './urls'

/** The protocol's limit of URLs in one file (and of files in an index). */
export const MAX_URLS_PER_FILE = 50_000

/** One page of the site, written once per language. */
export type SitemapEntry = {
  /** The path without a language prefix (`/properties/5-sea-view`). */
  path: string
  /** Its canonical query string, without `?`. */
  query?: string
  /** When it last changed (an ISO date or date-time). */
  lastmod?: string | null
  /** Its pictures: absolute URLs or site paths. */
  images?: string[]
}

/** The records one file holds: each record is written once per language. */
export const recordsPerFile = (urlsPerFile = MAX_URLS_PER_FILE) => Math.floor(urlsPerFile / localeCodes.length)

/** How many files `records` records take (at least one, so that an empty set still has its file). */
export function fileCount(records: number, urlsPerFile = MAX_URLS_PER_FILE): number {
  return Math.max(1, Math.ceil(records / recordsPerFile(urlsPerFile)))
}

/** The records of file `n` (1-based) as an offset and a limit; null past the last file. */
export function fileSlice(n: number, records: number, urlsPerFile = MAX_URLS_PER_FILE): { offset: number; limit: number } | null {
  if (!Number.isInteger(n) || n < 1 || n > fileCount(records, urlsPerFile)) return null
  const limit = recordsPerFile(urlsPerFile)
  return { offset: (n - 1) * limit, limit }
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c)

/** The W3C date-time of a date, or null for anything unreadable. */
export function w3cDate(value: string | Date | null | undefined): string | null {
  if (!value) return null
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

const absolute = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`)

/** A `<urlset>` with each entry once per language, each URL naming all of them (itself included) and `x-default`. */
export function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
  ]
  for (const entry of entries) {
    const alternates = Object.entries(languageAlternates(origin, entry.path, entry.query))
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`)
      .join('')
    const lastmod = w3cDate(entry.lastmod)
    const images = [...new Set(entry.images ?? [])].map((src) => `<image:image><image:loc>${xmlEscape(absolute(origin, src))}</image:loc></image:image>`).join('')
    for (const locale of localeCodes) {
      out.push(`<url><loc>${xmlEscape(absoluteUrl(origin, locale, entry.path, entry.query))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}${images}</url>`)
    }
  }
  out.push('</urlset>')
  return out.join('\n')
}

/** A `<sitemapindex>` of files given by their paths. */
export function sitemapIndex(origin: string, files: readonly { path: string; lastmod?: string | null }[]): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
  for (const file of files) {
    const lastmod = w3cDate(file.lastmod)
    out.push(`<sitemap><loc>${xmlEscape(absolute(origin, file.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`)
  }
  out.push('</sitemapindex>')
  return out.join('\n')
}

/** The newest of some dates, or null. */
export function newest(dates: readonly (string | Date | null | undefined)[]): string | null {
  let best: string | null = null
  for (const d of dates) {
    const iso = w3cDate(d)
    if (iso && (!best || iso > best)) best = iso
  }
  return best
}
