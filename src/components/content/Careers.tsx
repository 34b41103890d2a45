import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { routeId, type IdParams } from '@/lib/route'
import { getContent, listContent, openCareersWhere } from '@/server/content'
import { PageHeader } from '../ui/PageHeader'
import { RichText } from '../ui/RichText'
import { Empty, Section } from '../ui/Section'

const today = () => new Date(new Date().toISOString().slice(0, 10))

/** The open positions, shared by /careers and /jobs. */
export async function CareerList({ locale, base }: { locale: Locale; base: '/careers' | '/jobs' }) {
  const [{ docs }, common] = await Promise.all([
    listContent('careers', locale, { perPage: 50, sort: '-createdAt', where: openCareersWhere(today()) }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  if (!docs.length) return <Empty text={common('empty')} />
  return (
    <ul className="divide-y divide-gray-200 rounded-card border border-gray-200 bg-white">
      {docs.map((job) => (
        <li key={job.id} className="flex flex-wrap items-center justify-between gap-4 p-5" data-testid="career-item">
          <div>
            <Link href={recordPath(base, job.id, job.slug)} className="text-lg font-semibold text-gray-900 hover:text-brand">
              {job.title}
            </Link>
            {job.summary && <p className="mt-1 text-gray-600">{job.summary}</p>}
            {job.validThrough && <p className="mt-1 text-sm text-gray-600">{common('validThrough', { date: formatDate(locale, job.validThrough) })}</p>}
          </div>
          <Link href={`/jobs/request?job=${job.id}`} className="rounded-lg bg-brand px-5 py-2 font-semibold text-white">
            {common('apply')}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** One position, shared by /careers/{id} and /jobs/{id} (canonical: /careers/{id}). */
export function careerDetailRoute(base: '/careers' | '/jobs') {
  async function load(params: IdParams) {
    const { locale, id } = await routeId(params)
    const job = await getContent('careers', locale, id)
    if (!job) notFound()
    return { locale, job }
  }
  async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
    const { job } = await load(params)
    return { title: job.seo?.title || job.title, description: job.seo?.description || job.summary || undefined, alternates: { canonical: recordPath('/careers', job.id, job.slug) } }
  }
  async function Page({ params }: { params: IdParams }) {
    const { locale, job } = await load(params)
    const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), getTranslations({ locale, namespace: 'common' })])
    const closed = job.validThrough ? new Date(job.validThrough) < today() : false
    return (
      <>
        <PageHeader locale={locale} title={job.title} intro={job.summary} crumbs={[{ href: base, label: base === '/careers' ? t('careers') : t('jobs') }]} />
        <Section>
          <div className="max-w-3xl">
            {closed ? (
              <p role="status" className="mb-6 rounded-card border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
                {common('closed')}
              </p>
            ) : (
              <Link href={`/jobs/request?job=${job.id}`} className="mb-8 inline-block rounded-lg bg-brand px-6 py-3 font-semibold text-white">
                {common('apply')}
              </Link>
            )}
            <RichText value={job.description} className="text-gray-800" />
            <RichText value={job.requirements} className="mt-6 text-gray-800" />
          </div>
        </Section>
      </>
    )
  }
  return { generateMetadata, Page }
}
