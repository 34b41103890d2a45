import { describe, expect, it } from 'vitest'
import { createFavourites, FAVOURITES_STORAGE_KEY } from '@/lib/client/favourites'
import { FAVOURITES_CHANGED, storedCount } from '@/lib/client/favourites-count'

/** Issue 16: the browser's favourites store, kept across visits and followed across tabs. */

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

/** A window: its `storage` events, as another tab's writes fire them here, and the events the store sends. */
const storageEvents = () => {
  const listeners: ((event: { key: string | null }) => void)[] = []
  const sent: string[] = []
  return {
    addEventListener: ((type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') listeners.push(listener)
    }) as Window['addEventListener'],
    dispatchEvent: (event: Event) => sent.push(event.type) > 0,
    fire: (key: string | null) => listeners.forEach((l) => l({ key })),
    sent,
  }
}

const stored = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.data.get(FAVOURITES_STORAGE_KEY) ?? 'null') as unknown

describe('the favourites store', () => {
  it('keeps the lists in storage, and a new visit reads them back', () => {
    const storage = memoryStorage()
    const store = createFavourites({ storage })
    expect(store.toggle('properties', 12)).toBe('added')
    expect(store.toggle('properties', 5)).toBe('added')
    expect(store.toggle('projects', 3)).toBe('added')
    expect(stored(storage)).toEqual({ properties: [5, 12], projects: [3] })
    const later = createFavourites({ storage })
    expect(later.lists()).toEqual({ properties: [5, 12], projects: [3] })
    expect(later.has('properties', 12)).toBe(true)
    expect(later.toggle('properties', 12)).toBe('removed')
    expect(stored(storage)).toEqual({ properties: [5], projects: [3] })
  })

  it('reads a damaged or foreign value as what can be kept of it, never failing', () => {
    for (const raw of ['not json', '"text"', 'null', '[]', '{"properties":"1,2"}']) {
      expect(createFavourites({ storage: memoryStorage({ [FAVOURITES_STORAGE_KEY]: raw }) }).lists(), raw).toEqual({ properties: [], projects: [] })
    }
    const damaged = JSON.stringify({ properties: [4, 4, '5', -1, 2.5, 6], projects: [7, null] })
    expect(createFavourites({ storage: memoryStorage({ [FAVOURITES_STORAGE_KEY]: damaged }) }).lists()).toEqual({ properties: [4, 6], projects: [7] })
  })

  it('works for the visit when storage refuses to write (private mode, full quota)', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new DOMException('quota', 'QuotaExceededError') } }
    const store = createFavourites({ storage: refusing })
    expect(store.toggle('projects', 9)).toBe('added')
    expect(store.lists().projects).toEqual([9])
  })

  it('follows another tab: its write is read again, and listeners hear of it', () => {
    const storage = memoryStorage()
    const events = storageEvents()
    const store = createFavourites({ storage, events })
    let heard = 0
    store.subscribe(() => heard++)
    storage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify({ properties: [8], projects: [] }))
    events.fire('manzil:compare')
    expect(store.lists().properties).toEqual([])
    events.fire(FAVOURITES_STORAGE_KEY)
    expect(store.lists().properties).toEqual([8])
    expect(heard).toBe(1)
    // Read from another tab, nothing is written back, nor told.
    expect(events.sent).toEqual([])
    // Storage cleared in the other tab (the event has no key).
    storage.data.clear()
    events.fire(null)
    expect(store.lists()).toEqual({ properties: [], projects: [] })
  })

  it('undoes a removal, adds a shared list, drops ids that name nothing any more', () => {
    const store = createFavourites({ storage: memoryStorage() })
    for (const id of [1, 2, 3]) store.toggle('properties', id)
    store.toggle('properties', 2)
    store.restore('properties', 2, 1)
    expect(store.lists().properties).toEqual([3, 2, 1])
    expect(store.merge({ properties: [9, 3], projects: [4] })).toBe(2)
    expect(store.lists()).toEqual({ properties: [9, 3, 2, 1], projects: [4] })
    let heard = 0
    store.subscribe(() => heard++)
    store.drop({ properties: [77], projects: [] })
    expect(heard).toBe(0)
    store.drop({ properties: [3], projects: [4] })
    expect(store.lists()).toEqual({ properties: [9, 2, 1], projects: [] })
    expect(heard).toBe(1)
  })
})

describe('the count the header shows', () => {
  it('is what the store holds, read from the stored value alone, and the store tells this tab of each write', () => {
    const storage = memoryStorage()
    const events = storageEvents()
    const store = createFavourites({ storage, events })
    expect(storedCount(storage.getItem(FAVOURITES_STORAGE_KEY))).toBe(0)
    store.toggle('properties', 4)
    store.toggle('projects', 9)
    expect(events.sent).toEqual([FAVOURITES_CHANGED, FAVOURITES_CHANGED])
    expect(storedCount(storage.getItem(FAVOURITES_STORAGE_KEY))).toBe(2)
  })

  it('counts ids only, each once, and a damaged value as none', () => {
    expect(storedCount(JSON.stringify({ properties: [1, 1, 2, -3, 'x', 2.5], projects: [7] }))).toBe(3)
    for (const raw of [null, '', 'not json', 'null', '[]', '{"properties":"1,2"}']) expect(storedCount(raw), String(raw)).toBe(0)
  })
})
