/**
 * Addresses as search engines see them: the site's origin, a path in each language, and the
 * canonical form of a query string. Pure: the page metadata, the sitemaps and the tests share it.
 */
import { defaultLocale, localeCodes, localeInfo, type Locale } from '@/i18n/locales'

/**
 * The public origin of the site, without a trailing slash: `NEXT_PUBLIC_SITE_URL`, else the local
 * address the server listens on (what a demo install is reached at).
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = env.NEXT_PUBLIC_SITE_URL?.trim()
  if (configured) return new URL(configured).origin
  return `http://localhost:${env.PORT || 3000}`
}

/** A site path in a language: Arabic at the root, English under `/en` (`/` → `/en`). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** The absolute address of a path (and query, without `?`) in a language. */
export function absoluteUrl(origin: string, locale: Locale, path: string, query = ''): string {
  return `${origin}${localizedPath(locale, path)}${query ? `?${query}` : ''}`
}

/**
 * The same page in every language, plus `x-default` (the Arabic page, which `/` serves to anyone
 * whatever their browser says). Every language's page lists this same set, so the links are
 * reciprocal by construction.
 */
export function languageAlternates(origin: string, path: string, query = ''): Record<Locale | 'x-default', string> {
  const out = Object.fromEntries(localeCodes.map((l) => [l, absoluteUrl(origin, l, path, query)])) as Record<Locale | 'x-default', string>
  out['x-default'] = absoluteUrl(origin, defaultLocale, path, query)
  return out
}

/** Open Graph's locale of a language (`ar_AE`, `en_US`). */
export function ogLocale(locale: Locale): string {
  const [language, region] = localeInfo(locale).intl.split('-')
  return region && /^[A-Z]{2}$/.test(region) ? `${language}_${region}` : (language ?? locale)
}

/** Parameters that only say where a visitor came from (campaigns, ad clicks, analytics) or are Next's own. */
const TRACKING = /^(?:utm_.*|gclid|gclsrc|dclid|gbraid|wbraid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|_hs.*|ref|ref_src|source|_rsc)$/i

export const isTrackingParam = (name: string) => TRACKING.test(name)

/** SPEC §3: the option value that means "not selected". */
const NOT_SELECTED = 'not-selected-value'

type Params = URLSearchParams | Record<string, string | string[] | undefined>

function entries(params: Params): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()]
  return Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x])))
}

/**
 * The canonical query string of a page that reads only the parameters `keep`: those, in that order,
 * once each; empty ones, "not selected" ones, tracking ones and `page=1` left out.
 */
export function canonicalQuery(params: Params, keep: readonly string[]): string {
  const given = new Map<string, string>()
  for (const [name, raw] of entries(params)) {
    if (given.has(name) || isTrackingParam(name) || !keep.includes(name)) continue
    const value = raw.trim()
    if (value === '' || value === NOT_SELECTED) continue
    if (name === 'page' && !(Number.isInteger(Number(value)) && Number(value) > 1)) continue
    given.set(name, value)
  }
  const out = new URLSearchParams()
  for (const name of keep) {
    const value = given.get(name)
    if (value !== undefined) out.set(name, value)
  }
  return out.toString()
}

/** Where each kind of record has its page (its id and slug follow). */
export const RECORD_BASES = { properties: '/properties', projects: '/projects', blogs: '/blogs', careers: '/careers', services: '/services' } as const
export type RecordCollection = keyof typeof RECORD_BASES

/** The policy pages of SPEC §2 by the policy's key. */
export const POLICY_PATHS = { payment: '/payment-policy', privacy: '/privacy-policy', return: '/return-policy', terms: '/terms-and-conditions' } as const

/** The CMS pages that have routes of their own, by permalink; any other is at `/page/{permalink}`. */
const OWN_ROUTES: Record<string, string> = { 'home-page': '/', 'about-us': '/about-us' }

export const cmsPagePath = (permalink: string) => OWN_ROUTES[permalink] ?? `/page/${permalink}`
