/** The CMS pages: home-page, about-us and why-manzil, built from blocks. */
import type { Payload } from 'payload'
import { richAr, richEn } from './lexical'
import type { MediaPool } from './media'

type Common = { overrideAccess: true; depth: 0; context: Record<string, unknown> }
type Block = { id?: string | null; blockType: string; [k: string]: unknown }

/** English values over the Arabic blocks, keeping the ids of blocks and of their nested rows. */
function overlayBlocks(ar: Block[] | null | undefined, en: Array<Record<string, unknown>>): Block[] {
  return (ar ?? []).map((block, i) => {
    const patch = en[i] ?? {}
    const merged: Block = { ...block, ...patch }
    for (const [key, value] of Object.entries(patch)) {
      const arRows = block[key]
      if (Array.isArray(value) && Array.isArray(arRows)) {
        merged[key] = arRows.map((row: Record<string, unknown>, k: number) => ({ ...row, ...((value[k] as Record<string, unknown>) ?? {}) }))
      }
    }
    return merged
  })
}

type Seo = { ar: string; en: string; title?: { ar: string; en: string } }

async function page(payload: Payload, common: Common, permalink: string, title: { ar: string; en: string }, seo: Seo, image: number, ar: Block[], en: Array<Record<string, unknown>>) {
  const doc = await payload.create({
    collection: 'pages',
    locale: 'ar',
    data: { title: title.ar, permalink, layout: ar as never, published: true, seo: { title: seo.title?.ar ?? title.ar, description: seo.ar, image } },
    ...common,
  })
  await payload.update({
    collection: 'pages',
    id: doc.id,
    locale: 'en',
    data: { title: title.en, layout: overlayBlocks(doc.layout as Block[], en) as never, seo: { title: seo.title?.en ?? title.en, description: seo.en, image } },
    ...common,
  })
}

export async function seedPages(
  payload: Payload,
  o: { pool: MediaPool; featuredIds: number[]; luxuryIds: number[]; projectIds: number[]; faqIds: number[]; teamCount: number; common: Common },
): Promise<void> {
  const { pool, common } = o
  const hero = pool.towers[2] as number

  await page(
    payload, common, 'home-page',
    { ar: 'الرئيسية', en: 'Home' },
    {
      ar: 'ابحث عن بيتك القادم بين آلاف العقارات للبيع والإيجار في الإمارات والسعودية ومصر.',
      en: 'Find your next home among thousands of properties for sale and rent in the UAE, Saudi Arabia and Egypt.',
      // The home page's title is the site's own in search results: the name and what it offers, not "Home".
      title: { ar: 'منزل للعقارات: شقق وفلل ومشاريع للبيع والإيجار', en: 'Manzil Real Estate: homes for sale and rent' },
    },
    hero,
    [
      { blockType: 'hero', heading: 'بيتك القادم يبدأ من هنا', subheading: 'شقق وفلل ومشاريع جديدة للبيع والإيجار في دبي وأبوظبي والرياض وجدة والقاهرة والساحل الشمالي.', image: hero, showSearch: true },
      { blockType: 'featuredProperties', heading: 'عقارات مختارة', intro: 'انتقاها مستشارونا هذا الأسبوع لموقعها وسعرها ومزاياها.', properties: o.featuredIds.slice(0, 6), limit: 6 },
      { blockType: 'featuredProjects', heading: 'مشاريع جديدة', intro: 'أحدث المشاريع على الخريطة بخطط سداد مرنة.', projects: o.projectIds.slice(0, 3), limit: 3 },
      { blockType: 'luxuryStrip', heading: 'مجموعة منزل الفاخرة', intro: 'بيوت استثنائية لمن يبحث عن الأفضل.', limit: 4 },
      { blockType: 'servicesList', heading: 'كيف نساعدك', intro: 'من البحث الأول حتى استلام المفتاح، ومن بعده أيضًا.', limit: 6 },
      { blockType: 'latestArticles', heading: 'من مدونتنا', limit: 3 },
      {
        blockType: 'figures',
        heading: 'منزل بالأرقام',
        items: [
          { value: '240+', label: 'عقار متاح', source: 'listings' },
          { value: '17', label: 'مدينة في ثلاث دول', source: 'cities' },
          { value: '14', label: 'مشروعًا جديدًا', source: 'projects' },
          { value: '14', label: 'عامًا من الخبرة' },
        ],
      },
      { blockType: 'cta', heading: 'تريد بيع عقارك أو تأجيره؟', intro: 'احصل على تقييم مجاني خلال 48 ساعة من مستشار يعرف منطقتك.', buttonLabel: 'اطلب تقييمًا مجانيًا', buttonHref: '/contact-us' },
    ],
    [
      { heading: 'Your next home starts here', subheading: 'Apartments, villas and new projects for sale and rent in Dubai, Abu Dhabi, Riyadh, Jeddah, Cairo and the North Coast.' },
      { heading: 'Hand-picked properties', intro: 'Chosen by our consultants this week for their location, price and features.' },
      { heading: 'New projects', intro: 'The latest off-plan launches with flexible payment plans.' },
      { heading: 'The Manzil luxury collection', intro: 'Exceptional homes for those who want the very best.' },
      { heading: 'How we help', intro: 'From the first search to the keys in your hand, and beyond.' },
      { heading: 'From our blog' },
      { heading: 'Manzil in numbers', items: [{ label: 'Properties available' }, { label: 'Cities in three countries' }, { label: 'New projects' }, { label: 'Years of experience' }] },
      { heading: 'Selling or letting your property?', intro: 'Get a free valuation within 48 hours from a consultant who knows your area.', buttonLabel: 'Get a free valuation' },
    ],
  )

  await page(
    payload, common, 'about-us',
    { ar: 'من نحن', en: 'About us' },
    { ar: 'منزل للعقارات: وساطة عقارية موثوقة في الإمارات والسعودية ومصر منذ 2012.', en: 'Manzil Real Estate: trusted property brokerage in the UAE, Saudi Arabia and Egypt since 2012.' },
    pool.storefront[0] as number,
    [
      {
        blockType: 'richText',
        content: richAr([
          { h: 'قصتنا' },
          'بدأت منزل عام 2012 بمكتب صغير في دبي وفكرة بسيطة: أن يجد الناس بيوتهم عبر مستشارين يقولون الحقيقة عن السعر والموقع والعقد. اليوم نعمل من خمسة فروع في ثلاث دول، ويثق بنا آلاف الملاك والمشترين والمستأجرين.',
          { h: 'رسالتنا' },
          'أن نجعل قرار السكن والاستثمار أوضح وأسهل، بمعلومات دقيقة وأسعار حقيقية وخدمة تستمر بعد توقيع العقد.',
          { quote: 'البيت ليس جدرانًا فقط، بل المكان الذي تبدأ منه حياتك كل يوم.' },
        ]),
      },
      {
        blockType: 'figures',
        heading: 'إنجازاتنا',
        items: [
          { value: '6,500+', label: 'عائلة وجدت بيتها معنا' },
          { value: '5', label: 'فروع في ثلاث دول' },
          { value: '17', label: 'مدينة نعمل فيها', source: 'cities' },
          { value: '98%', label: 'من عملائنا ينصحون بنا' },
        ],
      },
      { blockType: 'team', heading: 'فريق يعرف السوق', intro: 'مستشارون يتحدثون لغتك ويعرفون أحياء مدينتك.', limit: 4 },
      { blockType: 'gallery', heading: 'مكاتبنا', images: [pool.storefront[0], pool.office[0], pool.office[1]] as number[] },
      { blockType: 'cta', heading: 'زورونا أو اتصلوا بنا', intro: 'فروعنا في دبي وأبوظبي والرياض وجدة والقاهرة الجديدة بانتظاركم.', buttonLabel: 'فروعنا', buttonHref: '/our-branches' },
    ],
    [
      {
        content: richEn([
          { h: 'Our story' },
          'Manzil started in 2012 with a small office in Dubai and a simple idea: people should find their homes through advisers who tell the truth about price, location and contract. Today we work from five branches in three countries, trusted by thousands of owners, buyers and tenants.',
          { h: 'Our mission' },
          'To make every home and investment decision clearer and easier, with accurate information, real prices and a service that carries on after the contract is signed.',
          { quote: 'A home is more than walls: it is where every day of your life begins.' },
        ]),
      },
      { heading: 'What we have achieved', items: [{ label: 'Families found their home with us' }, { label: 'Branches in three countries' }, { label: 'Cities we work in' }, { label: 'Of our clients recommend us' }] },
      { heading: 'A team that knows the market', intro: 'Consultants who speak your language and know your city’s neighbourhoods.' },
      { heading: 'Our offices' },
      { heading: 'Visit or call us', intro: 'Our branches in Dubai, Abu Dhabi, Riyadh, Jeddah and New Cairo look forward to seeing you.', buttonLabel: 'Our branches' },
    ],
  )

  await page(
    payload, common, 'why-manzil',
    { ar: 'لماذا منزل؟', en: 'Why Manzil?' },
    { ar: 'ستة أسباب تجعل آلاف العملاء يختارون منزل للعقارات.', en: 'Six reasons thousands of clients choose Manzil Real Estate.' },
    pool.interior[0] as number,
    [
      {
        blockType: 'richText',
        content: richAr([
          'نعرف أن شراء بيت أو استئجاره من أكبر القرارات في حياتك، لذلك بنينا طريقة عملنا على الوضوح والمتابعة.',
          { h: 'ما الذي يميزنا؟' },
          { ol: ['أسعار حقيقية مبنية على صفقات فعلية، لا على أمنيات', 'جولات افتراضية وصور حقيقية لكل عقار', 'مستشار واحد يرافقك من البداية حتى النهاية', 'عقود واضحة وعمولة معلنة مسبقًا', 'فروع في ثلاث دول وخبرة محلية في كل مدينة', 'خدمة ما بعد البيع: الإدارة والتأجير والصيانة'] },
        ]),
      },
      { blockType: 'image', image: pool.interior[1] as number, caption: 'نعرض كل عقار بصور حقيقية وجولة افتراضية' },
      { blockType: 'gallery', heading: 'من عقاراتنا', images: [pool.villa[0], pool.towers[1], pool.interior[2], pool.beach[0], pool.townhouses[0], pool.office[0]] as number[] },
      {
        blockType: 'figures',
        heading: 'أرقام تتحدث عنا',
        items: [
          { value: '1200', label: 'صفقة أتممناها العام الماضي' },
          { value: '48', label: 'ساعة لتقييم عقارك مجانًا' },
          { value: '4.9/5', label: 'تقييم عملائنا' },
          { value: '24/7', label: 'خدمة العملاء على مدار الساعة' },
        ],
      },
      { blockType: 'faqList', heading: 'أسئلة يطرحها عملاؤنا', faqs: o.faqIds.slice(0, 4) },
      { blockType: 'listingsGrid', heading: 'عقارات للبيع الآن', query: 'purpose=sale', limit: 3 },
      { blockType: 'cta', heading: 'جاهز للخطوة التالية؟', intro: 'تحدث مع مستشارنا اليوم، دون أي التزام.', buttonLabel: 'تواصل معنا', buttonHref: '/contact-us' },
    ],
    [
      {
        content: richEn([
          'We know that buying or renting a home is one of the biggest decisions of your life, so we built the way we work on clarity and follow-through.',
          { h: 'What sets us apart?' },
          { ol: ['Real prices based on actual deals, not wishful thinking', 'Virtual tours and genuine photos of every property', 'One consultant with you from start to finish', 'Clear contracts and commission agreed up front', 'Branches in three countries and local knowledge in every city', 'After-sales care: management, letting and maintenance'] },
        ]),
      },
      { caption: 'Every property is shown with real photos and a virtual tour' },
      { heading: 'From our listings' },
      { heading: 'Numbers that speak for us', items: [{ label: 'Deals closed last year' }, { label: 'Hours to value your property for free' }, { label: 'Our clients’ rating' }, { label: 'Customer care, day and night' }] },
      { heading: 'Questions our clients ask' },
      { heading: 'Properties for sale now' },
      { heading: 'Ready for the next step?', intro: 'Talk to one of our consultants today, with no obligation.', buttonLabel: 'Contact us' },
    ],
  )
}
