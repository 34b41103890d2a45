/** The settings and menus globals. */
import type { Payload } from 'payload'

type Common = { overrideAccess: true; depth: 0; context: Record<string, unknown> }
type Row = { id?: string | null; [k: string]: unknown }
type Link = { ar: string; en: string; href: string }
type MenuItem = Link & { children?: Link[] }

const header: MenuItem[] = [
  {
    ar: 'العقارات', en: 'Properties', href: '/properties',
    children: [
      { ar: 'للبيع', en: 'For sale', href: '/properties?purpose=sale' },
      { ar: 'للإيجار', en: 'For rent', href: '/properties?purpose=rent' },
      { ar: 'جولات افتراضية', en: 'Virtual tours', href: '/properties?virtual=1' },
      { ar: 'تصفح حسب التصنيف', en: 'Browse by category', href: '/property' },
    ],
  },
  { ar: 'المشاريع', en: 'Projects', href: '/projects', children: [{ ar: 'كل المشاريع', en: 'All projects', href: '/projects' }, { ar: 'قارن المشاريع', en: 'Compare projects', href: '/compare' }] },
  { ar: 'العقارات الفاخرة', en: 'Luxury', href: '/luxury-property' },
  { ar: 'التقسيط', en: 'Payment plans', href: '/plans' },
  { ar: 'استكشف الخريطة', en: 'Map', href: '/discover' },
  { ar: 'المدونة', en: 'Blog', href: '/blogs', children: [{ ar: 'المقالات', en: 'Articles', href: '/blogs' }, { ar: 'مؤشرات السوق', en: 'Market insights', href: '/insights' }, { ar: 'الفيديوهات', en: 'Videos', href: '/videos' }] },
  { ar: 'من نحن', en: 'About us', href: '/about-us', children: [{ ar: 'فريقنا', en: 'Our team', href: '/our-team' }, { ar: 'فروعنا', en: 'Our branches', href: '/our-branches' }, { ar: 'الوظائف', en: 'Careers', href: '/careers' }] },
  { ar: 'اتصل بنا', en: 'Contact us', href: '/contact-us' },
]

const footer: Array<{ ar: string; en: string; links: Link[] }> = [
  {
    ar: 'العقارات', en: 'Properties',
    links: [
      { ar: 'عقارات للبيع', en: 'Properties for sale', href: '/properties?purpose=sale' },
      { ar: 'عقارات للإيجار', en: 'Properties for rent', href: '/properties?purpose=rent' },
      { ar: 'المشاريع الجديدة', en: 'New projects', href: '/projects' },
      { ar: 'العقارات الفاخرة', en: 'Luxury homes', href: '/luxury-property' },
      { ar: 'مؤشرات السوق', en: 'Market insights', href: '/insights' },
    ],
  },
  {
    ar: 'الشركة', en: 'Company',
    links: [
      { ar: 'من نحن', en: 'About us', href: '/about-us' },
      { ar: 'خدماتنا', en: 'Our services', href: '/services' },
      { ar: 'فريقنا', en: 'Our team', href: '/our-team' },
      { ar: 'فروعنا', en: 'Our branches', href: '/our-branches' },
      { ar: 'الوظائف', en: 'Careers', href: '/careers' },
    ],
  },
  {
    ar: 'المساعدة', en: 'Help',
    links: [
      { ar: 'الأسئلة الشائعة', en: 'FAQ', href: '/faq' },
      { ar: 'الفيديوهات', en: 'Videos', href: '/videos' },
      { ar: 'نموذج المقايضة', en: 'Exchange form', href: '/form' },
      { ar: 'اتصل بنا', en: 'Contact us', href: '/contact-us' },
    ],
  },
  {
    ar: 'السياسات', en: 'Policies',
    links: [
      { ar: 'سياسة الدفع', en: 'Payment policy', href: '/payment-policy' },
      { ar: 'سياسة الخصوصية', en: 'Privacy policy', href: '/privacy-policy' },
      { ar: 'سياسة الاسترجاع', en: 'Return policy', href: '/return-policy' },
      { ar: 'الشروط والأحكام', en: 'Terms and conditions', href: '/terms-and-conditions' },
    ],
  },
]

const ov = (rows: Row[] | null | undefined, en: Array<Record<string, unknown>>): Row[] => (rows ?? []).map((row, i) => ({ ...row, ...(en[i] ?? {}) }))

export async function seedGlobals(payload: Payload, o: { logo: number; shareImage: number; common: Common }): Promise<void> {
  const { common } = o
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'ar',
    data: {
      seo_settings: { seo_title: 'منزل للعقارات', seo_description: 'شقق وفلل ومشاريع جديدة للبيع والإيجار في الإمارات والسعودية ومصر، مع مستشارين يعرفون السوق.', seo_image: o.shareImage },
      appearance_settings: { logo: o.logo, favicon: o.logo, color1: '#0b2a5b' },
      contact_info: {
        contact_phone: '+971 4 555 1200',
        contact_email: 'hello@manzil.example',
        contact_whatsapp_number: '+971 50 123 4567',
        contact_address: 'برج الأعمال، الطابق 14، الخليج التجاري، دبي، الإمارات العربية المتحدة',
        notify_email: 'leads@manzil.example',
      },
      social_links: [
        { platform: 'instagram', url: 'https://www.instagram.com/manzil.realestate' },
        { platform: 'facebook', url: 'https://www.facebook.com/manzil.realestate' },
        { platform: 'x', url: 'https://x.com/manzil_re' },
        { platform: 'linkedin', url: 'https://www.linkedin.com/company/manzil-real-estate' },
        { platform: 'youtube', url: 'https://www.youtube.com/@manzilrealestate' },
        { platform: 'tiktok', url: 'https://www.tiktok.com/@manzil.realestate' },
      ],
      default_currency: 'AED',
      agency_locale: 'ar',
    },
    ...common,
  })
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'en',
    data: {
      seo_settings: { seo_title: 'Manzil Real Estate', seo_description: 'Apartments, villas and new projects for sale and rent in the UAE, Saudi Arabia and Egypt, with advisers who know the market.', seo_image: o.shareImage },
      contact_info: {
        contact_phone: '+971 4 555 1200',
        contact_email: 'hello@manzil.example',
        contact_whatsapp_number: '+971 50 123 4567',
        contact_address: 'Business Tower, 14th floor, Business Bay, Dubai, United Arab Emirates',
        notify_email: 'leads@manzil.example',
      },
    },
    ...common,
  })

  const menus = await payload.updateGlobal({
    slug: 'menus',
    locale: 'ar',
    data: {
      header: header.map((h) => ({ label: h.ar, href: h.href, children: (h.children ?? []).map((c) => ({ label: c.ar, href: c.href })) })),
      footer: footer.map((f) => ({ title: f.ar, links: f.links.map((l) => ({ label: l.ar, href: l.href })) })),
    },
    ...common,
  })
  await payload.updateGlobal({
    slug: 'menus',
    locale: 'en',
    data: {
      header: ov(menus.header, header.map((h) => ({ label: h.en }))).map((row, i) => ({
        ...row,
        children: ov((row.children as Row[] | null | undefined) ?? [], (header[i]?.children ?? []).map((c) => ({ label: c.en }))),
      })) as never,
      footer: ov(menus.footer, footer.map((f) => ({ title: f.en }))).map((row, i) => ({
        ...row,
        links: ov((row.links as Row[] | null | undefined) ?? [], (footer[i]?.links ?? []).map((l) => ({ label: l.en }))),
      })) as never,
    },
    ...common,
  })
}
