import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/access'
import { t } from '@/fields'
import { mediaDir } from '@/lib/paths'
import { revalidateHooks } from '../hooks/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: t('صورة', 'Media'), plural: t('الوسائط', 'Media') },
  admin: { group: t('المحتوى', 'Content') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  // The listing cards keep pictures in memory; a changed alt text or file must reach them.
  hooks: revalidateHooks('media'),
  upload: {
    staticDir: mediaDir(),
    // Named one by one: `image/*` would take SVG, a document that runs scripts on the site's own origin
    // for anyone who opens it (an admin with their session among them).
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf'],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      { name: 'thumb', width: 400, height: 300, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 72 } } },
      { name: 'card', width: 800, height: 600, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 76 } } },
      { name: 'hero', width: 1600, height: 900, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 78 } } },
      // Shared links (Open Graph, X): exactly 1200×630 and JPEG, which every network reads, from any upload.
      { name: 'og', width: 1200, height: 630, fit: 'cover', withoutEnlargement: false, formatOptions: { format: 'jpeg', options: { quality: 80, mozjpeg: true } } },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true, label: t('النص البديل', 'Alt text') }],
}
