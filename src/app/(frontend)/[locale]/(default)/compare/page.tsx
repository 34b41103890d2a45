import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CompareAdopt, CompareRestore } from '@/components/listing/CompareClient'
import { ComparePropertiesTable, CompareProjectsTable } from '@/components/listing/CompareTable'
import { ShareButton } from '@/components/listing/ShareButton'
import { EmptyList } from '@/components/listing/EmptyList'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { parseCompareQuery } from '@/lib/compare'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import type { Project, Property } from '@/payload-types'
import { getProject } from '@/server/listings/projects'
import { getProperty } from '@/server/listings/properties'
import { fixedPageMetadata } from '@/server/seo/metadata'

/** Shows the lists its address carries (`?properties=1,2,3&projects=4`), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

/** The visitor's own lists: never indexed (robots.txt keeps crawlers out too), canonical without them. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/compare', key: 'compare', noindex: true })
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="animate-pulse rounded-card border border-gray-200 bg-white p-4" data-testid="compare-loading">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="grid grid-cols-3 gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i}>
            <div className="aspect-[4/3] rounded-lg bg-surface" />
            <div className="mt-3 h-4 w-3/4 rounded bg-surface" />
            <div className="mt-2 h-4 w-1/2 rounded bg-surface" />
          </div>
        ))}
      </div>
    </div>
  )
}

export default async function ComparePage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const asked = parseCompareQuery(await searchParams)
  const [t, c] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), getTranslations({ locale, namespace: 'compare' })])
  const properties = (await Promise.all(asked.properties.map((id) => getProperty(locale, id)))).filter((p): p is Property => Boolean(p))
  const projects = (await Promise.all(asked.projects.map((id) => getProject(locale, id)))).filter((p): p is Project => Boolean(p))
  const askedAny = asked.properties.length + asked.projects.length > 0
  const found = properties.length + projects.length > 0
  return (
    <>
      <PageHeader locale={locale} title={t('compare')} intro={c('intro')}>
        {found && (
          <div className="mt-4">
            <ShareButton title={t('compare')} />
          </div>
        )}
      </PageHeader>
      <Section>
        {askedAny ? (
          <>
            <CompareAdopt lists={{ properties: properties.map((p) => p.id), projects: projects.map((p) => p.id) }} />
            {!found && <EmptyList locale={locale} list="compare" />}
          </>
        ) : (
          <CompareRestore loading={<Loading label={c('loading')} />} empty={<EmptyList locale={locale} list="compare" />} />
        )}
        {properties.length > 0 && (
          <section aria-labelledby="compare-properties" className="mb-10">
            <h2 id="compare-properties" className="mb-4 text-2xl font-bold text-gray-900">
              {c('properties')}
            </h2>
            <ComparePropertiesTable locale={locale} items={properties} />
          </section>
        )}
        {projects.length > 0 && (
          <section aria-labelledby="compare-projects">
            <h2 id="compare-projects" className="mb-4 text-2xl font-bold text-gray-900">
              {c('projects')}
            </h2>
            <CompareProjectsTable locale={locale} items={projects} />
          </section>
        )}
      </Section>
    </>
  )
}
