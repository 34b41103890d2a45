/**
 * What changed in this process, for the in-memory read models (the listing index, the card
 * caches): a version per collection tag, bumped by the collections' change hooks, and the ids
 * changed since a reader last looked. Kept on `globalThis` because Next.js may load this module
 * in more than one bundle of the same server; a change written by the admin must reach them all.
 */
type Feed = { versions: Map<string, number>; pending: Map<string, Set<number>> }

const KEY = Symbol.for('manzil.changes')
const holder = globalThis as typeof globalThis & { [KEY]?: Feed }
const feed: Feed = (holder[KEY] ??= { versions: new Map(), pending: new Map() })

/** Records that a record of `tag` changed (created, updated, deleted). */
export function recordChange(tag: string, id?: unknown): void {
  feed.versions.set(tag, (feed.versions.get(tag) ?? 0) + 1)
  const n = typeof id === 'number' ? id : Number(id)
  if (Number.isInteger(n) && n > 0) {
    let ids = feed.pending.get(tag)
    if (!ids) feed.pending.set(tag, (ids = new Set()))
    ids.add(n)
  }
}

/** How many changes `tag` has seen in this process; a reader compares it with what it last saw. */
export function versionOf(tag: string): number {
  return feed.versions.get(tag) ?? 0
}

/** The ids of `tag` changed since the last call, handed over once (one reader per tag). */
export function takeChangedIds(tag: string): number[] {
  const ids = feed.pending.get(tag)
  if (!ids?.size) return []
  feed.pending.set(tag, new Set())
  return [...ids]
}
