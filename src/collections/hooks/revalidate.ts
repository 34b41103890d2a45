import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import type { ChangeOp, ContentTag } from '@/collections/ContentChanges'
import { savedVersionOnly } from './publication'

/** A transaction of the database adapter as it keeps it (the drizzle adapters of both databases). */
type Session = { resolve: () => Promise<unknown> }

/**
 * Runs `work` once what `req` wrote can be read by everyone: right after the commit of its
 * transaction (and before the operation answers), not at all after a rollback; at once outside a
 * transaction. Payload runs the change hooks inside the operation's transaction, before its commit.
 */
export function afterCommit(req: PayloadRequest, work: () => Promise<void>): Promise<void> {
  const id = req.transactionID
  // Still being begun (or begun as none: an adapter without transactions leaves it a promise of nothing).
  if (id instanceof Promise) return id.then((begun) => afterTransaction(req, begun, work), work)
  return afterTransaction(req, id, work)
}

async function afterTransaction(req: PayloadRequest, id: number | string | null | undefined, work: () => Promise<void>): Promise<void> {
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, Session | undefined> }).sessions
  const session = id === undefined || id === null ? undefined : sessions?.[String(id)]
  if (!session) return work()
  const commit = session.resolve
  session.resolve = async () => {
    const done = await commit()
    await work()
    return done
  }
}

/**
 * Writes the change-feed row of a change of `tag` in the change's own transaction, then, once it has
 * committed, has this process read the feed (so the writer's next request already sees the change;
 * other processes follow the feed themselves). The seed (`skipRevalidate`) writes one reset per tag
 * at its end instead of a row per record.
 */
async function changed(req: PayloadRequest, tag: ContentTag, doc: number | null, op: ChangeOp): Promise<void> {
  if (req.context?.skipRevalidate) return
  const { writeChange, changeFeed } = await import('@/server/delivery/feed')
  const row = await writeChange(req, tag, doc, op)
  await afterCommit(req, () =>
    changeFeed(() => Promise.resolve(req.payload))
      .pull(row)
      .catch((error: unknown) => {
        // The change is stored; the feed's next read (a poll, a notification, the next write) applies it.
        req.payload.logger.warn({ msg: 'reading the change feed after a commit failed', err: error })
      }),
  )
}

const idOf = (doc: unknown): number | null => {
  const id = Number((doc as { id: unknown }).id)
  return Number.isInteger(id) && id > 0 ? id : null
}

export const revalidateCollection =
  (tag: ContentTag): CollectionAfterChangeHook =>
  async ({ collection, doc, req }) => {
    // A draft saved over a published record: visitors' record is as it was.
    if (savedVersionOnly(req, collection.slug, doc.id)) return doc
    await changed(req, tag, idOf(doc), 'change')
    return doc
  }

export const revalidateCollectionDelete =
  (tag: ContentTag): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await changed(req, tag, idOf(doc), 'delete')
    return doc
  }

export const revalidateGlobal =
  (tag: ContentTag): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    await changed(req, tag, null, 'change')
    return doc
  }

export const revalidateHooks = (tag: ContentTag) => ({
  afterChange: [revalidateCollection(tag)],
  afterDelete: [revalidateCollectionDelete(tag)],
})
