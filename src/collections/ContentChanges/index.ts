import type { CollectionConfig } from 'payload'
import { nobody } from '@/access'

/** The tags content changes are known by: a collection (or a group of them, like the locations) or a global. */
export const CONTENT_TAGS = [
  'properties',
  'projects',
  'pages',
  'blogs',
  'services',
  'careers',
  'faqs',
  'videos',
  'policies',
  'team',
  'branches',
  'categories',
  'property-types',
  'amenities',
  'locations',
  'currencies',
  'media',
  'settings',
  'menus',
] as const
export type ContentTag = (typeof CONTENT_TAGS)[number]

/** What a change to content may be: one record written or deleted, or every record of a tag (a bulk write). */
export const CHANGE_OPS = ['change', 'delete', 'reset'] as const
export type ChangeOp = (typeof CHANGE_OPS)[number]

/**
 * The change feed: one row per change of public content, written in the transaction of the change
 * (src/collections/hooks/revalidate.ts), read by every app process in id order
 * (src/server/delivery/feed.ts). Never shown in the admin; nobody reads it over an API.
 */
export const ContentChanges: CollectionConfig = {
  slug: 'content-changes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tag', type: 'text', required: true },
    { name: 'doc', type: 'number' },
    { name: 'op', type: 'select', required: true, options: [...CHANGE_OPS], defaultValue: 'change' },
  ],
}
