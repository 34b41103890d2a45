'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import type { Locale } from '@/i18n/locales'
import { shownAreaUnit, type AreaUnit } from '@/lib/area'
import { storedChoice, type CurrencyRate } from '@/lib/client/currency'
import { readStoredAreaUnit } from '@/lib/client/area-choice'
import { readStoredCurrency } from '@/lib/client/currency-choice'
import { useBrowserValue } from '@/lib/client/browser-location'
import { limitPreloads } from '@/lib/client/preload'
import { countTaps, sendTap } from '@/lib/client/taps'
import { BUILD_INFO_PATH, createVersionCheck, isChunkLoadError, isChunkUrl } from '@/lib/client/version'

// Before the router starts preloading the links it sees (SPEC §9: at most 4 at once).
if (typeof window !== 'undefined') limitPreloads(window)

const Runtime = lazy(() => import('./Runtime'))

/** `areaUnit`: the unit the page rendered areas in (the site's). */
export type ShellProps = { locale: Locale; buildId: string; currencies: CurrencyRate[]; defaultCurrency: string; areaUnit: AreaUnit }

/** Runs `fn` when the browser is idle; returns the cancel function. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 3000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(fn, 1000)
  return () => window.clearTimeout(id)
}

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The part of the shell every page loads at once: the preload limit and the version check (it must
 * work precisely when code chunks fail to load). The rest of the shell loads when the page is idle,
 * or at once when prices must be shown in another currency, or areas in another unit, than the ones
 * they were rendered in.
 */
export function ShellBoot(props: ShellProps) {
  const { buildId, currencies, defaultCurrency, areaUnit } = props
  const stored = useBrowserValue(readStoredCurrency, null)
  const storedUnit = useBrowserValue(readStoredAreaUnit, null)
  const chosen = storedChoice(stored, currencies)
  const needsPricesNow = Boolean(chosen && chosen !== defaultCurrency) || shownAreaUnit(storedUnit, chosen ?? defaultCurrency, currencies, areaUnit) !== areaUnit
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  const ready = needsPricesNow || idle

  // Taps on contact links are leads too: counted for sales from the first click (src/lib/client/taps.ts).
  useEffect(() => countTaps(document, sendTap), [])

  // SPEC §4: hourly version poll; a chunk that fails to load reloads once onto the newer build.
  useEffect(() => {
    const check = createVersionCheck({
      current: buildId,
      storage: sessionStore(),
      reload: () => window.location.reload(),
      fetchLatest: async () => {
        const response = await fetch(BUILD_INFO_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } })
        if (!response.ok) return null
        return ((await response.json()) as { buildId?: string }).buildId ?? null
      },
    })
    const stop = check.start()
    const onError = (event: Event) => {
      const target = event.target as HTMLScriptElement | HTMLLinkElement | null
      const url = target && 'src' in target && target.src ? target.src : target && 'href' in target ? target.href : ''
      if ((url && isChunkUrl(url)) || isChunkLoadError((event as ErrorEvent).error)) void check.onChunkError()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) void check.onChunkError()
    }
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      stop()
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [buildId])

  return ready ? (
    <Suspense fallback={null}>
      <Runtime {...props} />
    </Suspense>
  ) : null
}
