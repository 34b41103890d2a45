import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { landingOf } from '@/lib/seo/landing'
import { serializeSearch, type SearchKind, type SearchState } from '@/lib/search/state'
import { countOf, type FixedFilters } from '../listings/search'
import { fixedPageMetadata, pageMetadata, pagedTitle } from './metadata'
import { landingNames, landingTitle } from './landing'

/** A search page's canonical query: its own state, written the one canonical way, without the view (the same results shown another way). */
export const searchCanonicalQuery = (state: SearchState, kind: SearchKind) => serializeSearch({ ...state, view: undefined }, kind)

/**
 * The metadata of a listing search page: canonical to itself (see above); a popular search of the
 * property search gets its own title ("Villa for sale in Dubai") and a description with its count.
 */
export async function searchMetadata(o: {
  locale: Locale
  base: string
  kind: SearchKind
  state: SearchState
  key: 'properties' | 'property' | 'luxury' | 'projects' | 'discover'
  fixed?: FixedFilters
  landings?: boolean
}): Promise<Metadata> {
  const query = searchCanonicalQuery(o.state, o.kind)
  const landing = o.landings ? landingOf(o.state) : null
  const title = landing ? await landingTitle(o.locale, landing, await landingNames(o.locale)) : null
  if (!landing || !title) return fixedPageMetadata({ locale: o.locale, path: o.base, key: o.key, query, page: o.state.page })
  const [t, total] = await Promise.all([getTranslations({ locale: o.locale, namespace: 'seo.landing' }), countOf(o.locale, o.kind, { ...o.state, page: undefined }, o.fixed)])
  return pageMetadata({ locale: o.locale, path: o.base, query, title: await pagedTitle(o.locale, title, o.state.page), description: t('description', { title, count: total }) })
}
