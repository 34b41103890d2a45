'use client'

import { useEffect } from 'react'
import type { Locale } from '@/i18n/locales'
import { appStore } from '@/lib/client/app-state'
import { apiFor, queryClient } from '@/lib/client/browser'
import { CURRENCY_STORAGE_KEY, repriceAll, storedChoice, type CurrencyRate } from '@/lib/client/currency'
import { useAppState } from '@/lib/client/hooks'
import { limitPreloads } from '@/lib/client/preload'
import { runStartup } from '@/lib/client/startup'
import { toasts } from '@/lib/client/toasts'
import { BUILD_INFO_PATH, createVersionCheck, isChunkLoadError, isChunkUrl } from '@/lib/client/version'

// Before the router starts preloading the links it sees (SPEC §9: at most 4 at once).
if (typeof window !== 'undefined') limitPreloads(window)

/** The shell's browser API, for widgets outside React and for operators in the console. */
const shellApi = {
  toasts,
  loader: appStore.loader,
  showOnMap: appStore.showLocation,
  compare: appStore.compare,
  state: appStore.get,
}
declare global {
  interface Window {
    manzil?: typeof shellApi
  }
}

type Props = { locale: Locale; buildId: string; currencies: CurrencyRate[]; defaultCurrency: string }

/** Runs `fn` when the browser is idle; returns the cancel function. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 4000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(fn, 1500)
  return () => window.clearTimeout(id)
}

const safeStorage = (kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return window[kind]
  } catch {
    return null
  }
}

/** The shell's invisible work: startup data (SPEC §4), currency re-pricing, the version check (SPEC §4, §8). */
export function ShellRuntime({ locale, buildId, currencies, defaultCurrency }: Props) {
  const currency = useAppState((s) => s.currency)

  useEffect(() => {
    window.manzil = shellApi
  }, [])

  // The visitor's currency: their stored choice, else the site's default.
  useEffect(() => {
    const stored = safeStorage('localStorage')?.getItem(CURRENCY_STORAGE_KEY)
    appStore.set({ currency: storedChoice(stored, currencies) ?? defaultCurrency })
  }, [currencies, defaultCurrency])

  // Every price on the page follows the chosen currency, including those rendered later.
  useEffect(() => {
    if (!currency) return
    repriceAll(document, locale, currency, currencies)
    let frame = 0
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => repriceAll(document, locale, currency, currencies))
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [currency, currencies, locale])

  // SPEC §4 startup order, once the page is idle so it never competes with the first paint.
  useEffect(() => {
    const api = apiFor(locale)
    return whenIdle(() => void runStartup({ api, store: appStore, cache: queryClient, locale }))
  }, [locale])

  // SPEC §4: hourly version poll; a chunk that fails to load reloads once onto the newer build.
  useEffect(() => {
    const check = createVersionCheck({
      current: buildId,
      storage: safeStorage('sessionStorage'),
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

  return null
}
