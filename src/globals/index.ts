import type { Field, GlobalConfig } from 'payload'
import { anyone, isAdmin, isEditor } from '@/access'
import { options, t } from '@/fields'
import { revalidateGlobal } from '@/collections/hooks/revalidate'

const group = t('الإعدادات', 'Settings')

/** Field names follow SPEC §3 (seo_settings.seo_title, appearance_settings.favicon, …). */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: t('إعدادات الموقع', 'Site settings'),
  admin: { group },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal('settings')] },
  fields: [
    {
      name: 'seo_settings',
      type: 'group',
      label: t('تحسين محركات البحث', 'SEO'),
      fields: [
        { name: 'seo_title', type: 'text', localized: true, label: t('عنوان الموقع', 'Site title') },
        { name: 'seo_description', type: 'textarea', localized: true, label: t('وصف الموقع', 'Site description') },
        { name: 'seo_image', type: 'upload', relationTo: 'media', label: t('صورة المشاركة', 'Share image') },
      ],
    },
    {
      name: 'appearance_settings',
      type: 'group',
      label: t('المظهر', 'Appearance'),
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media', label: t('الشعار', 'Logo') },
        { name: 'favicon', type: 'upload', relationTo: 'media', label: t('أيقونة الموقع', 'Favicon') },
        {
          name: 'color1',
          type: 'text',
          defaultValue: '#0b2a5b',
          label: t('اللون الأساسي', 'Primary colour'),
          validate: (value: unknown) => (value == null || value === '' || (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)) ? true : '#RRGGBB'),
        },
      ],
    },
    {
      name: 'contact_info',
      type: 'group',
      label: t('بيانات التواصل', 'Contact details'),
      fields: [
        { name: 'contact_phone', type: 'text', label: t('الهاتف', 'Phone') },
        { name: 'contact_email', type: 'email', label: t('البريد الإلكتروني', 'Email') },
        { name: 'contact_whatsapp_number', type: 'text', label: t('رقم واتساب', 'WhatsApp number') },
        { name: 'contact_address', type: 'textarea', localized: true, label: t('العنوان', 'Address') },
        { name: 'notify_email', type: 'email', label: t('بريد استلام الطلبات', 'Email that receives leads') },
      ],
    },
    {
      name: 'social_links',
      type: 'array',
      label: t('روابط التواصل الاجتماعي', 'Social links'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'platform',
              type: 'select',
              required: true,
              label: t('المنصة', 'Platform'),
              options: options([
                ['facebook', 'فيسبوك', 'Facebook'],
                ['instagram', 'إنستغرام', 'Instagram'],
                ['x', 'إكس', 'X'],
                ['linkedin', 'لينكدإن', 'LinkedIn'],
                ['youtube', 'يوتيوب', 'YouTube'],
                ['tiktok', 'تيك توك', 'TikTok'],
                ['snapchat', 'سناب شات', 'Snapchat'],
              ]),
            },
            { name: 'url', type: 'text', required: true, label: t('الرابط', 'URL') },
          ],
        },
      ],
    },
    { name: 'default_currency', type: 'text', defaultValue: 'AED', label: t('العملة الافتراضية', 'Default currency') },
    { name: 'agency_locale', type: 'select', defaultValue: 'ar', label: t('لغة رسائل الفريق', 'Language of staff emails'), options: options([['ar', 'العربية', 'Arabic'], ['en', 'الإنجليزية', 'English']]) },
  ],
}

const linkFields: Field[] = [
  { name: 'label', type: 'text', localized: true, required: true, label: t('النص', 'Label') },
  { name: 'href', type: 'text', required: true, label: t('الرابط', 'Link'), admin: { description: t('مسار داخل الموقع مثل /properties', 'A site path such as /properties') } },
]

export const Menus: GlobalConfig = {
  slug: 'menus',
  label: t('القوائم', 'Menus'),
  admin: { group },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal('menus')] },
  fields: [
    {
      name: 'header',
      type: 'array',
      label: t('القائمة العلوية', 'Header menu'),
      fields: [...linkFields, { name: 'children', type: 'array', label: t('روابط فرعية', 'Sub-links'), fields: linkFields }],
    },
    {
      name: 'footer',
      type: 'array',
      label: t('أعمدة التذييل', 'Footer columns'),
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, label: t('العنوان', 'Title') },
        { name: 'links', type: 'array', label: t('الروابط', 'Links'), fields: linkFields },
      ],
    },
  ],
}
