import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { TeamCard } from '@/components/content/TeamCard'
import { TeamFilter } from '@/components/content/TeamList.client'
import { PageHeader } from '@/components/ui/PageHeader'
import { Empty, Section } from '@/components/ui/Section'
import { getPathname } from '@/i18n/navigation'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import type { Branch } from '@/payload-types'
import { listContent } from '@/server/content'
import { canonicalQuery } from '@/lib/seo/urls'
import { fixedPageMetadata } from '@/server/seo/metadata'

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return fixedPageMetadata({ locale, path: '/our-team', key: 'team', query: canonicalQuery(await searchParams, ['branch']) })
}

const branchKey = (b: Branch) => b.slug || String(b.id)

/** Agents and staff, filterable by branch. The page reads `?branch=` so the filter works without JavaScript. */
export default async function TeamPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  await searchParams
  const [t, common, { docs }] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
    listContent('team-members', locale, { perPage: 50, sort: 'order' }),
  ])
  const branches = new Map<string, { branch: Branch; count: number }>()
  for (const m of docs) {
    if (!m.branch || typeof m.branch !== 'object') continue
    const key = branchKey(m.branch)
    const entry = branches.get(key) ?? { branch: m.branch, count: 0 }
    entry.count += 1
    branches.set(key, entry)
  }
  const options = [...branches.entries()]
    .sort(([, a], [, b]) => (a.branch.order ?? 0) - (b.branch.order ?? 0))
    .map(([value, { branch, count }]) => ({ value, label: branch.name, count }))
  return (
    <>
      <PageHeader locale={locale} title={t('team')} />
      <Section>
        {docs.length ? (
          <TeamFilter
            basePath={getPathname({ href: '/our-team', locale })}
            options={options}
            items={docs.map((m) => ({
              id: m.id,
              branch: m.branch && typeof m.branch === 'object' ? branchKey(m.branch) : null,
              card: <TeamCard member={m} locale={locale} />,
            }))}
          />
        ) : (
          <Empty text={common('empty')} />
        )}
      </Section>
    </>
  )
}

