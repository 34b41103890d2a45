import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { buildInfo } from '@/server/build-info'
import { databaseReachable, getSettings } from '@/server/site'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The operators' status page: version, build, database, locale, currency. Never indexed, never cached. */
export default async function StatusPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, pages, reachable, info] = await Promise.all([
    getTranslations({ locale, namespace: 'statusPage' }),
    getTranslations({ locale, namespace: 'pages' }),
    databaseReachable(),
    buildInfo(),
  ])
  const currency = reachable ? ((await getSettings(locale)).default_currency ?? 'AED') : '—'
  const rows: [string, string, string][] = [
    ['version', t('version'), info.version],
    ['build', t('build'), info.buildId],
    ['database', t('database'), reachable ? t('reachable') : t('unreachable')],
    ['locale', t('locale'), locale],
    ['currency', t('currency'), currency],
  ]
  return (
    <>
      <PageHeader locale={locale} title={pages('status')} />
      <Section>
        <dl className="max-w-xl divide-y divide-gray-200 rounded-card border border-gray-200 bg-white">
          {rows.map(([key, label, value]) => (
            <div key={key} className="flex justify-between gap-4 p-4" data-testid={`status-${key}`}>
              <dt className="font-semibold">{label}</dt>
              <dd dir="ltr">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  )
}
