import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProjectCard } from '@/components/listing/ProjectCard'
import { EmptyState, filterLabels, pageQuery } from '@/components/search/parts'
import type { SearchConfig } from '@/components/search/SearchForm'
import { SearchLayout } from '@/components/search/SearchLayout'
import { ResultsRegion, SortSelect } from '@/components/search/Toolbar'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { activeFilters, parseSearch, serializeSearch } from '@/lib/search/state'
import { listProjects } from '@/server/listings/projects'
import { narrowestOf, placeNames, placeOptions, projectQueryOf, searchCurrency, searchOptions } from '@/server/listings/search'
import { searchMetadata } from '@/server/seo/search'
import { siteAreaUnit } from '@/server/currency'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const BASE = '/projects'

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return searchMetadata({ locale, base: BASE, kind: 'projects', state: parseSearch(await searchParams, 'projects'), key: 'projects' })
}

/** Development projects with the property filters that apply to them plus status and units: the same URL state, chips and pagination as the property search. */
export default async function ProjectsPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const state = parseSearch(await searchParams, 'projects')
  const [display, fallback] = await Promise.all([searchCurrency(state.currency), searchCurrency()])
  const [t, results, options, places, names] = await Promise.all([
    getTranslations({ locale }),
    projectQueryOf(state).then((q) => listProjects(locale, q)),
    searchOptions(locale, 'projects', display),
    placeOptions(locale, state),
    placeNames(locale),
  ])
  const config: SearchConfig = {
    kind: 'projects',
    locale,
    base: BASE,
    fixed: {},
    defaultCurrency: fallback.code,
    areaUnit: await siteAreaUnit(),
    options: options.fields,
    places: { ...places, country: state.filters.country, state: state.filters.state },
  }
  const labels = await filterLabels(locale, 'projects', state, config.options, names, display.code)
  const narrowest = results.total === 0 && activeFilters(state, 'projects').length ? await narrowestOf(locale, 'projects', state) : null

  return (
    <>
      <PageHeader locale={locale} title={t('pages.projects')} />
      <SearchLayout
        locale={locale}
        kind="projects"
        base={BASE}
        config={config}
        state={state}
        total={results.total}
        labels={labels}
        controls={<SortSelect kind="projects" base={BASE} state={state} options={options.sort} />}
      >
        <ResultsRegion className="mt-6 min-h-96">
          {results.docs.length ? (
            <ul key={serializeSearch(state, 'projects')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="result-list">
              {results.docs.map((p, i) => (
                <ProjectCard key={p.id} locale={locale} project={p} priority={i < 2} />
              ))}
            </ul>
          ) : (
            <EmptyState locale={locale} kind="projects" base={BASE} state={state} total={results.total} narrowest={narrowest} labels={labels} />
          )}
        </ResultsRegion>
        <Pagination locale={locale} base={BASE} page={results.page} lastPage={results.lastPage} query={pageQuery(state, 'projects')} />
      </SearchLayout>
    </>
  )
}
