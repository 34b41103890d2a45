import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/access'
import { t } from '@/fields'
import { revalidateHooks } from '../hooks/revalidate'
import { repriceListings } from './hooks'

const revalidate = revalidateHooks('currencies')

export const Currencies: CollectionConfig = {
  slug: 'currencies',
  labels: { singular: t('عملة', 'Currency'), plural: t('العملات', 'Currencies') },
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'name', 'rate', 'enabled', 'isDefault'], group: t('الإعدادات', 'Settings') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: { ...revalidate, afterChange: [repriceListings, ...revalidate.afterChange] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          label: t('الرمز (ISO 4217)', 'Code (ISO 4217)'),
          validate: (value: unknown) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? true : 'ISO 4217: three capital letters'),
        },
        { name: 'name', type: 'text', localized: true, required: true, label: t('الاسم', 'Name') },
        { name: 'symbol', type: 'text', localized: true, required: true, label: t('الرمز المختصر', 'Symbol') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rate',
          type: 'number',
          required: true,
          min: 0.000001,
          label: t('سعر الصرف مقابل العملة الأساسية', 'Rate against the base currency'),
          admin: { description: t('كم وحدة من هذه العملة تساوي وحدة واحدة من العملة الأساسية', 'Units of this currency per one unit of the base currency') },
        },
        { name: 'decimals', type: 'number', required: true, defaultValue: 0, min: 0, max: 4, label: t('الخانات العشرية', 'Decimals') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true, label: t('مفعلة', 'Enabled') },
        { name: 'isDefault', type: 'checkbox', defaultValue: false, label: t('العملة الافتراضية للعرض', 'Default for display') },
        { name: 'isBase', type: 'checkbox', defaultValue: false, label: t('العملة الأساسية', 'Base currency') },
      ],
    },
    {
      name: 'areaUnit',
      type: 'select',
      defaultValue: 'm2',
      options: [
        { value: 'm2', label: t('متر مربع (م²)', 'Square metres (m²)') },
        { value: 'sqft', label: t('قدم مربع (قدم²)', 'Square feet (sq ft)') },
      ],
      label: t('وحدة المساحة لزوار هذه العملة', 'Area unit for visitors of this currency'),
      admin: {
        description: t(
          'الوحدة التي يرى بها الزائر المساحات ما لم يختر غيرها: القدم المربع في الإمارات، والمتر المربع في السعودية ومصر. تُحفظ المساحات دائمًا بالمتر المربع.',
          'The unit a visitor sees areas in until they choose another: square feet in the UAE, square metres in Saudi Arabia and Egypt. Areas are always stored in square metres.',
        ),
      },
    },
    { name: 'order', type: 'number', defaultValue: 0, label: t('الترتيب', 'Order') },
  ],
}
