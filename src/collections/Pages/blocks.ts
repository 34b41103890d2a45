import type { Block, Field } from 'payload'
import { options, t } from '@/fields'

const hidden: Field = { name: 'hidden', type: 'checkbox', defaultValue: false, label: t('إخفاء هذا القسم', 'Hide this section') }
const heading: Field = { name: 'heading', type: 'text', localized: true, label: t('العنوان', 'Heading') }
const intro: Field = { name: 'intro', type: 'textarea', localized: true, label: t('مقدمة', 'Intro') }
const limit = (d: number): Field => ({ name: 'limit', type: 'number', defaultValue: d, min: 1, max: 24, label: t('العدد', 'How many') })

const block = (slug: string, ar: string, en: string, fields: Field[]): Block => ({
  slug,
  labels: { singular: t(ar, en), plural: t(ar, en) },
  fields: [hidden, ...fields],
})

export const pageBlocks: Block[] = [
  block('hero', 'الواجهة مع البحث السريع', 'Hero with quick search', [
    heading,
    { name: 'subheading', type: 'textarea', localized: true, label: t('نص فرعي', 'Subheading') },
    { name: 'image', type: 'upload', relationTo: 'media', label: t('الصورة', 'Image') },
    { name: 'showSearch', type: 'checkbox', defaultValue: true, label: t('إظهار البحث السريع', 'Show quick search') },
  ]),
  block('featuredProperties', 'عقارات مميزة', 'Featured properties', [
    heading,
    intro,
    { name: 'properties', type: 'relationship', relationTo: 'properties', hasMany: true, label: t('اختيار يدوي (اختياري)', 'Hand-picked (optional)') },
    limit(6),
  ]),
  block('featuredProjects', 'مشاريع مميزة', 'Featured projects', [
    heading,
    intro,
    { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true, label: t('اختيار يدوي (اختياري)', 'Hand-picked (optional)') },
    limit(3),
  ]),
  block('luxuryStrip', 'شريط العقارات الفاخرة', 'Luxury strip', [heading, intro, limit(4)]),
  block('servicesList', 'الخدمات', 'Services', [heading, intro, limit(6)]),
  block('latestArticles', 'أحدث المقالات', 'Latest articles', [heading, limit(3)]),
  block('figures', 'أرقام', 'Figures', [
    heading,
    {
      name: 'items',
      type: 'array',
      label: t('الأرقام', 'Figures'),
      fields: [
        { name: 'value', type: 'text', required: true, label: t('القيمة', 'Value') },
        { name: 'label', type: 'text', localized: true, required: true, label: t('الوصف', 'Label') },
        {
          name: 'source',
          type: 'select',
          label: t('احسبها تلقائيا من', 'Compute from'),
          options: options([['listings', 'عدد العقارات', 'Listing count'], ['cities', 'عدد المدن', 'City count'], ['projects', 'عدد المشاريع', 'Project count']]),
        },
      ],
    },
  ]),
  block('cta', 'دعوة لاتخاذ إجراء', 'Call to action', [
    heading,
    intro,
    { name: 'buttonLabel', type: 'text', localized: true, label: t('نص الزر', 'Button label') },
    { name: 'buttonHref', type: 'text', label: t('رابط الزر', 'Button link') },
  ]),
  block('richText', 'نص', 'Rich text', [{ name: 'content', type: 'richText', localized: true, label: t('المحتوى', 'Content') }]),
  block('image', 'صورة', 'Image', [
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: t('الصورة', 'Image') },
    { name: 'caption', type: 'text', localized: true, label: t('التعليق', 'Caption') },
  ]),
  block('gallery', 'معرض صور', 'Gallery', [heading, { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, label: t('الصور', 'Images') }]),
  block('faqList', 'قائمة أسئلة', 'FAQ list', [
    heading,
    { name: 'faqs', type: 'relationship', relationTo: 'faqs', hasMany: true, label: t('الأسئلة', 'Questions') },
  ]),
  block('listingsGrid', 'شبكة عقارات', 'Listings grid', [
    heading,
    { name: 'query', type: 'text', label: t('فلاتر البحث (مثل purpose=sale&city=3)', 'Search filters (e.g. purpose=sale&city=3)') },
    limit(6),
  ]),
  block('team', 'الفريق', 'Team highlight', [heading, intro, limit(4)]),
]
