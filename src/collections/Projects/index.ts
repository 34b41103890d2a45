import type { CollectionConfig } from 'payload'
import { isEditor, publishedOrEditor } from '@/access'
import { featuredField, galleryField, locationFields, options, listedAtField, englishMissingField, seoField, slugField, t, titleField } from '@/fields'
import { publishedFollowsStatusField, withDrafts } from '../hooks/publication'
import { revalidateHooks } from '../hooks/revalidate'
import { computeListingDerived } from '../Properties/hooks'
import { paymentPlanFields } from './paymentPlan'
import { tapCountsField } from '../hooks/tap-counts'
import { listingPermitTab, recordVerification } from '../hooks/permits'

export const projectStatuses = ['planned', 'launched', 'under-construction', 'ready', 'delivered'] as const

export const Projects: CollectionConfig = withDrafts({
  slug: 'projects',
  labels: { singular: t('مشروع', 'Project'), plural: t('المشاريع', 'Projects') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'englishMissing', 'status', 'city', 'startingPrice', '_status'], group: t('العقارات', 'Listings') },
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [computeListingDerived('startingPrice', 'name'), recordVerification], ...revalidateHooks('projects') },
  fields: [
    tapCountsField('project'),
    {
      type: 'tabs',
      tabs: [
        {
          label: t('الأساسيات', 'Basics'),
          fields: [
            titleField('name', 'اسم المشروع', 'Name'),
            { name: 'description', type: 'richText', localized: true, label: t('الوصف', 'Description') },
            {
              name: 'developer',
              type: 'group',
              label: t('المطور', 'Developer'),
              fields: [
                { name: 'name', type: 'text', localized: true, label: t('الاسم', 'Name') },
                { name: 'logo', type: 'upload', relationTo: 'media', label: t('الشعار', 'Logo') },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'status',
                  type: 'select',
                  // Its own enum name on PostgreSQL: the drafts' `_status` takes `enum_<table>_status`.
                  enumName: ({ tableName }) => `enum_${tableName}_listing_status`,
                  required: true,
                  index: true,
                  defaultValue: 'launched',
                  label: t('الحالة', 'Status'),
                  options: options([
                    ['planned', 'مخطط', 'Planned'],
                    ['launched', 'تم الإطلاق', 'Launched'],
                    ['under-construction', 'قيد الإنشاء', 'Under construction'],
                    ['ready', 'جاهز', 'Ready'],
                    ['delivered', 'تم التسليم', 'Delivered'],
                  ]),
                },
                { name: 'progress', type: 'number', min: 0, max: 100, defaultValue: 0, label: t('نسبة الإنجاز %', 'Progress %') },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'launchDate', type: 'date', label: t('تاريخ الإطلاق', 'Launch date') },
                { name: 'handoverDate', type: 'date', label: t('موعد التسليم', 'Handover date') },
                { name: 'totalUnits', type: 'number', min: 0, label: t('إجمالي الوحدات', 'Total units') },
                { name: 'availableUnits', type: 'number', min: 0, index: true, label: t('الوحدات المتاحة', 'Available units') },
              ],
            },
            { name: 'category', type: 'relationship', relationTo: 'categories', index: true, label: t('التصنيف', 'Category'), filterOptions: { type: { equals: '1' } } },
            { name: 'amenities', type: 'relationship', relationTo: 'amenities', hasMany: true, label: t('المرافق', 'Amenities') },
          ],
        },
        {
          label: t('الوحدات والأسعار', 'Units and prices'),
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'startingPrice', type: 'number', min: 0, label: t('السعر يبدأ من', 'Starting price') },
                { name: 'currency', type: 'text', required: true, defaultValue: 'AED', label: t('العملة', 'Currency') },
              ],
            },
            { name: 'priceBase', type: 'number', index: true, admin: { readOnly: true } },
            {
              name: 'unitTypes',
              type: 'array',
              label: t('أنواع الوحدات', 'Unit types'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'type', type: 'relationship', relationTo: 'property-types', label: t('النوع', 'Type') },
                    { name: 'bedrooms', type: 'number', min: 0, label: t('غرف النوم', 'Bedrooms') },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'areaMin', type: 'number', min: 0, label: t('أصغر مساحة', 'Area from') },
                    { name: 'areaMax', type: 'number', min: 0, label: t('أكبر مساحة', 'Area to') },
                    { name: 'priceMin', type: 'number', min: 0, label: t('السعر من', 'Price from') },
                    { name: 'priceMax', type: 'number', min: 0, label: t('السعر إلى', 'Price to') },
                  ],
                },
                { name: 'floorPlan', type: 'upload', relationTo: 'media', label: t('المخطط', 'Floor plan') },
              ],
            },
            {
              name: 'paymentPlans',
              type: 'array',
              label: t('خطط السداد', 'Payment plans'),
              fields: [{ name: 'name', type: 'text', localized: true, label: t('اسم الخطة', 'Plan name') }, ...paymentPlanFields],
            },
          ],
        },
        { label: t('الموقع', 'Location'), fields: locationFields },
        listingPermitTab,
        {
          label: t('الوسائط', 'Media'),
          fields: [
            galleryField(),
            { name: 'masterPlan', type: 'upload', relationTo: 'media', label: t('المخطط العام', 'Master plan') },
            { name: 'brochure', type: 'upload', relationTo: 'media', label: t('الكتيب', 'Brochure') },
            { name: 'videoUrl', type: 'text', label: t('رابط الفيديو', 'Video URL') },
          ],
        },
        { label: t('تحسين محركات البحث', 'SEO'), fields: [seoField] },
      ],
    },
    slugField,
    publishedFollowsStatusField,
    englishMissingField,
    listedAtField,
    featuredField,
    { name: 'searchText', type: 'textarea', admin: { hidden: true } },
  ],
})
