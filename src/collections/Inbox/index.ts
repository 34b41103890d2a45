import path from 'node:path'
import type { CollectionConfig, Field } from 'payload'
import { hasRole, isAdmin, isHR, isSales, nobody } from '@/access'
import { options, t, utmFields } from '@/fields'
import { privateFilesDir } from '@/lib/paths'
import { csvExport } from '@/server/admin/csv-export'
import { queueStaffNotification } from '@/server/mail/jobs'

const group = t('الطلبات الواردة', 'Inbox')

const localeField: Field = {
  name: 'locale',
  type: 'select',
  label: t('لغة الزائر', 'Visitor language'),
  options: options([['ar', 'العربية', 'Arabic'], ['en', 'الإنجليزية', 'English']]),
  admin: { readOnly: true },
}

/** A form post may carry an Idempotency-Key: the same key never stores twice. */
const idempotencyField: Field = {
  name: 'idempotencyKey',
  type: 'text',
  unique: true,
  index: true,
  admin: { hidden: true },
}

const notesField: Field = {
  name: 'notes',
  type: 'array',
  label: t('ملاحظات', 'Notes'),
  fields: [
    { name: 'note', type: 'textarea', required: true, label: t('الملاحظة', 'Note') },
    { name: 'author', type: 'relationship', relationTo: 'users', label: t('الكاتب', 'Author') },
    { name: 'at', type: 'date', label: t('التاريخ', 'Date'), defaultValue: () => new Date().toISOString() },
  ],
}

export const leadKinds = ['contact', 'property', 'project', 'service', 'callback'] as const
export const leadStatuses = ['new', 'contacted', 'qualified', 'viewing', 'won', 'lost', 'spam'] as const

const statusOptions = options([
  ['new', 'جديد', 'New'],
  ['contacted', 'تم التواصل', 'Contacted'],
  ['qualified', 'مؤهل', 'Qualified'],
  ['viewing', 'معاينة', 'Viewing'],
  ['won', 'تم البيع', 'Won'],
  ['lost', 'خسرناه', 'Lost'],
  ['spam', 'مزعج', 'Spam'],
])

const salesAccess = { read: isSales, update: isSales, create: nobody, delete: isAdmin }

/** The export button above a list, for the collection it stands in. */
const exportButton = (collection: 'leads' | 'exchange-requests') => ({ path: '/components/admin/CsvExportButton#CsvExportButton', clientProps: { collection } })

export const Leads: CollectionConfig = {
  slug: 'leads',
  hooks: { afterChange: [queueStaffNotification] },
  labels: { singular: t('طلب تواصل', 'Lead'), plural: t('طلبات التواصل', 'Leads') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'kind', 'name', 'phone', 'status', 'assignedTo'],
    group,
    components: { beforeListTable: [exportButton('leads')] },
  },
  access: salesAccess,
  defaultSort: '-createdAt',
  endpoints: [
    csvExport('leads', ['id', 'createdAt', 'kind', 'status', 'name', 'phone', 'email', 'message', 'property', 'project', 'service', 'assignedTo', 'page', 'locale', 'utm_source', 'utm_medium', 'utm_campaign', 'notes']),
  ],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'contact',
          label: t('النوع', 'Kind'),
          options: options([
            ['contact', 'تواصل عام', 'Contact'],
            ['property', 'عقار', 'Property'],
            ['project', 'مشروع', 'Project'],
            ['service', 'خدمة', 'Service'],
            ['callback', 'طلب اتصال', 'Callback'],
          ]),
        },
        { name: 'status', type: 'select', required: true, index: true, defaultValue: 'new', label: t('الحالة', 'Status'), options: statusOptions },
        { name: 'assignedTo', type: 'relationship', relationTo: 'team-members', label: t('الوكيل المسؤول', 'Assigned agent') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: t('الاسم', 'Name') },
        { name: 'phone', type: 'text', required: true, label: t('الهاتف', 'Phone') },
        { name: 'email', type: 'email', label: t('البريد الإلكتروني', 'Email') },
      ],
    },
    { name: 'message', type: 'textarea', label: t('الرسالة', 'Message') },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', label: t('العقار', 'Property') },
        { name: 'project', type: 'relationship', relationTo: 'projects', label: t('المشروع', 'Project') },
        { name: 'service', type: 'relationship', relationTo: 'services', label: t('الخدمة', 'Service') },
      ],
    },
    { name: 'page', type: 'text', label: t('الصفحة', 'Page'), admin: { readOnly: true } },
    localeField,
    ...utmFields,
    notesField,
    idempotencyField,
  ],
}

export const ExchangeRequests: CollectionConfig = {
  slug: 'exchange-requests',
  hooks: { afterChange: [queueStaffNotification] },
  labels: { singular: t('طلب مبادلة', 'Exchange request'), plural: t('طلبات المبادلة', 'Exchange requests') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'phone', 'status', 'assignedTo'],
    group,
    components: { beforeListTable: [exportButton('exchange-requests')] },
  },
  access: salesAccess,
  defaultSort: '-createdAt',
  endpoints: [
    csvExport('exchange-requests', [
      'id',
      'createdAt',
      'status',
      'name',
      'phone',
      'email',
      'offered.type',
      'offered.city',
      'offered.location',
      'offered.area',
      'offered.bedrooms',
      'offered.bathrooms',
      'offered.estimatedValue',
      'offered.currency',
      'offered.description',
      'offered.photos',
      'wanted.type',
      'wanted.city',
      'wanted.budget',
      'wanted.description',
      'assignedTo',
      'locale',
      'notes',
    ]),
  ],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: t('الاسم', 'Name') },
        { name: 'phone', type: 'text', required: true, label: t('الهاتف', 'Phone') },
        { name: 'email', type: 'email', label: t('البريد الإلكتروني', 'Email') },
      ],
    },
    {
      name: 'offered',
      type: 'group',
      label: t('ما يملكه العميل', 'What they own'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'type', type: 'relationship', relationTo: 'property-types', label: t('النوع', 'Type') },
            { name: 'city', type: 'relationship', relationTo: 'cities', label: t('المدينة', 'City') },
            { name: 'location', type: 'text', label: t('الموقع', 'Location') },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'area', type: 'number', min: 0, label: t('المساحة (م²)', 'Area (m²)') },
            { name: 'bedrooms', type: 'number', min: 0, label: t('غرف النوم', 'Bedrooms') },
            { name: 'bathrooms', type: 'number', min: 0, label: t('الحمامات', 'Bathrooms') },
            { name: 'estimatedValue', type: 'number', min: 0, label: t('القيمة التقديرية', 'Estimated value') },
            { name: 'currency', type: 'text', label: t('العملة', 'Currency') },
          ],
        },
        { name: 'description', type: 'textarea', label: t('الوصف', 'Description') },
        { name: 'photos', type: 'upload', relationTo: 'exchange-photos', hasMany: true, maxRows: 6, label: t('الصور', 'Photos') },
      ],
    },
    {
      name: 'wanted',
      type: 'group',
      label: t('ما يريده في المقابل', 'What they want'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'type', type: 'relationship', relationTo: 'property-types', label: t('النوع', 'Type') },
            { name: 'city', type: 'relationship', relationTo: 'cities', label: t('المدينة', 'City') },
            { name: 'budget', type: 'number', min: 0, label: t('الميزانية', 'Budget') },
          ],
        },
        { name: 'description', type: 'textarea', label: t('التفاصيل', 'Details') },
      ],
    },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'new', label: t('الحالة', 'Status'), options: statusOptions },
    { name: 'assignedTo', type: 'relationship', relationTo: 'team-members', label: t('الوكيل المسؤول', 'Assigned agent') },
    localeField,
    notesField,
    idempotencyField,
  ],
}

/**
 * Photos visitors send with an exchange request: private like the request itself (sales and admins
 * only), stored outside anything public, re-encoded on upload so no camera metadata (GPS) is kept.
 */
export const ExchangePhotos: CollectionConfig = {
  slug: 'exchange-photos',
  labels: { singular: t('صورة طلب مبادلة', 'Exchange photo'), plural: t('صور طلبات المبادلة', 'Exchange photos') },
  admin: { group, hidden: ({ user }) => !hasRole(user as { roles?: unknown }, 'admin', 'sales') },
  access: { read: isSales, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    staticDir: path.join(privateFilesDir(), 'exchange-photos'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    resizeOptions: { width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [{ name: 'thumb', width: 400, height: 300, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 72 } } }],
    adminThumbnail: 'thumb',
  },
  fields: [],
}

export const CvFiles: CollectionConfig = {
  slug: 'cv-files',
  labels: { singular: t('سيرة ذاتية', 'CV file'), plural: t('ملفات السير الذاتية', 'CV files') },
  admin: { group, hidden: ({ user }) => !(Array.isArray(user?.roles) && (user.roles.includes('admin') || user.roles.includes('hr'))) },
  access: { read: isHR, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    staticDir: privateFilesDir(),
    mimeTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  fields: [],
}

export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  hooks: { afterChange: [queueStaffNotification] },
  labels: { singular: t('طلب توظيف', 'Job application'), plural: t('طلبات التوظيف', 'Job applications') },
  admin: { useAsTitle: 'name', defaultColumns: ['createdAt', 'name', 'career', 'status'], group },
  access: { read: isHR, update: isHR, create: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: t('الاسم', 'Name') },
        { name: 'email', type: 'email', required: true, label: t('البريد الإلكتروني', 'Email') },
        { name: 'phone', type: 'text', required: true, label: t('الهاتف', 'Phone') },
      ],
    },
    { name: 'career', type: 'relationship', relationTo: 'careers', label: t('الوظيفة', 'Position') },
    { name: 'coverNote', type: 'textarea', label: t('رسالة التقديم', 'Cover note') },
    { name: 'cv', type: 'upload', relationTo: 'cv-files', required: true, label: t('السيرة الذاتية', 'CV') },
    { name: 'consent', type: 'checkbox', required: true, label: t('موافقة على معالجة البيانات', 'Consent to data processing') },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'new',
      label: t('الحالة', 'Status'),
      options: options([
        ['new', 'جديد', 'New'],
        ['reviewing', 'قيد المراجعة', 'Reviewing'],
        ['interview', 'مقابلة', 'Interview'],
        ['offer', 'عرض وظيفي', 'Offer'],
        ['hired', 'تم التعيين', 'Hired'],
        ['rejected', 'مرفوض', 'Rejected'],
      ]),
    },
    localeField,
    notesField,
    idempotencyField,
  ],
}

export const tapChannels = ['whatsapp', 'call', 'email'] as const

/**
 * A tap on a WhatsApp, call or e-mail link of the site: which channel, on which listing or team
 * member's card, on which page and in which language. No personal data: a tap is a lead that left
 * by phone or chat, counted for sales next to the form leads.
 */
export const Taps: CollectionConfig = {
  slug: 'taps',
  labels: { singular: t('نقرة تواصل', 'Contact tap'), plural: t('نقرات التواصل', 'Contact taps') },
  admin: { defaultColumns: ['createdAt', 'channel', 'property', 'project', 'member', 'page', 'locale'], group },
  access: { read: isSales, update: nobody, create: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          type: 'select',
          required: true,
          index: true,
          label: t('القناة', 'Channel'),
          options: options([['whatsapp', 'واتساب', 'WhatsApp'], ['call', 'اتصال', 'Call'], ['email', 'البريد الإلكتروني', 'E-mail']]),
          admin: { readOnly: true },
        },
        { ...localeField },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', index: true, label: t('العقار', 'Property'), admin: { readOnly: true } },
        { name: 'project', type: 'relationship', relationTo: 'projects', index: true, label: t('المشروع', 'Project'), admin: { readOnly: true } },
        { name: 'member', type: 'relationship', relationTo: 'team-members', index: true, label: t('عضو الفريق', 'Team member'), admin: { readOnly: true } },
      ],
    },
    { name: 'page', type: 'text', label: t('الصفحة', 'Page'), admin: { readOnly: true } },
  ],
}
