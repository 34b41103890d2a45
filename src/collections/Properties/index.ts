import type { CollectionConfig } from 'payload'
import { isEditor, publishedOrEditor } from '@/access'
import {
  featuredField,
  galleryField,
  locationFields,
  options,
  listedAtField,
  englishMissingField,
  seoField,
  slugField,
  t,
  titleField,
} from '@/fields'
import { publishedFollowsStatusField, withDrafts } from '../hooks/publication'
import { revalidateHooks } from '../hooks/revalidate'
import { paymentPlanFields } from '../Projects/paymentPlan'
import { computeListingDerived, recordPriceChange } from './hooks'
import { tapCountsField } from '../hooks/tap-counts'
import { listingPermitTab, recordVerification } from '../hooks/permits'

export const purposes = ['sale', 'rent'] as const
export const rentPeriods = ['yearly', 'monthly', 'weekly', 'daily'] as const
export const propertyStatuses = ['available', 'under-offer', 'sold', 'rented'] as const
export const furnishings = ['furnished', 'semi-furnished', 'unfurnished'] as const
export const finishings = ['core-shell', 'semi-finished', 'fully-finished', 'luxury'] as const
export const completions = ['ready', 'off-plan'] as const

export const Properties: CollectionConfig = withDrafts({
  slug: 'properties',
  labels: { singular: t('عقار', 'Property'), plural: t('العقارات', 'Properties') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['reference', 'title', 'englishMissing', 'purpose', 'status', 'price', 'currency', 'city', '_status'],
    group: t('العقارات', 'Listings'),
    listSearchableFields: ['title', 'reference'],
  },
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [computeListingDerived('price'), recordPriceChange, recordVerification], ...revalidateHooks('properties') },
  indexes: [
    { fields: ['published', 'purpose', 'priceBase'] },
    { fields: ['published', 'city', 'priceBase'] },
    { fields: ['published', 'luxury'] },
  ],
  fields: [
    tapCountsField('property'),
    {
      type: 'tabs',
      tabs: [
        {
          label: t('الأساسيات', 'Basics'),
          fields: [
            titleField(),
            { name: 'reference', type: 'text', required: true, unique: true, index: true, label: t('الرقم المرجعي', 'Reference') },
            { name: 'description', type: 'richText', localized: true, label: t('الوصف', 'Description') },
            {
              type: 'row',
              fields: [
                { name: 'purpose', type: 'select', required: true, index: true, defaultValue: 'sale', label: t('الغرض', 'Purpose'), options: options([['sale', 'للبيع', 'For sale'], ['rent', 'للإيجار', 'For rent']]) },
                {
                  name: 'rentPeriod',
                  type: 'select',
                  label: t('فترة الإيجار', 'Rent period'),
                  options: options([['yearly', 'سنوي', 'Yearly'], ['monthly', 'شهري', 'Monthly'], ['weekly', 'أسبوعي', 'Weekly'], ['daily', 'يومي', 'Daily']]),
                  admin: { condition: (data) => data?.purpose === 'rent' },
                },
                {
                  name: 'status',
                  type: 'select',
                  // Its own enum name on PostgreSQL: the drafts' `_status` takes `enum_<table>_status`.
                  enumName: ({ tableName }) => `enum_${tableName}_listing_status`,
                  required: true,
                  index: true,
                  defaultValue: 'available',
                  label: t('الحالة', 'Status'),
                  options: options([['available', 'متاح', 'Available'], ['under-offer', 'قيد التفاوض', 'Under offer'], ['sold', 'مباع', 'Sold'], ['rented', 'مؤجر', 'Rented']]),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'category', type: 'relationship', relationTo: 'categories', index: true, label: t('التصنيف', 'Category'), filterOptions: { type: { equals: '1' } } },
                { name: 'type', type: 'relationship', relationTo: 'property-types', required: true, index: true, label: t('نوع العقار', 'Property type') },
              ],
            },
          ],
        },
        {
          label: t('السعر', 'Price'),
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'price', type: 'number', min: 0, label: t('السعر', 'Price') },
                { name: 'currency', type: 'text', required: true, defaultValue: 'AED', label: t('العملة', 'Currency'), admin: { description: t('رمز ISO 4217', 'ISO 4217 code') } },
                { name: 'priceOnRequest', type: 'checkbox', defaultValue: false, label: t('السعر عند الطلب', 'Price on request') },
              ],
            },
            { name: 'priceBase', type: 'number', index: true, admin: { readOnly: true, description: t('السعر بالعملة الأساسية، يحسب تلقائيا', 'Price in the base currency, computed') } },
            {
              type: 'row',
              fields: [
                {
                  name: 'priceReducedAt',
                  type: 'date',
                  index: true,
                  label: t('تاريخ آخر تخفيض', 'Last reduced'),
                  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: t('يظهر العقار «مخفّضًا» 30 يومًا بعد تخفيض سعره', 'A listing shows as reduced for 30 days after its price is cut') },
                },
                { name: 'priceBefore', type: 'number', label: t('السعر قبل التخفيض', 'Price before the cut'), admin: { readOnly: true } },
              ],
            },
            {
              name: 'priceHistory',
              type: 'array',
              label: t('سجل السعر', 'Price history'),
              labels: { singular: t('تغيير', 'Change'), plural: t('تغييرات', 'Changes') },
              admin: { readOnly: true, initCollapsed: true, description: t('يُسجَّل كل تغيير في السعر تلقائيًا: متى، ومن، ومن أي سعر إلى أي سعر', 'Every price change is recorded by itself: when, by whom, from and to') },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'at', type: 'date', required: true, label: t('التاريخ', 'When'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
                    { name: 'from', type: 'number', label: t('من', 'From') },
                    { name: 'to', type: 'number', label: t('إلى', 'To') },
                    { name: 'currency', type: 'text', label: t('العملة', 'Currency') },
                    { name: 'fromCurrency', type: 'text', label: t('العملة السابقة', 'Previous currency') },
                    { name: 'by', type: 'relationship', relationTo: 'users', label: t('بواسطة', 'By'), access: { read: ({ req }) => Boolean(req.user) } },
                  ],
                },
              ],
            },
            { name: 'paymentPlan', type: 'group', label: t('خطة السداد', 'Payment plan'), fields: paymentPlanFields },
          ],
        },
        {
          label: t('المواصفات', 'Facts'),
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'area', type: 'number', min: 0, index: true, label: t('المساحة (م²)', 'Area (m²)') },
                { name: 'plotArea', type: 'number', min: 0, label: t('مساحة الأرض (م²)', 'Plot area (m²)') },
                { name: 'bedrooms', type: 'number', min: 0, index: true, label: t('غرف النوم (0 = استوديو)', 'Bedrooms (0 = studio)') },
                { name: 'bathrooms', type: 'number', min: 0, index: true, label: t('الحمامات', 'Bathrooms') },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'furnishing', type: 'select', index: true, label: t('التأثيث', 'Furnishing'), options: options([['furnished', 'مفروش', 'Furnished'], ['semi-furnished', 'مفروش جزئيا', 'Semi-furnished'], ['unfurnished', 'غير مفروش', 'Unfurnished']]) },
                { name: 'finishing', type: 'select', label: t('التشطيب', 'Finishing'), options: options([['core-shell', 'على الهيكل', 'Core and shell'], ['semi-finished', 'نصف تشطيب', 'Semi-finished'], ['fully-finished', 'تشطيب كامل', 'Fully finished'], ['luxury', 'تشطيب فاخر', 'Luxury finish']]) },
                { name: 'floor', type: 'number', label: t('الطابق', 'Floor') },
                { name: 'yearBuilt', type: 'number', min: 1900, max: 2100, label: t('سنة البناء', 'Year built') },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'completion', type: 'select', index: true, defaultValue: 'ready', label: t('الجاهزية', 'Completion'), options: options([['ready', 'جاهز', 'Ready'], ['off-plan', 'على الخريطة', 'Off-plan']]) },
                { name: 'handoverDate', type: 'date', label: t('موعد التسليم', 'Handover date') },
              ],
            },
            { name: 'amenities', type: 'relationship', relationTo: 'amenities', hasMany: true, label: t('المرافق', 'Amenities') },
          ],
        },
        {
          label: t('الموقع', 'Location'),
          fields: locationFields,
        },
        listingPermitTab,
        {
          label: t('الوسائط', 'Media'),
          fields: [
            galleryField(),
            {
              name: 'floorPlans',
              type: 'array',
              label: t('المخططات', 'Floor plans'),
              fields: [
                { name: 'title', type: 'text', localized: true, label: t('العنوان', 'Title') },
                { name: 'image', type: 'upload', relationTo: 'media', required: true, label: t('الصورة', 'Image') },
              ],
            },
            { name: 'videoUrl', type: 'text', label: t('رابط الفيديو', 'Video URL') },
            { name: 'virtualTourUrl', type: 'text', label: t('رابط الجولة الافتراضية', 'Virtual tour URL') },
          ],
        },
        {
          label: t('العلاقات', 'Relations'),
          fields: [
            { name: 'project', type: 'relationship', relationTo: 'projects', index: true, label: t('المشروع', 'Project') },
            { name: 'agent', type: 'relationship', relationTo: 'team-members', label: t('الوكيل', 'Agent') },
            { name: 'branch', type: 'relationship', relationTo: 'branches', label: t('الفرع', 'Branch') },
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
    { name: 'luxury', type: 'checkbox', defaultValue: false, index: true, label: t('فاخر', 'Luxury'), admin: { position: 'sidebar' } },
    { name: 'virtual', type: 'checkbox', defaultValue: false, index: true, label: t('جولة افتراضية', 'Virtual tour'), admin: { position: 'sidebar', readOnly: true } },
    { name: 'searchText', type: 'textarea', admin: { hidden: true } },
  ],
})
