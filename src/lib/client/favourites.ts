import { useSyncExternalStore } from 'react'
import { cleanFavourites, emptyFavourites, favouritesCount, mergeFavourites, restoreFavourite, toggleFavourite, type FavouriteKind, type FavouriteLists, type ToggleResult } from '@/lib/favourites'
import { FAVOURITES_CHANGED, FAVOURITES_STORAGE_KEY } from './favourites-count'
import { createStore, type Store } from './store'

export { FAVOURITES_STORAGE_KEY }

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>
/** The window: another tab's writes are heard on it (`storage`), and this one's told (FAVOURITES_CHANGED). */
type StorageEvents = Pick<Window, 'addEventListener' | 'dispatchEvent'>

function read(storage: KeyValueStorage | null): FavouriteLists {
  try {
    const raw = storage?.getItem(FAVOURITES_STORAGE_KEY)
    if (!raw) return emptyFavourites()
    const parsed = JSON.parse(raw) as Partial<Record<FavouriteKind, unknown>>
    const ids = (list: unknown) => (Array.isArray(list) ? list.filter((n) => typeof n === 'number') : [])
    return cleanFavourites({ properties: ids(parsed?.properties), projects: ids(parsed?.projects) })
  } catch {
    return emptyFavourites()
  }
}

/**
 * The visitor's favourites, kept in `storage` across visits and followed across tabs: a write in
 * another tab (its `storage` event) is read again here, so every heart and count follows it.
 */
export function createFavourites(deps: { storage?: KeyValueStorage | null; events?: StorageEvents | null } = {}) {
  const storage = deps.storage ?? null
  const store: Store<{ lists: FavouriteLists }> = createStore({ lists: read(storage) })
  deps.events?.addEventListener('storage', (event) => {
    if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) store.set({ lists: read(storage) })
  })

  const write = (lists: FavouriteLists) => {
    store.set({ lists })
    try {
      storage?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(lists))
    } catch {
      // Private mode or a full quota: the list still works for this visit.
    }
    deps.events?.dispatchEvent(new Event(FAVOURITES_CHANGED))
  }
  const lists = () => store.get().lists

  return {
    subscribe: store.subscribe,
    lists,
    has: (kind: FavouriteKind, id: number) => lists()[kind].includes(id),
    /** Saves the id as the newest, or takes it out; 'full' when the visitor keeps as many as they may. */
    toggle(kind: FavouriteKind, id: number): ToggleResult {
      const next = toggleFavourite(lists(), kind, id)
      if (next.result !== 'full') write(next.lists)
      return next.result
    },
    /** Undoes a removal: the id goes back where it was. */
    restore(kind: FavouriteKind, id: number, index: number) {
      write(restoreFavourite(lists(), kind, id, index))
    },
    /** Adds a shared list's ids the visitor does not have yet; returns how many. */
    merge(shared: FavouriteLists): number {
      const { lists: next, added } = mergeFavourites(lists(), shared)
      if (added > 0) write(next)
      return added
    },
    /** Drops ids that name no published record any more. */
    drop(gone: FavouriteLists) {
      const current = lists()
      const next = { properties: current.properties.filter((id) => !gone.properties.includes(id)), projects: current.projects.filter((id) => !gone.projects.includes(id)) }
      if (favouritesCount(next) < favouritesCount(current)) write(next)
    },
    clear() {
      write(emptyFavourites())
    },
  }
}

export type Favourites = ReturnType<typeof createFavourites>

const browser = typeof window === 'undefined' ? null : window
const browserStorage = (): KeyValueStorage | null => {
  try {
    return browser?.localStorage ?? null
  } catch {
    return null
  }
}

/** The one list of the browser (on the server, an empty throwaway one). */
export const favourites: Favourites = createFavourites({ storage: browserStorage(), events: browser })

/** The visitor's lists in a component: null on the server and while hydrating (they are only known in the browser). */
export function useFavouriteLists(): FavouriteLists | null {
  return useSyncExternalStore(favourites.subscribe, favourites.lists, () => null)
}
