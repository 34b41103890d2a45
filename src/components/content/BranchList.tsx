import { getTranslations } from 'next-intl/server'
import { intlLocale, type Locale } from '@/i18n/locales'
import { digitsOnly } from '@/lib/format'
import { AGENCY_TIME_ZONE, hoursByDay, knownTimeZone, weekdayName, type HoursRow, type Weekday } from '@/lib/opening-hours'
import { listContent } from '@/server/content'
import { Empty } from '../ui/Section'
import { BranchesMap, OpenBadge } from './BranchList.client'

/** The agency's week starts on Saturday. */
const WEEK_ORDER: Weekday[] = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri']

/** A maps link that routes to the branch's coordinates (opens the maps app on phones). */
export const directionsUrl = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`

const button = 'inline-flex items-center gap-2 rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

export async function BranchList({ locale }: { locale: Locale }) {
  const [{ docs }, common, t] = await Promise.all([
    listContent('branches', locale, { perPage: 50, sort: 'order' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'branches' }),
  ])
  if (!docs.length) return <Empty text={common('empty')} />
  const intl = intlLocale(locale)
  return (
    <div className="space-y-8">
      <BranchesMap label={t('mapTitle')} markers={docs.map((b) => ({ lat: b.latitude, lng: b.longitude, label: b.name }))} />
      <ul className="grid gap-6 md:grid-cols-2">
        {docs.map((b) => {
          const hours: HoursRow[] = (b.hours ?? []).map((h) => ({ days: h.days, opens: h.opens, closes: h.closes }))
          const zone = knownTimeZone(b.timeZone, AGENCY_TIME_ZONE)
          return (
            <li key={b.id} className="flex flex-col rounded-card border border-gray-200 bg-white p-6" data-testid="branch" data-branch={b.slug ?? b.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="text-xl font-semibold text-gray-900">{b.name}</h2>
                <OpenBadge hours={hours} timeZone={zone} />
              </div>
              {b.address && (
                <address className="mt-2 not-italic text-gray-700" data-testid="branch-address">
                  {b.address}
                </address>
              )}
              <ul className="mt-3 space-y-1 text-sm" aria-label={t('phones')}>
                {(b.phones ?? []).map((ph) => (
                  <li key={ph.id ?? ph.number}>
                    <a href={`tel:+${digitsOnly(ph.number)}`} className="text-brand hover:underline" data-testid="branch-phone">
                      <bdi dir="ltr">{ph.number}</bdi>
                    </a>
                  </li>
                ))}
                {b.email && (
                  <li>
                    <a href={`mailto:${b.email}`} className="text-brand hover:underline">
                      <bdi dir="ltr">{b.email}</bdi>
                    </a>
                  </li>
                )}
              </ul>
              {hours.length > 0 && (
                <div className="mt-4">
                  <h3 className="text-sm font-semibold text-gray-900">{t('hours')}</h3>
                  <dl className="mt-2 divide-y divide-gray-100 text-sm text-gray-700" data-testid="branch-hours">
                    {hoursByDay(hours, WEEK_ORDER).map(({ day, spans }) => (
                      <div key={day} className="flex justify-between gap-4 py-1" data-day={day}>
                        <dt>{weekdayName(intl, day)}</dt>
                        <dd>
                          {spans.length
                            ? spans.map((s, i) => (
                                <bdi key={i} dir="ltr" className="ms-2 first:ms-0">
                                  {s.opens}–{s.closes}
                                </bdi>
                              ))
                            : t('closedDay')}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <p className="mt-1 text-xs text-gray-600">{t('localTime')}</p>
                </div>
              )}
              <div className="mt-auto flex flex-wrap gap-2 pt-5 text-sm">
                {b.whatsapp && (
                  <a href={`https://wa.me/${digitsOnly(b.whatsapp)}`} rel="noopener noreferrer" target="_blank" className={`${button} bg-green-700 text-white hover:bg-green-800`} data-testid="branch-whatsapp">
                    {common('whatsapp')}
                  </a>
                )}
                <a
                  href={directionsUrl(b.latitude, b.longitude)}
                  rel="noopener noreferrer"
                  target="_blank"
                  className={`${button} border border-gray-300 text-gray-900 hover:border-brand`}
                  data-testid="branch-directions"
                >
                  {t('directions')}
                  <span aria-hidden className="inline-block rtl:rotate-180">
                    →
                  </span>
                </a>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
