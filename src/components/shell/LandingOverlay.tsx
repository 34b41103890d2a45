'use client'

import { useEffect } from 'react'
import { appStore } from '@/lib/client/app-state'
import { LANDING_CLASS, landingDelay } from '@/lib/client/landing'

/** The class that shows the overlay when the global loader flag is turned on later. */
const LOADER_CLASS = 'loader-on'

declare global {
  interface Window {
    __landingAt?: number
  }
}

/**
 * SPEC §2: on a visitor's first landing a white full-screen overlay with nine animated squares,
 * hidden 3000 ms after it appeared. The inline script in <head> decides before the first paint;
 * this component hands the overlay to the global loader flag (SPEC §4), which then drives it.
 */
export function LandingOverlay() {
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

  return (
    <div aria-hidden className="landing-overlay" data-testid="landing-overlay">
      <div className="landing-squares">
        {Array.from({ length: 9 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    </div>
  )
}
