'use client'

import { usePathname } from 'next/navigation'
import { Suspense, useEffect } from 'react'
import { appStore } from '@/lib/client/app-state'
import { apiFor, queryClient } from '@/lib/client/browser'
import { applyAreaUnit, areaUnitChoice } from '@/lib/client/area-choice'
import { repriceAll, storedChoice } from '@/lib/client/currency'
import { currencyChoice, readStoredCurrency } from '@/lib/client/currency-choice'
import { LANDING_CLASS, landingDelay } from '@/lib/client/landing'
import { runStartup } from '@/lib/client/startup'
import { toasts } from '@/lib/client/toasts'
import { refreshWhatsAppLink } from '@/lib/client/whatsapp'
import { LoadingBar } from './LoadingBar'
import { MapModal } from './MapModal'
import type { ShellProps } from './ShellBoot'
import { Toaster } from './Toaster'

/** The class that shows the overlay when the global loader flag is turned on later. */
const LOADER_CLASS = 'loader-on'

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
    __landingAt?: number
  }
}

/**
 * The shell beyond the first paint: startup data (SPEC §4), currency re-pricing and area units, the loader flag and
 * the overlay, the loading bar, the map modal, toasts and the WhatsApp message's subject.
 */
export default function Runtime({ locale, currencies, defaultCurrency }: ShellProps) {
  const pathname = usePathname()

  useEffect(() => {
    window.manzil = shellApi
  }, [])

  // The global loader flag (on at start) takes over the first-landing overlay.
  useEffect(() => {
    const html = document.documentElement
    if (html.classList.contains(LANDING_CLASS)) appStore.loader.onFor(landingDelay(window.__landingAt ?? performance.now(), performance.now()))
    else appStore.loader.off()
    let shown = appStore.get().loader
    return appStore.subscribe(() => {
      const loader = appStore.get().loader
      if (loader === shown) return
      shown = loader
      if (loader) html.classList.add(LOADER_CLASS)
      else html.classList.remove(LANDING_CLASS, LOADER_CLASS)
    })
  }, [])

  // Every price on the page follows the chosen currency, and every area the unit shown, including those rendered later.
  useEffect(() => {
    if (currencyChoice.get().code === null) currencyChoice.set({ code: storedChoice(readStoredCurrency(), currencies) ?? defaultCurrency })
    let frame = 0
    const apply = () => {
      const unit = areaUnitChoice.get().shown
      if (unit) applyAreaUnit(document, unit)
      const code = currencyChoice.get().code
      if (!code) return
      appStore.set({ currency: code })
      repriceAll(document, locale, code, currencies)
    }
    apply()
    const unsubscribe = [currencyChoice.subscribe(apply), areaUnitChoice.subscribe(apply)]
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(apply)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      unsubscribe.forEach((stop) => stop())
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [currencies, defaultCurrency, locale])

  // SPEC §4 startup order.
  useEffect(() => {
    void runStartup({ api: apiFor(locale), store: appStore, cache: queryClient, locale })
  }, [locale])

  // SPEC §2: the WhatsApp message names the page's subject.
  useEffect(() => {
    refreshWhatsAppLink(document, pathname)
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('[data-testid="whatsapp-button"]')) refreshWhatsAppLink(document, location.pathname)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [pathname])

  return (
    <>
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
      <MapModal />
      <Toaster />
    </>
  )
}
