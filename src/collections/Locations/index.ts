import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/access'
import { t, titleField } from '@/fields'
import { revalidateHooks } from '../hooks/revalidate'
import { marketPermitsField } from '../hooks/permits'

const access = { read: anyone, create: isEditor, update: isEditor, delete: isEditor }
const group = t('المواقع', 'Locations')
const order = { name: 'order', type: 'number' as const, defaultValue: 0, label: t('الترتيب', 'Order') }

export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: { singular: t('دولة', 'Country'), plural: t('الدول', 'Countries') },
  admin: { useAsTitle: 'name', group },
  access,
  defaultSort: 'order',
  hooks: revalidateHooks('locations'),
  fields: [
    titleField('name', 'الاسم', 'Name'),
    { name: 'code', type: 'text', required: true, unique: true, label: t('الرمز (ISO)', 'Code (ISO)') },
    { name: 'phoneCode', type: 'text', label: t('رمز الاتصال', 'Dialling code') },
    { name: 'currency', type: 'text', label: t('العملة', 'Currency') },
    order,
    marketPermitsField('country'),
  ],
}

export const States: CollectionConfig = {
  slug: 'states',
  labels: { singular: t('منطقة', 'State'), plural: t('المناطق', 'States') },
  admin: { useAsTitle: 'name', group, defaultColumns: ['name', 'country'] },
  access,
  defaultSort: 'order',
  hooks: revalidateHooks('locations'),
  fields: [
    titleField('name', 'الاسم', 'Name'),
    { name: 'country', type: 'relationship', relationTo: 'countries', required: true, index: true, label: t('الدولة', 'Country') },
    order,
    marketPermitsField('state'),
  ],
}

export const Cities: CollectionConfig = {
  slug: 'cities',
  labels: { singular: t('مدينة', 'City'), plural: t('المدن', 'Cities') },
  admin: { useAsTitle: 'name', group, defaultColumns: ['name', 'state', 'country'] },
  access,
  defaultSort: 'order',
  hooks: revalidateHooks('locations'),
  fields: [
    titleField('name', 'الاسم', 'Name'),
    { name: 'state', type: 'relationship', relationTo: 'states', required: true, index: true, label: t('المنطقة', 'State') },
    { name: 'country', type: 'relationship', relationTo: 'countries', required: true, index: true, label: t('الدولة', 'Country') },
    { name: 'timeZone', type: 'text', defaultValue: 'Asia/Dubai', label: t('المنطقة الزمنية', 'Time zone') },
    { name: 'latitude', type: 'number', label: t('خط العرض', 'Latitude') },
    { name: 'longitude', type: 'number', label: t('خط الطول', 'Longitude') },
    order,
  ],
}
