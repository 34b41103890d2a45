'use client'

import { useCallback, useEffect, useSyncExternalStore, useTransition } from 'react'
import { useRouter } from '@/i18n/navigation'
import type { AreaUnit } from '@/lib/area'
import { areaUnitChoice } from '@/lib/client/area-choice'
import { currencyChoice } from '@/lib/client/currency-choice'
import { createStore } from '@/lib/client/store'

/** Whether a search navigation is on its way: the results stay in place, dimmed, until the new ones arrive. */
export const searchNavigation = createStore<{ pending: boolean }>({ pending: false })

export const useSearchPending = () => useSyncExternalStore(searchNavigation.subscribe, () => searchNavigation.get().pending, () => false)

/**
 * Goes to another search URL without a full page load and without scrolling: the server renders
 * the new results, the filter panel keeps its place and its focus. A new history entry each time,
 * so Back undoes a filter.
 */
export function useSearchNavigate(): (href: string) => void {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  useEffect(() => {
    searchNavigation.set({ pending })
  }, [pending])
  return useCallback((href: string) => startTransition(() => router.push(href, { scroll: false })), [router])
}

/** The visitor's currency (prices typed in a filter are in it); the site's default until known. */
export function useChosenCurrency(fallback: string): string {
  return useSyncExternalStore(currencyChoice.subscribe, () => currencyChoice.get().code, () => null) ?? fallback
}

/** The unit the visitor sees areas in (areas typed in a filter are in it); the site's until known. */
export function useShownAreaUnit(fallback: AreaUnit): AreaUnit {
  return useSyncExternalStore(areaUnitChoice.subscribe, () => areaUnitChoice.get().shown, () => null) ?? fallback
}
