import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProjectCard } from '@/components/listing/ProjectCard'
import { PropertyCard } from '@/components/listing/PropertyCard'
import { PageHeader } from '@/components/ui/PageHeader'
import { Grid, Section } from '@/components/ui/Section'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import type { Project, Property } from '@/payload-types'
import { getProject } from '@/server/listings/projects'
import { getProperty } from '@/server/listings/properties'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

/** SPEC §3: each compare list holds at most four items. */
const COMPARE_LIMIT = 4

function idsOf(value: string | string[] | undefined): number[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '')
  const ids = raw.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0)
  return [...new Set(ids)].slice(0, COMPARE_LIMIT)
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('compare'), robots: { index: false } }
}

export default async function ComparePage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const query = await searchParams
  const [t, c] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), getTranslations({ locale, namespace: 'compare' })])
  const properties = (await Promise.all(idsOf(query.properties).map((id) => getProperty(locale, id)))).filter((p): p is Property => Boolean(p))
  const projects = (await Promise.all(idsOf(query.projects).map((id) => getProject(locale, id)))).filter((p): p is Project => Boolean(p))
  return (
    <>
      <PageHeader locale={locale} title={t('compare')} intro={c('intro')} />
      {properties.length > 0 && (
        <Section title={c('properties')}>
          <Grid cols={4}>{properties.map((p) => <PropertyCard key={p.id} locale={locale} property={p} />)}</Grid>
        </Section>
      )}
      {projects.length > 0 && (
        <Section title={c('projects')}>
          <Grid cols={4}>{projects.map((p) => <ProjectCard key={p.id} locale={locale} project={p} />)}</Grid>
        </Section>
      )}
    </>
  )
}
