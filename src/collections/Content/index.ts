import { lexicalEditor, RelationshipFeature } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'
import { anyone, isEditor, publishedOrEditor } from '@/access'
import { featuredField, options, publishedField, seoField, slugField, t, titleField } from '@/fields'
import { publishedFollowsStatusField, withDrafts } from '../hooks/publication'
import { revalidateHooks } from '../hooks/revalidate'

const contentAccess = { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor }
const group = t('المحتوى', 'Content')
const order = { name: 'order', type: 'number' as const, defaultValue: 0, label: t('الترتيب', 'Order'), admin: { position: 'sidebar' as const } }

/** An article's text may embed a property or a project (shown as its card); no other record. */
const articleEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [...defaultFeatures.filter((f) => f.key !== 'relationship'), RelationshipFeature({ enabledCollections: ['properties', 'projects'] })],
})

export const Blogs: CollectionConfig = withDrafts({
  slug: 'blogs',
  labels: { singular: t('مقال', 'Article'), plural: t('المقالات', 'Articles') },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt', '_status'], group },
  access: contentAccess,
  defaultSort: '-publishedAt',
  hooks: revalidateHooks('blogs'),
  fields: [
    titleField(),
    { name: 'excerpt', type: 'textarea', localized: true, label: t('المقتطف', 'Excerpt') },
    { name: 'content', type: 'richText', editor: articleEditor, localized: true, label: t('المحتوى', 'Content') },
    { name: 'cover', type: 'upload', relationTo: 'media', label: t('صورة الغلاف', 'Cover image') },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true, label: t('التصنيف', 'Category'), filterOptions: { type: { equals: '2' } } },
    { name: 'author', type: 'relationship', relationTo: 'team-members', label: t('الكاتب', 'Author') },
    { name: 'relatedProperties', type: 'relationship', relationTo: 'properties', hasMany: true, label: t('عقارات مرتبطة', 'Related properties') },
    { name: 'insight', type: 'checkbox', defaultValue: false, index: true, label: t('مقال تحليلي للسوق', 'Market insight'), admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', index: true, label: t('تاريخ النشر', 'Published on'), admin: { position: 'sidebar' } },
    slugField,
    publishedFollowsStatusField,
    featuredField,
    seoField,
  ],
})

export const Careers: CollectionConfig = withDrafts({
  slug: 'careers',
  labels: { singular: t('وظيفة', 'Job posting'), plural: t('الوظائف', 'Careers') },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'department', 'employmentType', 'validThrough', '_status'], group },
  access: contentAccess,
  defaultSort: '-createdAt',
  hooks: revalidateHooks('careers'),
  fields: [
    titleField(),
    {
      type: 'row',
      fields: [
        {
          name: 'department',
          type: 'select',
          required: true,
          index: true,
          label: t('القسم', 'Department'),
          options: options([
            ['sales', 'المبيعات', 'Sales'],
            ['leasing', 'التأجير', 'Leasing'],
            ['marketing', 'التسويق', 'Marketing'],
            ['operations', 'العمليات', 'Operations'],
            ['finance', 'المالية', 'Finance'],
            ['technology', 'التقنية', 'Technology'],
            ['customer-care', 'خدمة العملاء', 'Customer care'],
          ]),
        },
        {
          name: 'employmentType',
          type: 'select',
          required: true,
          index: true,
          label: t('نوع الدوام', 'Employment type'),
          options: options([['full-time', 'دوام كامل', 'Full time'], ['part-time', 'دوام جزئي', 'Part time'], ['contract', 'عقد مؤقت', 'Contract'], ['internship', 'تدريب', 'Internship']]),
        },
        { name: 'branch', type: 'relationship', relationTo: 'branches', index: true, label: t('الفرع', 'Branch') },
      ],
    },
    { name: 'summary', type: 'textarea', localized: true, label: t('نبذة', 'Summary') },
    { name: 'description', type: 'richText', localized: true, label: t('الوصف', 'Description') },
    { name: 'requirements', type: 'richText', localized: true, label: t('المتطلبات', 'Requirements') },
    {
      name: 'salary',
      type: 'group',
      label: t('الراتب', 'Salary'),
      admin: { description: t('اختياري: يظهر في صفحة الوظيفة ونتائج البحث عن الوظائف', 'Optional: shown on the posting and in job search results') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', type: 'number', min: 0, label: t('من', 'From') },
            { name: 'max', type: 'number', min: 0, label: t('إلى', 'To') },
            { name: 'currency', type: 'text', defaultValue: 'AED', label: t('العملة', 'Currency'), admin: { description: t('رمز ISO 4217', 'ISO 4217 code') } },
            {
              name: 'period',
              type: 'select',
              defaultValue: 'month',
              label: t('عن كل', 'Per'),
              options: options([['hour', 'ساعة', 'Hour'], ['day', 'يوم', 'Day'], ['week', 'أسبوع', 'Week'], ['month', 'شهر', 'Month'], ['year', 'سنة', 'Year']]),
            },
          ],
        },
      ],
    },
    { name: 'validThrough', type: 'date', index: true, label: t('آخر موعد للتقديم', 'Valid through'), admin: { position: 'sidebar' } },
    slugField,
    publishedFollowsStatusField,
    seoField,
  ],
})

export const Services: CollectionConfig = withDrafts({
  slug: 'services',
  labels: { singular: t('خدمة', 'Service'), plural: t('الخدمات', 'Services') },
  admin: { useAsTitle: 'title', group },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateHooks('services'),
  fields: [
    titleField(),
    { name: 'summary', type: 'textarea', localized: true, label: t('نبذة', 'Summary') },
    { name: 'description', type: 'richText', localized: true, label: t('الوصف', 'Description') },
    { name: 'icon', type: 'text', label: t('الأيقونة', 'Icon') },
    { name: 'image', type: 'upload', relationTo: 'media', label: t('الصورة', 'Image') },
    slugField,
    order,
    publishedFollowsStatusField,
    seoField,
  ],
})

export const FAQs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: t('سؤال شائع', 'FAQ'), plural: t('الأسئلة الشائعة', 'FAQs') },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'order'], group },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateHooks('faqs'),
  fields: [
    titleField('question', 'السؤال', 'Question'),
    { name: 'answer', type: 'textarea', localized: true, required: true, label: t('الإجابة', 'Answer') },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true, label: t('التصنيف', 'Category'), filterOptions: { type: { equals: '3' } } },
    order,
    publishedField,
  ],
}

export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: t('فيديو', 'Video'), plural: t('الفيديوهات', 'Videos') },
  admin: { useAsTitle: 'title', group },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateHooks('videos'),
  fields: [
    titleField(),
    { name: 'description', type: 'textarea', localized: true, label: t('الوصف', 'Description') },
    { name: 'url', type: 'text', required: true, label: t('رابط الفيديو', 'Video URL') },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true, label: t('الصورة المصغرة', 'Thumbnail') },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true, label: t('التصنيف', 'Category'), filterOptions: { type: { equals: '4' } } },
    { name: 'durationSeconds', type: 'number', min: 0, label: t('المدة بالثواني', 'Duration (seconds)') },
    order,
    publishedField,
  ],
}

export const policyKeys = ['payment', 'privacy', 'return', 'terms'] as const

export const Policies: CollectionConfig = {
  slug: 'policies',
  labels: { singular: t('سياسة', 'Policy'), plural: t('السياسات', 'Policies') },
  admin: { useAsTitle: 'title', group },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateHooks('policies'),
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      label: t('السياسة', 'Policy'),
      options: options([
        ['payment', 'سياسة الدفع', 'Payment policy'],
        ['privacy', 'سياسة الخصوصية', 'Privacy policy'],
        ['return', 'سياسة الاسترجاع', 'Return policy'],
        ['terms', 'الشروط والأحكام', 'Terms and conditions'],
      ]),
    },
    titleField(),
    { name: 'content', type: 'richText', localized: true, label: t('المحتوى', 'Content') },
    seoField,
  ],
}
