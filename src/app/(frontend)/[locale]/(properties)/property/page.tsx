import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PropertyCard } from '@/components/listing/PropertyCard'
import { Chips, EmptyState, pageQuery, ResultCount } from '@/components/search/parts'
import { propertySearchSetup } from '@/components/search/PropertySearch'
import { ResultsRegion, SortSelect } from '@/components/search/Toolbar'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { Link } from '@/i18n/navigation'
import { formatNumber } from '@/lib/format'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { parseSearch, searchHref, serializeSearch, withFilter, withoutFilter } from '@/lib/search/state'
import { propertyFacets } from '@/server/listings/facets'
import { listProperties } from '@/server/listings/properties'
import { propertyQueryOf } from '@/server/listings/search'
import { searchMetadata } from '@/server/seo/search'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const BASE = '/property'

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return searchMetadata({ locale, base: BASE, kind: 'properties', state: parseSearch(await searchParams, 'properties'), key: 'property' })
}

/** Every property as a browsable grid, with a tab per category; the full filters are one link away. */
export default async function BrowsePropertiesPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const state = parseSearch(await searchParams, 'properties')
  const [t, results, setup, facets] = await Promise.all([
    getTranslations({ locale }),
    propertyQueryOf(state, { perPage: 16 }).then((q) => listProperties(locale, q)),
    propertySearchSetup(locale, state, BASE, {}),
    propertyFacets(),
  ])
  const categories = (setup.config.options.category ?? []).filter((c) => c.value !== 'not-selected-value')
  const current = state.filters.category
  const tabs = [
    { key: 'all', label: t('search.all'), href: searchHref(BASE, withoutFilter(state, 'category'), 'properties'), active: !current, count: facets.total },
    ...categories.map((c) => ({ key: c.value, label: c.label, href: searchHref(BASE, withFilter(state, 'category', c.value), 'properties'), active: current === c.value, count: facets.category[c.value] ?? 0 })),
  ]

  return (
    <>
      <PageHeader locale={locale} title={t('pages.property')} intro={t('search.browseIntro')} />
      <div className="mx-auto max-w-7xl px-4 py-6">
        <nav aria-label={t('search.categories')} className="-mx-4 overflow-x-auto px-4" data-testid="category-tabs">
          <ul className="flex min-w-max gap-2 border-b border-gray-200">
            {tabs.map((tab) => (
              <li key={tab.key}>
                <Link
                  href={tab.href}
                  scroll={false}
                  aria-current={tab.active ? 'page' : undefined}
                  className={`-mb-px inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${tab.active ? 'border-brand text-brand' : 'border-transparent text-gray-700 hover:text-brand'}`}
                >
                  {tab.label}
                  <span className="rounded-full bg-surface px-2 text-xs text-gray-700">
                    <bdi>{formatNumber(locale, tab.count)}</bdi>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <ResultCount locale={locale} total={results.total} />
          <Link href={searchHref('/properties', { ...state, page: undefined }, 'properties')} className="text-sm font-semibold text-brand underline">
            {t('search.filters')}
          </Link>
          <div className="ms-auto">
            <SortSelect kind="properties" base={BASE} state={state} options={setup.sortOptions} />
          </div>
        </div>
        <Chips locale={locale} kind="properties" base={BASE} state={state} labels={setup.labels} />
        <ResultsRegion className="mt-6 min-h-96">
          {results.docs.length ? (
            <ul key={serializeSearch(state, 'properties')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="result-list">
              {results.docs.map((p, i) => (
                <PropertyCard key={p.id} locale={locale} property={p} priority={i < 2} />
              ))}
            </ul>
          ) : (
            <EmptyState locale={locale} kind="properties" base={BASE} state={state} total={results.total} narrowest={null} labels={setup.labels} />
          )}
        </ResultsRegion>
        <Pagination locale={locale} base={BASE} page={results.page} lastPage={results.lastPage} query={pageQuery(state, 'properties')} />
      </div>
    </>
  )
}
