import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { JobApplicationForm } from '@/components/forms/JobApplicationForm'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { parseIdSegment } from '@/lib/ids'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { getContent, listContent, openCareersWhere } from '@/server/content'
import { fixedPageMetadata } from '@/server/seo/metadata'

/** Reads the query string (the position applied for), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

/** One form whatever position it starts on: canonical without `?job=`. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/jobs/request', key: 'jobRequest' })
}

export default async function JobRequestPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const raw = (await searchParams).job
  const jobId = parseIdSegment(Array.isArray(raw) ? raw[0] : raw)
  const [t, j, open] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'jobs' }),
    listContent('careers', locale, { perPage: 50, sort: '-createdAt', where: openCareersWhere(new Date()) }),
  ])
  const job = jobId ? open.docs.find((c) => c.id === jobId) : undefined
  // A link to a posting that has since closed says so, rather than silently dropping the position.
  const closedJob = jobId && !job ? await getContent('careers', locale, jobId) : null
  const common = closedJob ? await getTranslations({ locale, namespace: 'common' }) : null
  return (
    <>
      <PageHeader locale={locale} title={t('jobRequest')} intro={j('intro')} crumbs={[{ href: '/jobs', label: t('jobs') }]}>
        {job && (
          <p className="mt-4 inline-block rounded-full bg-surface px-4 py-1.5 font-semibold" data-testid="selected-job">
            {j('position')}: {job.title}
          </p>
        )}
        {closedJob && common && (
          <p role="status" className="mt-4 rounded-card border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900" data-testid="career-closed">
            {closedJob.title}: {common('closed')}
          </p>
        )}
      </PageHeader>
      <Section>
        <div className="max-w-3xl rounded-card border border-gray-200 bg-white p-5 sm:p-8">
          <JobApplicationForm careers={open.docs.map((c) => ({ value: String(c.id), label: c.title }))} career={job?.id} />
        </div>
      </Section>
    </>
  )
}
