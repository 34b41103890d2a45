import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProjectCard } from '@/components/listing/ProjectCard'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { Empty, Grid, Section } from '@/components/ui/Section'
import { pageNumber, routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { listProjects } from '@/server/listings/projects'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('projects') }
}

export default async function ProjectsPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const page = await pageNumber(searchParams)
  const [t, common, results] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
    listProjects(locale, { page, perPage: 12 }),
  ])
  return (
    <>
      <PageHeader locale={locale} title={t('projects')}>
        <p className="mt-3 text-gray-600" data-testid="result-count">
          {common('results', { count: results.total })}
        </p>
      </PageHeader>
      <Section>
        {results.docs.length ? <Grid>{results.docs.map((p) => <ProjectCard key={p.id} locale={locale} project={p} />)}</Grid> : <Empty text={common('empty')} />}
        <Pagination locale={locale} base="/projects" page={results.page} lastPage={results.lastPage} />
      </Section>
    </>
  )
}
