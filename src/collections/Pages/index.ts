import type { CollectionConfig } from 'payload'
import { isEditor, publishedOrEditor } from '@/access'
import { seoField, t, titleField } from '@/fields'
import { publishedFollowsStatusField, withDrafts } from '../hooks/publication'
import { revalidateHooks } from '../hooks/revalidate'
import { pageBlocks } from './blocks'

/** Pages built from blocks. `home-page` and `about-us` are pages too. */
export const Pages: CollectionConfig = withDrafts({
  slug: 'pages',
  labels: { singular: t('صفحة', 'Page'), plural: t('الصفحات', 'Pages') },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'permalink', '_status'], group: t('المحتوى', 'Content') },
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateHooks('pages'),
  fields: [
    titleField(),
    {
      name: 'permalink',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: t('الرابط الدائم', 'Permalink'),
      validate: (value: unknown) => (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'a-z, 0-9 and hyphens'),
      admin: { position: 'sidebar' },
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, label: t('الأقسام', 'Sections') },
    publishedFollowsStatusField,
    seoField,
  ],
})
