import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { activeFilters, parseSearch, serializeSearch, type SearchState } from '@/lib/search/state'
import { searchMetadata } from '@/server/seo/search'
import { listProperties } from '@/server/listings/properties'
import { MAP_POINT_LIMIT, narrowestOf, placeNames, placeOptions, propertyPoints, searchOptions, propertyQueryOf, searchCurrency, type FixedFilters } from '@/server/listings/search'
import { PropertyCard } from '../listing/PropertyCard'
import { PageHeader } from '../ui/PageHeader'
import { Pagination } from '../ui/Pagination'
import { EmptyState, filterLabels, pageQuery, ViewSwitch } from './parts'
import { PopularSearches } from './PopularSearches'
import { ResultsMap } from './ResultsMap'
import type { SearchConfig } from './SearchForm'
import { SearchLayout } from './SearchLayout'
import { ResultsRegion, SortSelect } from './Toolbar'
import { siteAreaUnit } from '@/server/currency'

const PER_PAGE = 12

/** Everything a property search page needs besides its results: form options, places, chip labels. */
export async function propertySearchSetup(locale: Locale, state: SearchState, base: string, fixed: FixedFilters) {
  const [display, fallback] = await Promise.all([searchCurrency(state.currency), searchCurrency()])
  const [options, places, names] = await Promise.all([searchOptions(locale, 'properties', display), placeOptions(locale, state), placeNames(locale)])
  const config: SearchConfig = {
    kind: 'properties',
    locale,
    base,
    fixed: fixed.luxury ? { 'filter[luxury]': 'true' } : {},
    defaultCurrency: fallback.code,
    areaUnit: await siteAreaUnit(),
    options: options.fields,
    places: { ...places, country: state.filters.country, state: state.filters.state },
  }
  const labels = await filterLabels(locale, 'properties', state, config.options, names, display.code)
  return { config, labels, sortOptions: options.sort }
}

function LuxuryHeader({ title, kicker, intro, home, crumbs }: { title: string; kicker: string; intro: string; home: string; crumbs: string }) {
  return (
    <div className="bg-gray-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <nav aria-label={crumbs} className="text-sm text-gray-300">
          <Link href="/" className="hover:text-white hover:underline">
            {home}
          </Link>
        </nav>
        <p className="mt-6 text-sm font-semibold tracking-widest text-amber-400">{kicker}</p>
        <h1 className="mt-2 text-4xl font-bold md:text-5xl">{title}</h1>
        <div aria-hidden className="mt-5 h-0.5 w-16 bg-amber-400" />
        <p className="mt-5 max-w-2xl text-lg text-gray-300">{intro}</p>
      </div>
    </div>
  )
}

type Options = { title: 'properties' | 'luxury'; base: string; fixed?: FixedFilters; premium?: boolean }

/**
 * The full property search (and the luxury collection, the same search on luxury listings): the
 * filters beside the results on wide screens and in a sheet on phones, chips, sort, count, grid,
 * list and map views, pagination; every bit of it in the URL.
 */
export function propertySearchRoute({ title, base, fixed = {}, premium = false }: Options) {
  async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
    const locale = await routeLocale(params)
    const state = parseSearch(await searchParams, 'properties')
    return searchMetadata({ locale, base, kind: 'properties', state, key: title, fixed, landings: !premium })
  }

  async function Page({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
    const locale = await routeLocale(params)
    const state = parseSearch(await searchParams, 'properties')
    const query = await propertyQueryOf(state, { perPage: PER_PAGE, fixed })
    const view = state.view ?? 'grid'
    const { page: _page, perPage: _perPage, sort: _sort, ...where } = query
    const [t, results, setup, points] = await Promise.all([
      getTranslations({ locale }),
      listProperties(locale, query),
      propertySearchSetup(locale, state, base, fixed),
      view === 'map' ? propertyPoints(locale, where) : null,
    ])
    const { config, labels, sortOptions } = setup
    const empty = results.total === 0 || (view !== 'map' && results.docs.length === 0)
    const narrowest = results.total === 0 && activeFilters(state, 'properties').length ? await narrowestOf(locale, 'properties', state, fixed) : null

    return (
      <div className={premium ? 'bg-[#f7f4ee]' : ''}>
        {premium ? (
          <LuxuryHeader title={t(`pages.${title}`)} kicker={t('search.luxuryKicker')} intro={t('search.luxuryIntro')} home={t('nav.home')} crumbs={t('nav.breadcrumb')} />
        ) : (
          <PageHeader locale={locale} title={t(`pages.${title}`)} />
        )}
        <SearchLayout
          locale={locale}
          kind="properties"
          base={base}
          config={config}
          state={state}
          total={results.total}
          labels={labels}
          luxury={Boolean(fixed.luxury)}
          controls={
            <>
              <SortSelect kind="properties" base={base} state={state} options={sortOptions} />
              <ViewSwitch locale={locale} kind="properties" base={base} state={state} />
            </>
          }
        >
          <ResultsRegion className="mt-6 min-h-96">
            {empty ? (
              <EmptyState locale={locale} kind="properties" base={base} state={state} total={results.total} narrowest={narrowest} labels={labels} />
            ) : view === 'map' && points ? (
              <ResultsMap points={points.points} total={points.total} limit={MAP_POINT_LIMIT} />
            ) : (
              // A new search draws new cards rather than moving the old ones about (which would count as layout shifts).
              <ul key={serializeSearch(state, 'properties')} className={view === 'list' ? 'space-y-4' : 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3'} data-testid="result-list" data-view={view}>
                {results.docs.map((p, i) => (
                  <PropertyCard key={p.id} locale={locale} property={p} priority={i < 2} variant={view === 'list' ? 'list' : 'grid'} />
                ))}
              </ul>
            )}
          </ResultsRegion>
          {view !== 'map' && <Pagination locale={locale} base={base} page={results.page} lastPage={results.lastPage} query={pageQuery(state, 'properties')} />}
        </SearchLayout>
        {!premium && <PopularSearches locale={locale} city={Number(state.filters.city) || undefined} />}
      </div>
    )
  }
  return { generateMetadata, Page }
}
