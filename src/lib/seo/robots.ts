import { localeCodes } from '@/i18n/locales'
import { localizedPath } from './urls'

/** Pages kept out of search in every language: the operators' status page and the visitor's own comparison and favourites. */
export const UNLISTED_PAGES = ['/test', '/compare', '/favourites'] as const

/**
 * robots.txt: the sitemap, and crawlers kept out of the admin, the APIs (the public one and the
 * CMS's) and the unlisted pages. `$` ends a path and `?` starts its query (Google's and Bing's
 * syntax), so `/test` does not also shut out a page that merely starts with it.
 */
export function robotsTxt(origin: string): string {
  const unlisted = localeCodes.flatMap((locale) => UNLISTED_PAGES.flatMap((page) => [`${localizedPath(locale, page)}$`, `${localizedPath(locale, page)}?`]))
  const lines = ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', ...unlisted.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, '']
  return lines.join('\n')
}
