import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CareerList, type CareerFilters } from '@/components/content/Careers'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { getPathname } from '@/i18n/navigation'
import { parseIdSegment } from '@/lib/ids'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { selectOptions } from '@/server/api/labels'
import { listContent } from '@/server/content'
import { canonicalQuery } from '@/lib/seo/urls'
import { fixedPageMetadata } from '@/server/seo/metadata'

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return fixedPageMetadata({ locale, path: '/jobs', key: 'jobs', query: canonicalQuery(await searchParams, ['department', 'type', 'branch']) })
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/** The open positions with filters (department, type, branch) kept in the query string: a plain GET form. */
export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const query = await searchParams
  const [t, c, branches] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'careers' }),
    listContent('branches', locale, { perPage: 50, sort: 'order', depth: 0 }),
  ])
  const departments = selectOptions('careers', 'department', locale)
  const types = selectOptions('careers', 'employmentType', locale)
  const branchOptions = branches.docs.map((b) => ({ value: String(b.id), label: b.name }))
  const pick = (options: { value: string }[], raw: string) => (options.some((o) => o.value === raw) ? raw : '')
  const chosen = { department: pick(departments, first(query.department)), type: pick(types, first(query.type)), branch: pick(branchOptions, first(query.branch)) }
  const filters: CareerFilters = {
    ...(chosen.department && { department: chosen.department }),
    ...(chosen.type && { type: chosen.type }),
    ...(chosen.branch && { branch: parseIdSegment(chosen.branch) ?? undefined }),
  }
  const selects = [
    { name: 'department', label: c('department'), options: departments, value: chosen.department },
    { name: 'type', label: c('type'), options: types, value: chosen.type },
    { name: 'branch', label: c('branch'), options: branchOptions, value: chosen.branch },
  ]
  const action = getPathname({ href: '/jobs', locale })
  return (
    <>
      <PageHeader locale={locale} title={t('jobs')} />
      <Section>
        <form method="get" action={action} className="mb-6 grid gap-4 rounded-card border border-gray-200 bg-white p-4 sm:grid-cols-4 sm:items-end" data-testid="jobs-filters">
          {selects.map((s) => (
            <label key={s.name} className="block text-sm font-semibold text-gray-900">
              {s.label}
              <select name={s.name} defaultValue={s.value} className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 font-normal">
                <option value="">{c('any')}</option>
                {s.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <div className="flex gap-2">
            <button type="submit" className="rounded-lg bg-brand px-5 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
              {c('filter')}
            </button>
            {Object.keys(filters).length > 0 && (
              <a href={action} className="rounded-lg border border-gray-300 px-4 py-2 font-semibold hover:border-brand">
                {c('reset')}
              </a>
            )}
          </div>
        </form>
        <CareerList locale={locale} base="/jobs" filters={filters} />
      </Section>
    </>
  )
}
