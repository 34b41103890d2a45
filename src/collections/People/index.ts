import type { CollectionConfig } from 'payload'
import { isEditor, publishedOrEditor } from '@/access'
import { options, publishedField, slugField, t, titleField } from '@/fields'
import { revalidateHooks } from '../hooks/revalidate'

const access = { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor }
const group = t('الفريق والفروع', 'Team and branches')
const order = { name: 'order', type: 'number' as const, defaultValue: 0, label: t('الترتيب', 'Order'), admin: { position: 'sidebar' as const } }

export const weekdays = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: t('عضو فريق', 'Team member'), plural: t('فريق العمل', 'Team') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'jobTitle', 'phone', 'branch'], group },
  access,
  defaultSort: 'order',
  hooks: revalidateHooks('team'),
  fields: [
    titleField('name', 'الاسم', 'Name'),
    { name: 'jobTitle', type: 'text', localized: true, label: t('المسمى الوظيفي', 'Job title') },
    { name: 'bio', type: 'textarea', localized: true, label: t('نبذة', 'Bio') },
    { name: 'photo', type: 'upload', relationTo: 'media', label: t('الصورة', 'Photo') },
    { name: 'branch', type: 'relationship', relationTo: 'branches', index: true, label: t('الفرع', 'Branch') },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      label: t('اللغات', 'Languages'),
      options: options([['ar', 'العربية', 'Arabic'], ['en', 'الإنجليزية', 'English'], ['fr', 'الفرنسية', 'French'], ['ur', 'الأردية', 'Urdu'], ['ru', 'الروسية', 'Russian'], ['hi', 'الهندية', 'Hindi']]),
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: t('الهاتف', 'Phone') },
        { name: 'whatsapp', type: 'text', label: t('واتساب', 'WhatsApp') },
        { name: 'email', type: 'email', label: t('البريد الإلكتروني', 'Email') },
      ],
    },
    { name: 'isAgent', type: 'checkbox', defaultValue: true, label: t('وكيل عقاري', 'Property agent') },
    slugField,
    order,
    publishedField,
  ],
}

export const Branches: CollectionConfig = {
  slug: 'branches',
  labels: { singular: t('فرع', 'Branch'), plural: t('الفروع', 'Branches') },
  admin: { useAsTitle: 'name', group },
  access,
  defaultSort: 'order',
  hooks: revalidateHooks('branches'),
  fields: [
    titleField('name', 'الاسم', 'Name'),
    { name: 'address', type: 'textarea', localized: true, label: t('العنوان', 'Address') },
    { name: 'city', type: 'relationship', relationTo: 'cities', label: t('المدينة', 'City') },
    {
      name: 'phones',
      type: 'array',
      label: t('الهواتف', 'Phones'),
      fields: [{ name: 'number', type: 'text', required: true, label: t('الرقم', 'Number') }],
    },
    {
      type: 'row',
      fields: [
        { name: 'whatsapp', type: 'text', label: t('واتساب', 'WhatsApp') },
        { name: 'email', type: 'email', label: t('البريد الإلكتروني', 'Email') },
        { name: 'timeZone', type: 'text', required: true, defaultValue: 'Asia/Dubai', label: t('المنطقة الزمنية', 'Time zone') },
      ],
    },
    {
      name: 'hours',
      type: 'array',
      label: t('ساعات العمل', 'Opening hours'),
      fields: [
        {
          name: 'days',
          type: 'select',
          hasMany: true,
          required: true,
          label: t('الأيام', 'Days'),
          options: options([
            ['sat', 'السبت', 'Saturday'],
            ['sun', 'الأحد', 'Sunday'],
            ['mon', 'الاثنين', 'Monday'],
            ['tue', 'الثلاثاء', 'Tuesday'],
            ['wed', 'الأربعاء', 'Wednesday'],
            ['thu', 'الخميس', 'Thursday'],
            ['fri', 'الجمعة', 'Friday'],
          ]),
        },
        {
          type: 'row',
          fields: [
            { name: 'opens', type: 'text', required: true, label: t('يفتح', 'Opens'), admin: { placeholder: '09:00' } },
            { name: 'closes', type: 'text', required: true, label: t('يغلق', 'Closes'), admin: { placeholder: '18:00' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, label: t('خط العرض', 'Latitude') },
        { name: 'longitude', type: 'number', required: true, label: t('خط الطول', 'Longitude') },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media', label: t('الصورة', 'Photo') },
    slugField,
    order,
    publishedField,
  ],
}
