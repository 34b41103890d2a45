'use client'

import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { intlLocale } from '@/i18n/locales'
import { openState, weekdayName, type HoursRow } from '@/lib/opening-hours'
import type { MapMarker } from '../shell/LeafletMap'

// The map's code loads only on this page, and only once the map nears the screen.
const SiteMap = lazy(() => import('../shell/SiteMap'))

/** All branches on one map, fitted to their markers. */
export function BranchesMap({ markers, label }: { markers: MapMarker[]; label: string }) {
  const t = useTranslations('branches')
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const loading = <p className="grid h-full place-items-center text-sm text-gray-600">{t('mapLoading')}</p>
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref} role="region" aria-label={label} className="isolate h-80 overflow-hidden rounded-card border border-gray-200 bg-surface md:h-[28rem]">
      {near ? (
        <Suspense fallback={loading}>
          <SiteMap markers={markers} testId="branches-map" loading={loading} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  )
}

// The current minute, read in the browser only: the server (and any cache of its page) never decides "open now".
const MINUTE = 60_000
const subscribe = (notify: () => void) => {
  const id = setInterval(notify, MINUTE / 4)
  return () => clearInterval(id)
}
const currentMinute = () => Math.floor(Date.now() / MINUTE)
const noMinute = () => null

export function useCurrentMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, noMinute)
}

/** "Open now · closes at …" or "Closed now · opens …", worked out in the branch's zone at view time, refreshed every minute. */
export function OpenBadge({ hours, timeZone }: { hours: HoursRow[]; timeZone: string }) {
  const t = useTranslations('branches')
  const locale = useLocale()
  const minute = useCurrentMinute()
  const base = 'inline-flex min-h-7 items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold'
  if (minute === null) return <span aria-hidden className={`${base} invisible`} data-testid="open-badge" data-state="pending" />
  const state = openState(hours, timeZone, new Date(minute * MINUTE))
  const time = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>
  const intl = intlLocale(locale)
  let text: ReactNode
  if (state.open) text = state.closes ? t.rich('closesAt', { time: state.closes.time, t: time }) : t('openAllHours')
  else if (!state.opens) text = t('closedNow')
  else if (state.opens.daysAhead === 0) text = t.rich('opensAt', { time: state.opens.time, t: time })
  else if (state.opens.daysAhead === 1) text = t.rich('opensTomorrow', { time: state.opens.time, t: time })
  else text = t.rich('opensOn', { day: weekdayName(intl, state.opens.day), time: state.opens.time, t: time })
  return (
    <span role="status" data-testid="open-badge" data-state={state.open ? 'open' : 'closed'} className={`${base} ${state.open ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-700'}`}>
      <span aria-hidden className={`size-2 rounded-full ${state.open ? 'bg-green-600' : 'bg-gray-500'}`} />
      <span>{text}</span>
    </span>
  )
}
