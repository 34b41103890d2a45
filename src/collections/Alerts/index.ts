import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access'
import { options, t } from '@/fields'

/**
 * Saved searches with e-mail alerts (src/lib/alerts.ts, src/server/alerts). Visitors' addresses:
 * only admins see them. Records are made and changed by the site (the "Alert me" form, the links in
 * the mails), never in the admin; an admin may delete one.
 */
export const SearchAlerts: CollectionConfig = {
  slug: 'search-alerts',
  labels: { singular: t('تنبيه بحث', 'Search alert'), plural: t('تنبيهات البحث', 'Search alerts') },
  admin: { useAsTitle: 'email', defaultColumns: ['createdAt', 'email', 'kind', 'frequency', 'status', 'lastSentAt', 'sentCount'], group: t('الطلبات الواردة', 'Inbox') },
  access: { read: isAdmin, update: nobody, create: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['status', 'nextRunAt'] }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true, label: t('البريد الإلكتروني', 'Email') },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pending',
          label: t('الحالة', 'Status'),
          options: options([['pending', 'بانتظار التأكيد', 'Awaiting confirmation'], ['active', 'فعال', 'Active'], ['unsubscribed', 'ملغى', 'Unsubscribed']]),
        },
        {
          name: 'frequency',
          type: 'select',
          required: true,
          defaultValue: 'daily',
          label: t('التكرار', 'Frequency'),
          options: options([['instant', 'فوري', 'Instantly'], ['daily', 'يومي', 'Daily'], ['weekly', 'أسبوعي', 'Weekly']]),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, defaultValue: 'properties', label: t('البحث في', 'Searches'), options: options([['properties', 'العقارات', 'Properties'], ['projects', 'المشاريع', 'Projects']]) },
        { name: 'luxury', type: 'checkbox', defaultValue: false, label: t('العقارات الفاخرة', 'Luxury properties') },
        {
          name: 'locale',
          type: 'select',
          required: true,
          defaultValue: 'ar',
          label: t('لغة الزائر', 'Visitor language'),
          options: options([['ar', 'العربية', 'Arabic'], ['en', 'الإنجليزية', 'English']]),
        },
        { name: 'currency', type: 'text', label: t('العملة', 'Currency') },
      ],
    },
    { name: 'query', type: 'text', label: t('البحث', 'Search'), admin: { description: t('معايير البحث كما في رابط صفحة البحث', 'The search, as in the search page’s address') } },
    {
      type: 'row',
      fields: [
        { name: 'confirmedAt', type: 'date', label: t('تاريخ التأكيد', 'Confirmed on'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastSentAt', type: 'date', label: t('آخر رسالة', 'Last mail'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'sentCount', type: 'number', defaultValue: 0, label: t('الرسائل المرسلة', 'Mails sent') },
        { name: 'unsubscribedAt', type: 'date', label: t('تاريخ الإلغاء', 'Unsubscribed on'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    // The schedule (src/lib/alerts.ts): when it is next looked at, up to when it was, and a look under way.
    { name: 'nextRunAt', type: 'date', admin: { hidden: true } },
    { name: 'checkedUpTo', type: 'date', admin: { hidden: true } },
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    { name: 'sentKeys', type: 'json', admin: { hidden: true } },
    /** The secret of the links in its mails (confirm, manage, unsubscribe): whoever has it has the address's mail. */
    { name: 'token', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
  ],
}
