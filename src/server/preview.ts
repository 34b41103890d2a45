import 'server-only'
import { draftMode } from 'next/headers'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { PreviewCollection } from '@/lib/preview'
import { payloadClient } from '@/server/payload'

/**
 * Whether this request is an editor's preview: Next.js's draft mode, turned on by a signed link
 * (src/app/(payload)/api/preview). Reading it keeps a page static for everyone else; outside a
 * request (a job, a script) it is never on.
 */
export async function previewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/** One record as a preview shows it: its newest version, draft or published, read past the caches. */
export async function newestVersion<T>(collection: PreviewCollection, locale: Locale, where: Where): Promise<T | null> {
  const payload = await payloadClient()
  const found = await payload.find({ collection, locale, where, draft: true, depth: 2, limit: 1, overrideAccess: true })
  return (found.docs[0] as T | undefined) ?? null
}

/** `live` for visitors, the newest version in a preview. */
export function previewable<Args extends [Locale, ...unknown[]], T>(live: (...args: Args) => Promise<T | null>, draft: (...args: Args) => Promise<T | null>) {
  return async (...args: Args): Promise<T | null> => ((await previewing()) ? draft(...args) : live(...args))
}
