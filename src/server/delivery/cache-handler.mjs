// @ts-check
/**
 * The page and data cache of one app process (Next.js's `cacheHandler`): rendered pages and cached
 * reads, in memory, the least recently used dropped past `PAGE_CACHE_MB`.
 *
 * Freshness is a matter of versions, not of time. The process counts the content changes it has
 * applied from the change feed (src/lib/changes.ts: a clock, and for each tag the clock of its last
 * change). An entry is stamped with the clock of the moment its render began, taken when the cache
 * was asked for it and had nothing fresh; it is fresh while none of its tags changed after that. A
 * render that read the records before a change is therefore never taken for fresh after it, however
 * late it is stored, and an entry rendered after the change is served again at once.
 *
 * Plain JavaScript: Next.js imports this file itself, at build and at run time, outside its bundles.
 * It shares nothing with the app but the state object on `globalThis`. Until the process follows
 * the feed (it knows from which change on it is told), nothing is kept: a render then might have
 * read what a change it will never be told of wrote.
 */
import { LRUCache } from 'lru-cache'

const STATE = Symbol.for('manzil.changes')
const TAGS_HEADER = 'x-next-cache-tags'

/** @typedef {{ following: boolean, clock: number, tags: Map<string, number> }} ChangeState */
/** @typedef {{ value: any, lastModified: number, cacheControl: any, tags: string[], version: number, size: number }} Entry */

/** @returns {ChangeState | undefined} */
const changes = () => /** @type {any} */ (globalThis)[STATE]
const clock = () => changes()?.clock ?? 0

/**
 * Whether nothing `entry` was built from changed after its render began.
 * @param {Entry} entry
 * @param {readonly string[]} extra tags the reader names (a cached read's own tags)
 */
function fresh(entry, extra) {
  const tags = changes()?.tags
  if (!tags) return true
  for (const tag of entry.tags) if ((tags.get(tag) ?? 0) > entry.version) return false
  for (const tag of extra) if ((tags.get(tag) ?? 0) > entry.version) return false
  return true
}

/** @param {any} value */
function sizeOf(value) {
  if (!value) return 64
  if (value.kind === 'FETCH') return 256 + (typeof value.data?.body === 'string' ? value.data.body.length : JSON.stringify(value.data ?? null).length)
  let size = 256 + (typeof value.html === 'string' ? value.html.length : 0) + (value.rscData?.length ?? 0) + (typeof value.body === 'string' || value.body ? value.body.length : 0)
  if (value.segmentData) for (const buffer of value.segmentData.values()) size += buffer.length
  return size
}

/** @param {any} value @param {any} ctx @returns {string[]} */
function tagsOf(value, ctx) {
  if (ctx?.fetchCache) return Array.isArray(ctx.tags) ? ctx.tags : []
  const header = value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

const megabytes = Number(process.env.PAGE_CACHE_MB) > 0 ? Number(process.env.PAGE_CACHE_MB) : 256

/** @type {LRUCache<string, Entry>} */
const store = new LRUCache({ maxSize: megabytes * 1024 * 1024, sizeCalculation: (entry) => Math.max(1, entry.size) })

/**
 * The clock at which each render under way began: taken when the cache had nothing fresh for its
 * key (a render follows), used by the `set` that stores it. Bounded, oldest dropped first: a render
 * that failed leaves its mark, and the next render of that key is then stamped earlier than it
 * began, which costs at most one more render.
 * @type {Map<string, number>}
 */
const begun = new Map()
const BEGUN_LIMIT = 10_000

export default class CacheHandler {
  /** @param {unknown} _context */
  constructor(_context) {}

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    // Before the process knows its place in the change feed, nothing it renders is kept.
    if (!changes()?.following) return null
    const entry = store.get(key)
    const extra = ctx?.kind === 'FETCH' && Array.isArray(ctx.tags) ? ctx.tags : []
    if (entry && fresh(entry, extra)) return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
    if (entry) store.delete(key)
    if (!begun.has(key)) {
      if (begun.size >= BEGUN_LIMIT) begun.delete(/** @type {string} */ (begun.keys().next().value))
      begun.set(key, clock())
    }
    return null
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    const version = begun.get(key) ?? clock()
    begun.delete(key)
    if (!changes()?.following) return
    store.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl, tags: tagsOf(data, ctx), version, size: sizeOf(data) })
  }

  /**
   * Next.js's own tag expiry (`revalidateTag`); the app expires through the change feed instead.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    const expired = new Set(typeof tags === 'string' ? [tags] : tags)
    for (const [key, entry] of store.entries()) if (entry.tags.some((tag) => expired.has(tag))) store.delete(key)
  }

  resetRequestCache() {}
}
