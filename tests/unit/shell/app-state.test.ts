import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMPARE_STORAGE_KEY, createAppStore, LOADER_DEFAULT_MS, NOT_SELECTED } from '@/lib/client/app-state'

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('global loader flag (SPEC §4)', () => {
  it('is shown by default at start', () => {
    expect(createAppStore().get().loader).toBe(true)
  })

  it('turns on, off and toggles', () => {
    const store = createAppStore()
    store.loader.off()
    expect(store.get().loader).toBe(false)
    store.loader.on()
    expect(store.get().loader).toBe(true)
    store.loader.toggle()
    expect(store.get().loader).toBe(false)
    store.loader.toggle()
    expect(store.get().loader).toBe(true)
  })

  it('turns on for 3000 ms by default', () => {
    const store = createAppStore()
    store.loader.off()
    store.loader.onFor()
    expect(LOADER_DEFAULT_MS).toBe(3000)
    expect(store.get().loader).toBe(true)
    vi.advanceTimersByTime(2999)
    expect(store.get().loader).toBe(true)
    vi.advanceTimersByTime(1)
    expect(store.get().loader).toBe(false)
  })

  it('turns on for a given number of ms; a later command cancels the pending off', () => {
    const store = createAppStore()
    store.loader.onFor(500)
    vi.advanceTimersByTime(500)
    expect(store.get().loader).toBe(false)
    store.loader.onFor(500)
    store.loader.on()
    vi.advanceTimersByTime(1000)
    expect(store.get().loader).toBe(true)
  })
})

describe('shared state (SPEC §3)', () => {
  it('starts with every filter not selected', () => {
    const state = createAppStore().get()
    expect(state.propertyFilters.type).toBe(NOT_SELECTED)
    expect(state.projectFilters.status).toBe(NOT_SELECTED)
    expect(NOT_SELECTED).toBe('not-selected-value')
    expect(Object.keys(state.projectFilters).sort()).toEqual(
      ['search', 'type', 'category', 'bedroom', 'bathroom', 'min_price', 'max_price', 'min_size', 'max_size', 'furnishing_type', 'virtual', 'sort_by', 'status', 'units'].sort(),
    )
  })

  it('opens the map on a location and clears it', () => {
    const store = createAppStore()
    expect(store.get().location).toBeNull()
    store.showLocation({ lat: 25.2, lng: 55.27 })
    expect(store.get().location).toEqual({ lat: 25.2, lng: 55.27 })
    store.clearLocation()
    expect(store.get().location).toBeNull()
  })

  it('keeps the compare lists across visits, four items at most', () => {
    const storage = memoryStorage()
    const first = createAppStore({ storage })
    for (const id of [1, 2, 3, 4]) expect(first.compare.add('properties', id)).toBe(true)
    expect(first.compare.add('properties', 5)).toBe(false)
    first.compare.add('projects', 9)
    first.compare.remove('properties', 2)

    const next = createAppStore({ storage })
    expect(next.get().compare).toEqual({ properties: [1, 3, 4], projects: [9] })
    expect(JSON.parse(storage.data.get(COMPARE_STORAGE_KEY) ?? '{}')).toEqual({ properties: [1, 3, 4], projects: [9] })
  })

  it('ignores a damaged stored compare list', () => {
    const store = createAppStore({ storage: memoryStorage({ [COMPARE_STORAGE_KEY]: '{not json' }) })
    expect(store.get().compare).toEqual({ properties: [], projects: [] })
  })

  it('notifies subscribers only on a real change', () => {
    const store = createAppStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.set({ currency: 'AED' })
    store.set({ currency: 'AED' })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
