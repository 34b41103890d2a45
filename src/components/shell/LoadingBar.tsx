'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { createProgress, LOADING_BAR, type ProgressState } from '@/lib/client/progress'

/** A navigation is assumed lost (and the bar finished) after this long without a new URL. */
const GIVE_UP_MS = 15_000

function isNavigationClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement)) return false
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return false
  return url.pathname !== location.pathname || url.search !== location.search
}

/** SPEC §2: the loading bar at the top during navigation — dark blue, throttle 200 ms, duration 2000 ms, 3 px. */
export function LoadingBar() {
  const [state, setState] = useState<ProgressState>({ visible: false, progress: 0 })
  const progress = useRef<ReturnType<typeof createProgress> | null>(null)
  const pathname = usePathname()
  const search = useSearchParams().toString()

  useEffect(() => {
    const bar = createProgress(setState)
    progress.current = bar
    let giveUp: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      bar.start()
      clearTimeout(giveUp)
      giveUp = setTimeout(() => bar.finish(), GIVE_UP_MS)
    }
    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event)) start()
    }
    // Capture: Next's <Link> prevents the default action of its clicks before a bubbling listener would see them.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', start)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', start)
      clearTimeout(giveUp)
      bar.finish()
    }
  }, [])

  useEffect(() => {
    progress.current?.finish()
  }, [pathname, search])

  return (
    <div
      aria-hidden
      data-testid="loading-bar"
      data-visible={state.visible || undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-[110]"
      style={{ height: LOADING_BAR.height, opacity: state.visible ? 1 : 0, transition: 'opacity 300ms' }}
    >
      <div className="h-full" style={{ width: `${state.progress}%`, background: LOADING_BAR.color, transition: 'width 100ms linear' }} />
    </div>
  )
}
