import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/access'
import { options, slugField, t, titleField } from '@/fields'
import { revalidateHooks } from '../hooks/revalidate'

const taxonomyAccess = { read: anyone, create: isEditor, update: isEditor, delete: isEditor }
const orderField = { name: 'order', type: 'number' as const, defaultValue: 0, label: t('الترتيب', 'Order'), admin: { position: 'sidebar' as const } }

/** Category types as the API numbers them: 1 properties, 2 blogs, 3 FAQ, 4 videos. */
export const categoryTypes = { properties: '1', blogs: '2', faq: '3', videos: '4' } as const

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: t('تصنيف', 'Category'), plural: t('التصنيفات', 'Categories') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'order'], group: t('التصنيفات', 'Taxonomies') },
  access: taxonomyAccess,
  defaultSort: 'order',
  hooks: revalidateHooks('categories'),
  fields: [
    titleField('name', 'الاسم', 'Name'),
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      label: t('النوع', 'Type'),
      options: options([['1', 'عقارات', 'Properties'], ['2', 'مقالات', 'Articles'], ['3', 'أسئلة شائعة', 'FAQ'], ['4', 'فيديو', 'Videos']]),
    },
    { name: 'description', type: 'textarea', localized: true, label: t('الوصف', 'Description') },
    slugField,
    orderField,
  ],
}

export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  labels: { singular: t('نوع عقار', 'Property type'), plural: t('أنواع العقارات', 'Property types') },
  admin: { useAsTitle: 'name', group: t('التصنيفات', 'Taxonomies') },
  access: taxonomyAccess,
  defaultSort: 'order',
  hooks: revalidateHooks('property-types'),
  fields: [
    titleField('name', 'الاسم', 'Name'),
    { name: 'icon', type: 'text', label: t('الأيقونة', 'Icon') },
    { name: 'residential', type: 'checkbox', defaultValue: true, label: t('سكني', 'Residential') },
    slugField,
    orderField,
  ],
}

export const Amenities: CollectionConfig = {
  slug: 'amenities',
  labels: { singular: t('ميزة', 'Amenity'), plural: t('المرافق والمزايا', 'Amenities') },
  admin: { useAsTitle: 'name', group: t('التصنيفات', 'Taxonomies') },
  access: taxonomyAccess,
  defaultSort: 'order',
  hooks: revalidateHooks('amenities'),
  fields: [titleField('name', 'الاسم', 'Name'), { name: 'icon', type: 'text', label: t('الأيقونة', 'Icon') }, orderField],
}
