import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CareerList } from '@/components/content/Careers'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { parseIdSegment } from '@/lib/ids'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { getContent } from '@/server/content'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('jobRequest') }
}

export default async function JobRequestPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const raw = (await searchParams).job
  const jobId = parseIdSegment(Array.isArray(raw) ? raw[0] : raw)
  const [t, j, job] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'jobs' }),
    jobId ? getContent('careers', locale, jobId) : Promise.resolve(null),
  ])
  return (
    <>
      <PageHeader locale={locale} title={t('jobRequest')} intro={j('intro')} crumbs={[{ href: '/jobs', label: t('jobs') }]}>
        {job && (
          <p className="mt-4 inline-block rounded-full bg-surface px-4 py-1.5 font-semibold" data-testid="selected-job">
            {j('position')}: {job.title}
          </p>
        )}
      </PageHeader>
      <Section>
        <CareerList locale={locale} base="/jobs" />
      </Section>
    </>
  )
}
