import type { Field, GroupField, Option } from 'payload'

/** A label in both admin languages. */
export const t = (ar: string, en: string) => ({ ar, en })

export function options(list: ReadonlyArray<readonly [value: string, ar: string, en: string]>): Option[] {
  return list.map(([value, ar, en]) => ({ value, label: t(ar, en) }))
}

export const publishedField: Field = {
  name: 'published',
  type: 'checkbox',
  label: t('منشور', 'Published'),
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar' },
}

/**
 * When a listing was first published: a saved search's alert mails the listings listed since its
 * previous look (src/lib/alerts.ts). Set once, by the save that publishes it.
 */
export const listedAtField: Field = {
  name: 'listedAt',
  type: 'date',
  index: true,
  label: t('تاريخ الإدراج', 'Listed on'),
  admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  hooks: {
    beforeChange: [
      ({ value, siblingData, originalDoc }) => {
        const kept = (originalDoc as { listedAt?: string | null } | undefined)?.listedAt
        if (value || kept) return value || kept
        const published = siblingData.published ?? (originalDoc as { published?: boolean } | undefined)?.published ?? true
        return published ? new Date().toISOString() : null
      },
    ],
  },
}

/**
 * Set by the listing's save (../collections/Properties/hooks.ts) while it has no English title:
 * the list shows it as a column editors can filter on, and the edit view says so beside Publish.
 */
export const englishMissingField: Field = {
  name: 'englishMissing',
  type: 'checkbox',
  index: true,
  defaultValue: true,
  label: t('الإنجليزية ناقصة', 'English missing'),
  admin: {
    position: 'sidebar',
    readOnly: true,
    components: { Cell: '/components/admin/EnglishMissing#EnglishMissingCell', Field: '/components/admin/EnglishMissing#EnglishMissingNotice' },
  },
}

export const featuredField: Field = {
  name: 'featured',
  type: 'checkbox',
  label: t('مميز', 'Featured'),
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar' },
}

/** Lengths past which search results cut a title or a description short (the preview warns). */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160

export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  label: t('تحسين محركات البحث', 'SEO'),
  admin: {
    description: t(
      'ما يظهر في نتائج البحث وعند المشاركة. إن تُرك فارغًا يُستخدم عنوان السجل وملخصه وصورته الأولى.',
      'What search results and shared links show. Left empty, the record’s own title, summary and first picture are used.',
    ),
  },
  fields: [
    { name: 'title', type: 'text', localized: true, label: t('عنوان الصفحة', 'Title'), admin: { description: t(`حتى ${SEO_TITLE_MAX} حرفًا تقريبًا`, `About ${SEO_TITLE_MAX} characters at most`) } },
    { name: 'description', type: 'textarea', localized: true, label: t('الوصف', 'Description'), admin: { description: t(`حتى ${SEO_DESCRIPTION_MAX} حرفًا تقريبًا`, `About ${SEO_DESCRIPTION_MAX} characters at most`) } },
    { name: 'image', type: 'upload', relationTo: 'media', label: t('صورة المشاركة', 'Share image'), admin: { description: t('تُقص إلى 1200×630', 'Cropped to 1200×630') } },
    { name: 'preview', type: 'ui', admin: { components: { Field: '/components/admin/SeoPreview#SeoPreview' } } },
  ],
}

export const titleField = (name = 'title', ar = 'العنوان', en = 'Title'): Field => ({
  name,
  type: 'text',
  localized: true,
  required: true,
  label: t(ar, en),
  // The other language's title under the field, for whoever translates it.
  admin: { components: { afterInput: ['/components/admin/OtherLanguage#OtherLanguage'] } },
})

export const slugField: Field = {
  name: 'slug',
  type: 'text',
  label: t('الرابط المختصر', 'Slug'),
  index: true,
  admin: { position: 'sidebar', description: t('يظهر بعد الرقم في الرابط', 'Shown after the id in the link') },
}

export const locationFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'country', type: 'relationship', relationTo: 'countries', index: true, label: t('الدولة', 'Country') },
      { name: 'state', type: 'relationship', relationTo: 'states', index: true, label: t('المنطقة', 'State') },
      { name: 'city', type: 'relationship', relationTo: 'cities', index: true, label: t('المدينة', 'City') },
    ],
  },
  { name: 'address', type: 'text', localized: true, label: t('العنوان التفصيلي', 'Address') },
  {
    type: 'row',
    fields: [
      { name: 'latitude', type: 'number', min: -90, max: 90, label: t('خط العرض', 'Latitude') },
      { name: 'longitude', type: 'number', min: -180, max: 180, label: t('خط الطول', 'Longitude') },
    ],
  },
]

export const galleryField = (name = 'gallery', ar = 'معرض الصور', en = 'Gallery'): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  label: t(ar, en),
})

export const utmFields: Field[] = ['source', 'medium', 'campaign', 'term', 'content'].map((k) => ({
  name: `utm_${k}`,
  type: 'text' as const,
  label: `utm_${k}`,
  admin: { readOnly: true },
}))
