/**
 * The content changes this process has applied, as the in-memory read models and the page cache
 * see them. Changes arrive from the change feed in the database (src/server/delivery/feed.ts), in
 * the order the feed gives them; nothing else writes here.
 *
 * - `clock` counts the changes applied. A cached page or read is stamped with the clock of the
 *   moment its render began (src/server/delivery/cache-handler.mjs), and each tag with the clock
 *   of its last change: an entry is fresh while none of its tags changed after its render began.
 *   So a render that read the records before a change is never taken for fresh after it, however
 *   late it is stored.
 * - The recent changes themselves, so that a reader (the listing index) asks what changed since
 *   the clock it last saw: the ids to read again, or a reset when every record must be read again
 *   (a bulk write by a script, or more changes than are kept).
 *
 * Kept on `globalThis`: Next.js may load this module in more than one bundle of the same server, and
 * the cache handler, loaded by Next.js itself, reads the same object.
 */
type Change = { tag: string; id: number | null }

export type ChangeState = {
  /** Whether this process reads the change feed yet: before, nothing it renders may be kept. */
  following: boolean
  clock: number
  tags: Map<string, number>
  /** The changes of clocks `first` … `clock`, oldest first. */
  log: Change[]
  first: number
}

/** How many recent changes are kept for readers; one further behind reads everything again. */
export const LOG_LIMIT = 50_000

const KEY = Symbol.for('manzil.changes')
const holder = globalThis as typeof globalThis & { [KEY]?: ChangeState }
const state: ChangeState = (holder[KEY] ??= { following: false, clock: 0, tags: new Map(), log: [], first: 1 })

/** The tag of one record of `tag`. */
export const recordTag = (tag: string, id: number) => `${tag}:${id}`

function append(change: Change): number {
  const clock = ++state.clock
  state.log.push(change)
  if (state.log.length > LOG_LIMIT) {
    const drop = state.log.length - LOG_LIMIT
    state.log.splice(0, drop)
    state.first += drop
  }
  return clock
}

/** Applies one change: a record of `tag` created, updated or deleted (`id`), or something of `tag` without an id (a global). */
export function recordChange(tag: string, id?: number | null): void {
  const valid = typeof id === 'number' && Number.isInteger(id) && id > 0
  const clock = append({ tag, id: valid ? id : null })
  state.tags.set(tag, clock)
  if (valid) state.tags.set(recordTag(tag, id), clock)
}

/** Applies a bulk write: every record of `tag` may have changed (a script that wrote without the hooks). */
export function recordReset(tag: string): void {
  const clock = append({ tag, id: null })
  // Every record tag of `tag` counts as changed too: entries stamped before now are stale.
  for (const key of state.tags.keys()) if (key.startsWith(`${tag}:`)) state.tags.set(key, clock)
  state.tags.set(tag, clock)
}

/** Marks that this process reads the change feed from here on (its place in the feed is known). */
export function markFollowing(): void {
  state.following = true
}

/** How many changes this process has applied: the version a render beginning now reads. */
export function contentClock(): number {
  return state.clock
}

/** The clock of the last change of `tag` (0: none since the process started); a reader compares it with what it last saw. */
export function versionOf(tag: string): number {
  return state.tags.get(tag) ?? 0
}

/**
 * What changed in `tag` after clock `since`, up to `upTo` (the clock to remember for the next call):
 * the ids to read again, or `reset` when everything must be read again.
 */
export function changesSince(tag: string, since: number): { ids: number[]; reset: boolean; upTo: number } {
  const upTo = state.clock
  if (since >= upTo) return { ids: [], reset: false, upTo }
  if (since + 1 < state.first) return { ids: [], reset: true, upTo }
  const ids = new Set<number>()
  for (let k = since + 1 - state.first; k < state.log.length; k++) {
    const change = state.log[k]!
    if (change.tag !== tag) continue
    if (change.id === null) return { ids: [], reset: true, upTo }
    ids.add(change.id)
  }
  return { ids: [...ids], reset: false, upTo }
}
