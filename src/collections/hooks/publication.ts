import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig, Field, PayloadRequest } from 'payload'
import { isEditor } from '@/access'
import { resolveSecret } from '@/env'
import { previewLink } from '@/lib/preview'
import { t } from '@/fields'

/**
 * Drafts and publishing for the content editors write (properties, projects, articles, pages,
 * services, careers), on Payload's versions: every save keeps a version (who and when, see
 * `editedBy`); "Save draft" and the autosave write a version only, while what visitors see stays the
 * last published one; "Publish" and "Unpublish" write the record itself. A publish or an unpublish
 * can be scheduled (Payload's jobs: src/payload.config.ts runs its queue).
 *
 * The site, its API, the listing index and the sitemaps read the records' `published` column: it
 * follows `_status` on every write of the record, so it is true exactly while a published version is
 * live. A draft saved over a published record never reaches it, nor the change feed.
 */

/** How often the admin saves a draft while an editor types (ms), and how many versions a record keeps. */
export const AUTOSAVE_MS = 2_000
export const VERSIONS_KEPT = 100

type Status = 'draft' | 'published'
type Data = Record<string, unknown> & { _status?: Status; published?: unknown }

const versionOnlySaves = (req: PayloadRequest): Set<string> => {
  const context = req.context as { versionOnlySaves?: Set<string> }
  context.versionOnlySaves ??= new Set()
  return context.versionOnlySaves
}

/**
 * Whether this request's save of the record wrote a version only (a draft over what visitors see):
 * the change hooks skip it, there being nothing new for visitors.
 */
export const savedVersionOnly = (req: PayloadRequest, collection: string, id: unknown): boolean => versionOnlySaves(req).has(`${collection}:${String(id)}`)

/**
 * Before a create or an update, with the caller's own arguments: a write that says `published`
 * without `_status` (API clients, scripts, the demo content) publishes or unpublishes, and a create
 * that says neither publishes; a draft save of a record is noted for the change hooks.
 */
const readStatus: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args
  const data = args.data as Data | undefined
  if (data && data._status === undefined) {
    if (typeof data.published === 'boolean') data._status = data.published ? 'published' : 'draft'
    // A record created without either is published, as before drafts (the admin always says which).
    else if (operation === 'create' && !args.draft) data._status = 'published'
  }
  // One record's update (Payload names it `update`, as it does an update of many, which has no id).
  const id = (args as { id?: unknown }).id
  if (operation !== 'create' && id !== undefined && args.draft && data?._status !== 'published') versionOnlySaves(req).add(`${collection.slug}:${String(id)}`)
  return args
}

/** `published` follows the status of what is written, and says who wrote it. */
const followStatus: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const status = (data as Data)._status ?? (originalDoc as Data | undefined)?._status
  if (status === 'published' || status === 'draft') data.published = status === 'published'
  const user = req.user as { id?: unknown; collection?: string } | null | undefined
  if (user?.collection === 'users') data.editedBy = user.id
  return data
}

/** Visitors' flag: written by the status of each save, read by every public read; never edited by hand. */
export const publishedFollowsStatusField: Field = {
  name: 'published',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  label: t('ظاهر للزوار', 'Shown to visitors'),
  admin: { hidden: true },
}

/** Who saved a version: each version keeps it, so the history and its comparison say who changed what. */
export const editedByField: Field = {
  name: 'editedBy',
  type: 'relationship',
  relationTo: 'users',
  label: t('آخر من عدّل', 'Last edited by'),
  admin: { position: 'sidebar', readOnly: true },
}

/** A collection with drafts, scheduled publishing and history. */
export function withDrafts(config: CollectionConfig): CollectionConfig {
  const hooks = config.hooks ?? {}
  return {
    ...config,
    versions: { maxPerDoc: VERSIONS_KEPT, drafts: { autosave: { interval: AUTOSAVE_MS }, schedulePublish: true } },
    // "Preview" opens the record's real page with its newest draft (a signed link: src/lib/preview.ts).
    admin: { ...config.admin, preview: (doc, { locale }) => previewLink(config.slug, doc as { id?: number }, locale, resolveSecret()) },
    access: { ...config.access, readVersions: isEditor },
    hooks: {
      ...hooks,
      beforeOperation: [readStatus, ...(hooks.beforeOperation ?? [])],
      beforeChange: [followStatus, ...(hooks.beforeChange ?? [])],
    },
    fields: [...config.fields, editedByField],
  }
}
