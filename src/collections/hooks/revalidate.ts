import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { recordChange } from '@/lib/changes'

/** Expire the cache tags of what changed. Outside a Next.js server (seed, CLI) there is no cache. */
export function expireTags(tags: string[]): void {
  if (!process.env.NEXT_RUNTIME) return
  void import('next/cache')
    .then(({ revalidateTag }) => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 })
    })
    .catch(() => undefined)
}

export const revalidateCollection =
  (tag: string): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    recordChange(tag, (doc as { id: unknown }).id)
    if (!req.context?.skipRevalidate) expireTags([tag, `${tag}:${String((doc as { id: unknown }).id)}`])
    return doc
  }

export const revalidateCollectionDelete =
  (tag: string): CollectionAfterDeleteHook =>
  ({ doc }) => {
    recordChange(tag, (doc as { id: unknown }).id)
    expireTags([tag, `${tag}:${String((doc as { id: unknown }).id)}`])
    return doc
  }

export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  ({ doc }) => {
    expireTags([tag])
    return doc
  }

export const revalidateHooks = (tag: string) => ({
  afterChange: [revalidateCollection(tag)],
  afterDelete: [revalidateCollectionDelete(tag)],
})
