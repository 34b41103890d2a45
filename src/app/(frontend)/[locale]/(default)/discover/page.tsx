import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { DiscoverExplorer } from '@/components/search/DiscoverExplorer'
import { FilterSheet } from '@/components/search/FilterSheet'
import { Chips } from '@/components/search/parts'
import { propertySearchSetup } from '@/components/search/PropertySearch'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { parseSearch, serializeSearch } from '@/lib/search/state'
import { PROPERTY_ONLY, projectPoints, projectQueryOf, propertyPoints, propertyQueryOf } from '@/server/listings/search'
import { searchMetadata } from '@/server/seo/search'
import { siteAreaUnit } from '@/server/currency'

/** Reads the query string (filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const BASE = '/discover'

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return searchMetadata({ locale, base: BASE, kind: 'properties', state: parseSearch(await searchParams, 'properties'), key: 'discover' })
}

/**
 * Map exploration: properties and projects on OpenStreetMap with clustering, the list of those in
 * view beside it, and the filters of the property search. A filter only properties have (purpose,
 * bathrooms, furnishing, virtual tour) leaves the projects out.
 */
export default async function DiscoverPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const state = parseSearch(await searchParams, 'properties')
  const withProjects = !PROPERTY_ONLY.some((key) => state.filters[key] !== undefined)
  const projectState = parseSearch(new URLSearchParams(serializeSearch(state, 'properties')), 'projects')
  const { page: _p, perPage: _pp, sort: _s, ...propertyWhere } = await propertyQueryOf(state)
  const { page: _q, perPage: _qq, sort: _r, ...projectWhere } = await projectQueryOf(projectState)
  const [t, setup, properties, projects] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    propertySearchSetup(locale, state, BASE, {}),
    propertyPoints(locale, propertyWhere),
    withProjects ? projectPoints(locale, projectWhere) : Promise.resolve({ points: [], total: 0 }),
  ])
  const pages = await getTranslations({ locale, namespace: 'pages' })

  const header = (
    <>
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-gray-900">{pages('discover')}</h1>
        <FilterSheet config={setup.config} state={state} total={properties.total} />
      </div>
      <p role="status" className="mt-2 text-sm text-gray-700" data-testid="discover-counts" data-properties={properties.total} data-projects={projects.total}>
        {t('discoverCounts', { properties: properties.total, projects: projects.total })}
      </p>
      <Chips locale={locale} kind="properties" base={BASE} state={state} labels={setup.labels} reserve={false} />
    </>
  )
  return <DiscoverExplorer points={[...properties.points, ...projects.points]} header={header} areaUnit={await siteAreaUnit()} />
}
