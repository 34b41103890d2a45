import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/PageHeader'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { ALERT_FREQUENCIES } from '@/lib/alerts'
import { formatDate } from '@/lib/format'
import { routeLocale, type SearchParams } from '@/lib/route'
import type { SearchAlert } from '@/payload-types'
import { describeSearch, searchPath } from '@/server/alerts/digest'
import { alertsOfToken, type Done } from '@/server/alerts/store'
import { alertWords, type AlertWord } from '@/server/alerts/words'
import { payloadClient } from '@/server/payload'

/** One address's alerts, by the secret in its link: per request, never cached, never indexed. */
export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string; token: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await routeLocale(params)
  // The address holds the secret: no search engine, and no site the visitor goes on to, is told it.
  return { title: alertWords(locale)('manageTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

const DONE: Record<Done, AlertWord> = { confirmed: 'doneConfirmed', unsubscribed: 'doneUnsubscribed', resubscribed: 'doneResubscribed', frequency: 'doneFrequency', all: 'doneAll' }
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

const buttonClass = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold'
const primary = `${buttonClass} bg-brand text-white hover:bg-brand-ink`
const secondary = `${buttonClass} border border-gray-300 bg-white text-gray-800 hover:border-brand hover:text-brand`

/** A button that posts one change of one alert to the API, which answers back to this page (no script needed). */
function ActionForm({ token, locale, action, label, className, testId }: { token: string; locale: Locale; action: string; label: string; className: string; testId: string }) {
  return (
    <form method="post" action={`/api/v1/alerts/${token}`}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="lang" value={locale} />
      <button type="submit" className={className} data-testid={testId}>
        {label}
      </button>
    </form>
  )
}

function statusClass(status: SearchAlert['status']) {
  if (status === 'active') return 'bg-green-50 text-green-800 ring-green-200'
  if (status === 'pending') return 'bg-amber-50 text-amber-900 ring-amber-200'
  return 'bg-gray-100 text-gray-700 ring-gray-200'
}

function AlertItem({ alert, search, locale, highlighted }: { alert: SearchAlert; search: string; locale: Locale; highlighted: boolean }) {
  const w = alertWords(locale)
  const frequencyId = `frequency-${alert.id}`
  return (
    <li
      className={`rounded-card border bg-white p-4 sm:p-5 ${highlighted ? 'border-brand ring-2 ring-brand/20' : 'border-gray-200'}`}
      data-testid="alert-item"
      data-status={alert.status}
      data-frequency={alert.frequency}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="min-w-0 flex-1 font-semibold text-gray-900" data-testid="alert-search">
          {search}
        </p>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusClass(alert.status)}`} data-testid="alert-status">
          {w(alert.status)}
        </span>
      </div>
      <p className="mt-1 text-sm text-gray-600">{alert.lastSentAt ? w('lastSent', { date: formatDate(locale, alert.lastSentAt) }) : w('neverSent')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {alert.status !== 'unsubscribed' && (
          <form method="post" action={`/api/v1/alerts/${alert.token}`} className="flex items-end gap-2">
            <input type="hidden" name="lang" value={locale} />
            <div>
              <label htmlFor={frequencyId} className="mb-1 block text-sm font-medium text-gray-700">
                {w('frequency')}
              </label>
              <select id={frequencyId} name="frequency" defaultValue={alert.frequency} className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm" data-testid="alert-frequency">
                {ALERT_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {w(f)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={secondary} data-testid="alert-save">
              {w('save')}
            </button>
          </form>
        )}
        {alert.status === 'pending' && <ActionForm token={alert.token} locale={locale} action="confirm" label={w('confirm')} className={primary} testId="alert-confirm" />}
        {alert.status === 'unsubscribed' ? (
          <ActionForm token={alert.token} locale={locale} action="resubscribe" label={w('resubscribe')} className={secondary} testId="alert-resubscribe" />
        ) : (
          <ActionForm token={alert.token} locale={locale} action="unsubscribe" label={w('unsubscribe')} className={secondary} testId="alert-unsubscribe" />
        )}
        <Link href={searchPath(alert)} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline" data-testid="alert-open">
          {w('openSearch')}
        </Link>
      </div>
    </li>
  )
}

export default async function AlertsPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const { token } = await params
  const query = await searchParams
  const w = alertWords(locale)
  const found = await alertsOfToken(await payloadClient(), token)
  if (!found) {
    return (
      <>
        <PageHeader locale={locale} title={w('manageTitle')} />
        <div className="mx-auto max-w-3xl px-4 py-10" data-testid="alerts-invalid">
          <p className="text-lg font-semibold text-gray-900">{w('invalidLink')}</p>
          <p className="mt-2 text-gray-700">{w('invalidLinkHint')}</p>
          <Link href="/properties" className={`${primary} mt-6`}>
            {w('browse')}
          </Link>
        </div>
      </>
    )
  }
  const { alert, all } = found
  const done = first(query.done) as Done | undefined
  const ask = first(query.ask)
  const asking = ask === 'confirm' && alert.status === 'pending' ? 'confirm' : ask === 'unsubscribe' && alert.status !== 'unsubscribed' ? 'unsubscribe' : null
  const anyLeft = all.some((a) => a.status !== 'unsubscribed')
  const searches = new Map(await Promise.all(all.map(async (a) => [a.id, await describeSearch(locale, a)] as const)))
  return (
    <>
      <PageHeader locale={locale} title={w('manageTitle')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        {done && done in DONE && (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 font-semibold text-green-900" data-testid="alerts-done" data-done={done}>
            {w(DONE[done])}
          </p>
        )}
        {asking && (
          <div className="rounded-card border-2 border-brand bg-brand/5 p-5" data-testid="alerts-ask" data-ask={asking}>
            <p className="font-semibold text-gray-900">{searches.get(alert.id)}</p>
            <div className="mt-4">
              {asking === 'confirm' ? (
                <ActionForm token={alert.token} locale={locale} action="confirm" label={w('confirm')} className={primary} testId="alerts-ask-confirm" />
              ) : (
                <ActionForm token={alert.token} locale={locale} action="unsubscribe" label={w('unsubscribe')} className={primary} testId="alerts-ask-unsubscribe" />
              )}
            </div>
          </div>
        )}
        <p className="text-gray-700">
          {w('manageIntro', { email: '\u2066' + alert.email + '\u2069' })}
        </p>
        <ul className="space-y-4" data-testid="alert-list">
          {all.map((a) => (
            <AlertItem key={a.id} alert={a} search={searches.get(a.id) ?? ''} locale={locale} highlighted={a.id === alert.id} />
          ))}
        </ul>
        {anyLeft && <ActionForm token={alert.token} locale={locale} action="unsubscribe-all" label={w('unsubscribeAll')} className={secondary} testId="alerts-unsubscribe-all" />}
      </div>
    </>
  )
}
