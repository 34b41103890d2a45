import { addToList, cleanList, COMPARE_LIMIT, type AddResult, type CompareKind, type CompareLists } from '@/lib/compare'
import type { Menu, Policy, Setting } from '@/payload-types'
import { createStore, type Store } from './store'

/** SPEC §3: the filter option that means "not selected". */
export const NOT_SELECTED = 'not-selected-value'

export type Option = { label: string; value: string | number }
export type Location = { lat: number; lng: number }

export type PropertyFilterValues = {
  search: string
  type: string
  category: string
  bedroom: string
  bathroom: string
  min_price: string
  max_price: string
  min_size: string
  max_size: string
  furnishing_type: string
  virtual: string
  sort_by: string
}
export type ProjectFilterValues = PropertyFilterValues & { status: string; units: string }

export type ListPage<T = unknown> = { items: T[]; page: number; lastPage: number; total: number }
export type SeoData = Record<string, string>

/** The filter options the API offers for a listing (GET /real-estates/filters, /projects/filters). */
export type FilterOptions = Record<string, Option[] | unknown>

/** SPEC §3: the data shared across screens, in one place. */
export type AppState = {
  settings: Setting | null
  policies: Policy[]
  menus: Menu | null
  filters: { properties: FilterOptions | null; projects: FilterOptions | null }
  countries: Option[]
  states: Option[]
  cities: Option[]
  selected: { country: Option | null; state: Option | null; city: Option | null }
  compare: CompareLists
  propertyFilters: PropertyFilterValues
  projectFilters: ProjectFilterValues
  blogCategories: Option[]
  blogCategory: Option | null
  lists: { projects: ListPage; properties: ListPage; blogs: ListPage }
  seo: { general: SeoData; twitter: SeoData; og: SeoData }
  /** SPEC §2: the map modal is open while a location is set. */
  location: Location | null
  /** SPEC §4: the global loader flag, shown at start. */
  loader: boolean
  /** The visitor's global currency code; null until read from their choice or the site default. */
  currency: string | null
  startup: 'idle' | 'loading' | 'done' | 'failed'
}

const emptyPropertyFilters: PropertyFilterValues = {
  search: '',
  type: NOT_SELECTED,
  category: NOT_SELECTED,
  bedroom: NOT_SELECTED,
  bathroom: NOT_SELECTED,
  min_price: '',
  max_price: '',
  min_size: '',
  max_size: '',
  furnishing_type: NOT_SELECTED,
  virtual: NOT_SELECTED,
  sort_by: NOT_SELECTED,
}
const emptyList: ListPage = { items: [], page: 1, lastPage: 1, total: 0 }

export function initialAppState(): AppState {
  return {
    settings: null,
    policies: [],
    menus: null,
    filters: { properties: null, projects: null },
    countries: [],
    states: [],
    cities: [],
    selected: { country: null, state: null, city: null },
    compare: { properties: [], projects: [] },
    propertyFilters: { ...emptyPropertyFilters },
    projectFilters: { ...emptyPropertyFilters, status: NOT_SELECTED, units: NOT_SELECTED },
    blogCategories: [],
    blogCategory: null,
    lists: { projects: emptyList, properties: emptyList, blogs: emptyList },
    seo: { general: {}, twitter: {}, og: {} },
    location: null,
    loader: true,
    currency: null,
    startup: 'idle',
  }
}

export { COMPARE_LIMIT }
export const COMPARE_STORAGE_KEY = 'manzil:compare'
/** SPEC §4: "on for a number of ms" defaults to 3000 ms. */
export const LOADER_DEFAULT_MS = 3000

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>
type Timers = { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (id: never) => void }

function readCompare(storage: KeyValueStorage | null): AppState['compare'] | null {
  try {
    const raw = storage?.getItem(COMPARE_STORAGE_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<Record<CompareKind, unknown>>
    const ids = (list: unknown) => (Array.isArray(list) ? cleanList(list.filter((n) => typeof n === 'number')) : [])
    return { properties: ids(parsed.properties), projects: ids(parsed.projects) }
  } catch {
    return null
  }
}

/** The app store with its actions. `storage` keeps the compare lists across visits. */
export function createAppStore(deps: { storage?: KeyValueStorage | null; timers?: Timers } = {}) {
  const storage = deps.storage ?? null
  const timers = deps.timers ?? { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (id: never) => clearTimeout(id) }
  const store: Store<AppState> = createStore(initialAppState())
  const saved = readCompare(storage)
  if (saved) store.set({ compare: saved })

  let loaderTimer: unknown = null
  const stopLoaderTimer = () => {
    if (loaderTimer !== null) timers.clearTimeout(loaderTimer as never)
    loaderTimer = null
  }

  const writeCompare = (compare: AppState['compare']) => {
    store.set({ compare })
    try {
      storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(compare))
    } catch {
      // Private mode or a full quota: the list still works for this visit.
    }
  }

  /** Adds the id at the end of its list: 'present' when it is there already, 'full' at the limit. */
  const addCompared = (kind: CompareKind, id: number): AddResult => {
    const current = store.get().compare
    const { list, result } = addToList(current[kind], id)
    if (result === 'added') writeCompare({ ...current, [kind]: list })
    return result
  }

  return {
    ...store,
    loader: {
      on() {
        stopLoaderTimer()
        store.set({ loader: true })
      },
      off() {
        stopLoaderTimer()
        store.set({ loader: false })
      },
      toggle() {
        stopLoaderTimer()
        store.set((s) => ({ loader: !s.loader }))
      },
      /** On now, off after `ms` (SPEC §4 default 3000 ms). */
      onFor(ms: number = LOADER_DEFAULT_MS) {
        stopLoaderTimer()
        store.set({ loader: true })
        loaderTimer = timers.setTimeout(() => {
          loaderTimer = null
          store.set({ loader: false })
        }, ms)
      },
    },
    showLocation(location: Location) {
      store.set({ location: { lat: location.lat, lng: location.lng } })
    },
    clearLocation() {
      store.set({ location: null })
    },
    compare: {
      has: (kind: CompareKind, id: number) => store.get().compare[kind].includes(id),
      tryAdd: addCompared,
      /** Adds the id; false when the list is already full. */
      add: (kind: CompareKind, id: number): boolean => addCompared(kind, id) !== 'full',
      /** Replaces both lists, as when the visitor opens a shared comparison. */
      replace(lists: CompareLists) {
        writeCompare({ properties: cleanList(lists.properties), projects: cleanList(lists.projects) })
      },
      remove(kind: CompareKind, id: number) {
        const current = store.get().compare
        writeCompare({ ...current, [kind]: current[kind].filter((x) => x !== id) })
      },
      clear(kind: CompareKind) {
        writeCompare({ ...store.get().compare, [kind]: [] })
      },
    },
  }
}

export type AppStore = ReturnType<typeof createAppStore>

const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The one store of the browser (on the server, a throwaway one per import). */
export const appStore: AppStore = createAppStore({ storage: browserStorage() })
