import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { Where } from 'payload'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { isPostingOpen } from '@/lib/careers'
import { formatDate, formatNumber } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { routeId, type IdParams } from '@/lib/route'
import { selectOptions } from '@/server/api/labels'
import { getContent, listContent, openCareersWhere } from '@/server/content'
import { PageHeader } from '../ui/PageHeader'
import { RichText } from '../ui/RichText'
import { Empty, Section } from '../ui/Section'
import type { Career } from '@/payload-types'
import { JsonLd } from '../seo/JsonLd'
import { RECORD_BASES } from '@/lib/seo/urls'
import { lexicalToText } from '@/lib/text'
import { pageMetadata } from '@/server/seo/metadata'
import { jobJsonLd } from '@/server/seo/structured'

/** A select option's label in the page's language, as the admin names it. */
const optionLabel = (locale: Locale, field: 'department' | 'employmentType', value: string) =>
  selectOptions('careers', field, locale).find((o) => o.value === value)?.label ?? value

export type CareerFilters = { department?: string; type?: string; branch?: number }

/**
 * The open positions, shared by /careers and /jobs, whose pages render per request: a posting leaves the
 * list the day after its valid-through date even if nothing else changed.
 */
export async function CareerList({ locale, base, filters = {} }: { locale: Locale; base: '/careers' | '/jobs'; filters?: CareerFilters }) {
  const where: Where[] = [openCareersWhere(new Date())]
  if (filters.department) where.push({ department: { equals: filters.department } })
  if (filters.type) where.push({ employmentType: { equals: filters.type } })
  if (filters.branch) where.push({ branch: { equals: filters.branch } })
  const [{ docs }, common, t] = await Promise.all([
    listContent('careers', locale, { perPage: 50, sort: '-createdAt', where: { and: where } }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'careers' }),
  ])
  if (!docs.length) return <Empty text={Object.keys(filters).length ? t('noMatch') : t('noOpenings')} />
  return (
    <ul className="divide-y divide-gray-200 rounded-card border border-gray-200 bg-white">
      {docs.map((job) => (
        <li key={job.id} className="flex flex-wrap items-center justify-between gap-4 p-5" data-testid="career-item">
          <div>
            <Link href={recordPath(base, job.id, job.slug)} className="text-lg font-semibold text-gray-900 hover:text-brand">
              {job.title}
            </Link>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-600" data-testid="career-facts">
              <span>{optionLabel(locale, 'department', job.department)}</span>
              <span>{optionLabel(locale, 'employmentType', job.employmentType)}</span>
              {job.branch && typeof job.branch === 'object' && <span>{job.branch.name}</span>}
            </p>
            {job.summary && <p className="mt-1 text-gray-600">{job.summary}</p>}
            {job.validThrough && <p className="mt-1 text-sm text-gray-600">{common('validThrough', { date: formatDate(locale, job.validThrough) })}</p>}
          </div>
          <Link href={`/jobs/request?job=${job.id}`} className="rounded-lg bg-brand px-5 py-2 font-semibold text-white">
            {common('apply')}
            <span className="sr-only">: {job.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** A posting's salary as the page shows it (in its own currency), or null when it gives none. */
function salaryText(locale: Locale, s: Career['salary'], t: Awaited<ReturnType<typeof getTranslations<'seo'>>>): string | null {
  if (!s || (s.min == null && s.max == null)) return null
  const currency = s.currency || 'AED'
  const period = s.period ?? 'month'
  if (s.min != null && s.max != null && s.min !== s.max) return t('salaryRange', { min: formatNumber(locale, s.min), max: formatNumber(locale, s.max), currency, period })
  return t('salaryOne', { amount: formatNumber(locale, (s.min ?? s.max) as number), currency, period })
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
    const { locale, job } = await load(params)
    // Canonical in the page's own language, /jobs/{id} included; a closed posting leaves search results.
    return pageMetadata({
      locale,
      path: recordPath(RECORD_BASES.careers, job.id, job.slug),
      title: job.seo?.title || job.title,
      description: job.seo?.description || job.summary || lexicalToText(job.description),
      image: job.seo?.image,
      noindex: !isPostingOpen(job.validThrough, new Date()),
    })
  }
  async function Page({ params }: { params: IdParams }) {
    const { locale, job } = await load(params)
    // Whether it is still open is decided per request, never frozen into a cached page.
    const [t, common, c] = await Promise.all([
      getTranslations({ locale, namespace: 'pages' }),
      getTranslations({ locale, namespace: 'common' }),
      getTranslations({ locale, namespace: 'careers' }),
    ])
    const now = new Date()
    const closed = !isPostingOpen(job.validThrough, now)
    const salary = salaryText(locale, job.salary, await getTranslations({ locale, namespace: 'seo' }))
    return (
      <>
        <JsonLd data={await jobJsonLd(locale, job, now)} />
        <PageHeader locale={locale} title={job.title} intro={job.summary} crumbs={[{ href: base, label: base === '/careers' ? t('careers') : t('jobs') }]} />
        <Section>
          <div className="max-w-3xl">
            <dl className="mb-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="career-facts">
              <div className="flex gap-2">
                <dt className="font-semibold">{c('department')}:</dt>
                <dd>{optionLabel(locale, 'department', job.department)}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-semibold">{c('type')}:</dt>
                <dd>{optionLabel(locale, 'employmentType', job.employmentType)}</dd>
              </div>
              {job.branch && typeof job.branch === 'object' && (
                <div className="flex gap-2">
                  <dt className="font-semibold">{c('branch')}:</dt>
                  <dd>{job.branch.name}</dd>
                </div>
              )}
              {salary && (
                <div className="flex gap-2" data-testid="career-salary">
                  <dt className="font-semibold">{c('salary')}:</dt>
                  <dd>
                    <bdi>{salary}</bdi>
                  </dd>
                </div>
              )}
              {job.validThrough && (
                <div className="flex gap-2">
                  <dt className="font-semibold">{c('validThrough')}:</dt>
                  <dd>{formatDate(locale, job.validThrough)}</dd>
                </div>
              )}
            </dl>
            {closed ? (
              <div role="status" className="mb-8 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="career-closed">
                <p className="font-semibold">{common('closed')}</p>
                <Link href={base} className="mt-2 inline-block font-semibold underline">
                  {c('seeOpen')}
                </Link>
              </div>
            ) : (
              <Link href={`/jobs/request?job=${job.id}`} className="mb-8 inline-block rounded-lg bg-brand px-6 py-3 font-semibold text-white" data-testid="career-apply">
                {common('apply')}
              </Link>
            )}
            <RichText value={job.description} className="text-gray-800" />
            {job.requirements && (
              <>
                <h2 className="mt-8 text-xl font-bold text-gray-900">{c('requirements')}</h2>
                <RichText value={job.requirements} className="mt-3 text-gray-800" />
              </>
            )}
          </div>
        </Section>
      </>
    )
  }
  return { generateMetadata, Page }
}
