import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageNumber, routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { listProperties, type PropertyQuery } from '@/server/listings/properties'
import { PageHeader } from '../ui/PageHeader'
import { Pagination } from '../ui/Pagination'
import { Empty, Grid, Section } from '../ui/Section'
import { PropertyCard } from './PropertyCard'

type TitleKey = 'properties' | 'property' | 'luxury' | 'plans'
type Options = { title: TitleKey; base: string; query?: (params: Record<string, string | string[] | undefined>) => PropertyQuery }

/** A paginated grid of published properties; the search, luxury, plans and browse pages differ by their query. */
export function propertyListingRoute({ title, base, query }: Options) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    const locale = await routeLocale(params)
    return { title: (await getTranslations({ locale, namespace: 'pages' }))(title) }
  }
  async function Page({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
    const locale = await routeLocale(params)
    const page = await pageNumber(searchParams)
    const q = query?.(await searchParams) ?? {}
    const [t, common, results] = await Promise.all([
      getTranslations({ locale, namespace: 'pages' }),
      getTranslations({ locale, namespace: 'common' }),
      listProperties(locale, { ...q, page, perPage: 12 }),
    ])
    const kept: Record<string, string> = q.purpose ? { purpose: q.purpose } : {}
    return (
      <>
        <PageHeader locale={locale} title={t(title)}>
          <p className="mt-3 text-gray-600" data-testid="result-count">
            {common('results', { count: results.total })}
          </p>
        </PageHeader>
        <Section>
          {results.docs.length ? (
            <Grid>
              {results.docs.map((p, i) => (
                <PropertyCard key={p.id} locale={locale} property={p} priority={i < 2} />
              ))}
            </Grid>
          ) : (
            <Empty text={common('empty')} />
          )}
          <Pagination locale={locale} base={base} page={results.page} lastPage={results.lastPage} query={kept} />
        </Section>
      </>
    )
  }
  return { generateMetadata, Page }
}
