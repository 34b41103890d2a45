'use client'

import { useSyncExternalStore } from 'react'
import { appStore, initialAppState, type AppState } from './app-state'
import type { Store } from './store'

const serverState = initialAppState()

/** One slice of a store; the server (and hydration) see the store's initial state. */
export function useStoreSlice<S extends object, T>(store: Store<S>, select: (state: S) => T, serverValue: T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => serverValue,
  )
}

export function useAppState<T>(select: (state: AppState) => T): T {
  return useStoreSlice(appStore, select, select(serverState))
}
