import { useSyncExternalStore } from 'react'

/**
 * How many favourites the visitor keeps, for the header on every page. It reads the stored value
 * itself rather than loading the favourites store (./favourites.ts), which only pages with hearts
 * need: a few hundred bytes of script on a content page instead of the store and its rules.
 */
export const FAVOURITES_STORAGE_KEY = 'manzil:favourites'
/** Sent on the window by the store after each write: the `storage` event only reaches other tabs. */
export const FAVOURITES_CHANGED = 'manzil:favourites-changed'

/** Ids in a stored value (the store writes clean lists: ids, each once; see lib/favourites.ts). */
export function storedCount(raw: string | null): number {
  try {
    const value = JSON.parse(raw ?? '{}') as Record<string, unknown> | null
    const count = (list: unknown) => (Array.isArray(list) ? new Set(list.filter((n) => Number.isInteger(n) && n > 0)).size : 0)
    return count(value?.properties) + count(value?.projects)
  } catch {
    return 0
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(FAVOURITES_CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(FAVOURITES_CHANGED, onChange)
  }
}

function read(): number {
  try {
    return storedCount(window.localStorage.getItem(FAVOURITES_STORAGE_KEY))
  } catch {
    return 0
  }
}

/** The count in a component: null on the server and while hydrating (it is only known in the browser). */
export function useFavouritesCount(): number | null {
  return useSyncExternalStore(subscribe, read, () => null)
}
