import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { recordChange } from '@/lib/changes'

/**
 * When the cache tags of a change are expired again after the first time. Next.js stamps a cached
 * page or read with the moment it is stored, not the moment its render began: one that read the
 * records before the change and is stored just after the tags expired counts as newer than the
 * change and would be served for an hour. Expiring the tags again once such renders have finished
 * (a page takes well under a second here, a few on a busy machine) bounds that to these delays.
 */
export const SETTLE_MS = [2_000, 10_000] as const

/** The data and page cache Next.js keeps for the server process (set up by its first request). */
type ProcessCache = { revalidateTag: (tags: string[], durations: { expire: number }) => Promise<void> }
const processCache = () => (globalThis as typeof globalThis & { __incrementalCache?: ProcessCache }).__incrementalCache

/**
 * Expire the cache tags of what changed: now, through the request that made the change, and after
 * each settle delay straight in the process's cache (a request's own expiries are applied when it
 * ends, and by then it has). Outside a Next.js server (seed, CLI) there is no cache.
 */
export function expireTags(tags: string[]): void {
  if (!process.env.NEXT_RUNTIME) return
  void import('next/cache')
    .then(({ revalidateTag }) => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 })
    })
    .catch(() => undefined)
  for (const ms of SETTLE_MS) setTimeout(() => void processCache()?.revalidateTag(tags, { expire: 0 }).catch(() => undefined), ms).unref()
}

/** A transaction of the database adapter as it keeps it (the drizzle adapters of both databases). */
type Session = { resolve: () => Promise<unknown> }

/**
 * Runs `work` once what `req` wrote can be read by everyone. Payload runs the change hooks inside
 * the operation's transaction, before its commit: a page rendered or a row re-read in between would
 * see what was there before and keep it (a cached page for an hour, the listing index until the
 * next change). So, inside a transaction, `work` runs right after the commit, and not at all if it
 * rolls back; outside one, at once.
 */
export function afterCommit(req: PayloadRequest, work: () => void): void {
  const id = req.transactionID
  // Still being begun (or begun as none: an adapter without transactions leaves it a promise of nothing).
  if (id instanceof Promise) void id.then((begun) => afterTransaction(req, begun, work), work)
  else afterTransaction(req, id, work)
}

function afterTransaction(req: PayloadRequest, id: number | string | null | undefined, work: () => void): void {
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, Session | undefined> }).sessions
  const session = id === undefined || id === null ? undefined : sessions?.[String(id)]
  if (!session) return work()
  const commit = session.resolve
  session.resolve = async () => {
    const done = await commit()
    work()
    return done
  }
}

const idOf = (doc: unknown) => (doc as { id: unknown }).id

/** The change feed and the cache tags of one record of `tag`, after its transaction commits. */
function changed(req: PayloadRequest, tag: string, id: unknown): void {
  afterCommit(req, () => {
    recordChange(tag, id)
    if (!req.context?.skipRevalidate) expireTags([tag, `${tag}:${String(id)}`])
  })
}

export const revalidateCollection =
  (tag: string): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    changed(req, tag, idOf(doc))
    return doc
  }

export const revalidateCollectionDelete =
  (tag: string): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    changed(req, tag, idOf(doc))
    return doc
  }

export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    afterCommit(req, () => expireTags([tag]))
    return doc
  }

export const revalidateHooks = (tag: string) => ({
  afterChange: [revalidateCollection(tag)],
  afterDelete: [revalidateCollectionDelete(tag)],
})
