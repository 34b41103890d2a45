import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { localeInfo } from '@/i18n/locales'
import { CURRENCY_COOKIE } from '@/lib/client/currency'
import { formatNumber } from '@/lib/format'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { buildInfo } from '@/server/build-info'
import { displayCurrency } from '@/server/currency'
import { databasePing } from '@/server/site'
import { pageMetadata } from '@/server/seo/metadata'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const t = await getTranslations({ locale, namespace: 'pages' })
  return { ...(await pageMetadata({ locale, path: '/test', title: t('status') })), robots: { index: false, follow: false } }
}

/** The visitor's chosen currency (cookie) if it is enabled, else the site's default; none when the database is down. */
async function currentCurrency(reachable: boolean): Promise<string | null> {
  if (!reachable) return null
  const chosen = (await cookies()).get(CURRENCY_COOKIE)?.value
  try {
    return (await displayCurrency(chosen)).code
  } catch {
    return (await displayCurrency().catch(() => null))?.code ?? null
  }
}

/** The operators' status page: version, build, database (a real query and its latency), locale, currency. Never indexed, never cached. */
export default async function StatusPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, pages, db, info] = await Promise.all([
    getTranslations({ locale, namespace: 'statusPage' }),
    getTranslations({ locale, namespace: 'pages' }),
    databasePing(),
    buildInfo(),
  ])
  const currency = await currentCurrency(db.reachable)
  const ltr = (text: ReactNode) => <bdi dir="ltr">{text}</bdi>
  const rows: { key: string; label: string; value: ReactNode; ok?: boolean }[] = [
    { key: 'version', label: t('version'), value: ltr(info.version) },
    { key: 'build', label: t('build'), value: ltr(info.buildId) },
    {
      key: 'database',
      label: t('database'),
      ok: db.reachable,
      value: db.reachable ? t.rich('reachable', { ms: formatNumber(locale, Math.max(1, Math.round(db.latencyMs))), n: (c) => ltr(c) }) : t('unreachable'),
    },
    { key: 'locale', label: t('locale'), value: <>{localeInfo(locale).label} ({ltr(locale)})</> },
    { key: 'currency', label: t('currency'), value: currency ? ltr(currency) : t('unknown') },
  ]
  return (
    <>
      <PageHeader locale={locale} title={pages('status')} intro={t('intro')} />
      <Section>
        <dl className="max-w-xl divide-y divide-gray-200 rounded-card border border-gray-200 bg-white">
          {rows.map((r) => (
            <div key={r.key} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-4" data-testid={`status-${r.key}`} data-ok={r.ok === undefined ? undefined : String(r.ok)}>
              <dt className="font-semibold">{r.label}</dt>
              <dd className={r.ok === false ? 'font-semibold text-red-700' : r.ok ? 'font-semibold text-green-800' : undefined}>{r.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  )
}
