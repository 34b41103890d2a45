import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PropertyCard } from '@/components/listing/PropertyCard'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { Grid, Section } from '@/components/ui/Section'
import { pageNumber, routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { listProperties } from '@/server/listings/properties'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('discover') }
}

/** Map exploration. The OpenStreetMap view comes with the search work; the listings are here already. */
export default async function DiscoverPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const page = await pageNumber(searchParams)
  const [t, d, results] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'discover' }),
    listProperties(locale, { page, perPage: 12 }),
  ])
  return (
    <>
      <PageHeader locale={locale} title={t('discover')} intro={d('intro')} />
      <Section>
        <Grid>{results.docs.map((p) => <PropertyCard key={p.id} locale={locale} property={p} />)}</Grid>
        <Pagination locale={locale} base="/discover" page={results.page} lastPage={results.lastPage} />
      </Section>
    </>
  )
}
