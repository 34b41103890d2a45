/**
 * The contract suite's own small data set, written through Payload into a fresh database
 * (run by global-setup in a child process with DATA_DIR / DATABASE_URL pointing at it).
 */
import { getPayload } from 'payload'
import sharp from 'sharp'
import { minimalPdf } from './files'

const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
const kind = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite'
const { migrations } = kind === 'postgres' ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
await payload.db.migrate({ migrations: migrations as unknown as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })

const loc = <T>(ar: T, en: T) => ({ ar, en })
async function both<C extends Parameters<typeof payload.create>[0]['collection']>(collection: C, ar: Record<string, unknown>, en: Record<string, unknown>) {
  const doc = await payload.create({ collection, locale: 'ar', data: ar as never, context: { skipRevalidate: true } })
  await payload.update({ collection, id: doc.id, locale: 'en', data: en as never, context: { skipRevalidate: true } })
  return doc as { id: number }
}
void loc

// One picture for every record that shows one (its sizes, the 1200×630 share image included, made on upload) and a brochure.
const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#35607a' } }).jpeg().toBuffer()
const image = await payload.create({ collection: 'media', locale: 'ar', data: { alt: 'واجهة المبنى' }, file: { data: picture, mimetype: 'image/jpeg', name: 'fixture-building.jpg', size: picture.length }, context: { skipRevalidate: true } })
await payload.update({ collection: 'media', id: image.id, locale: 'en', data: { alt: 'The front of the building' }, context: { skipRevalidate: true } })
const pdf = minimalPdf('Gulf Towers')
const brochure = await payload.create({ collection: 'media', data: { alt: 'كتيب' }, file: { data: pdf, mimetype: 'application/pdf', name: 'fixture-brochure.pdf', size: pdf.length }, context: { skipRevalidate: true } })

await payload.create({ collection: 'currencies', data: { code: 'AED', name: 'درهم', symbol: 'د.إ', rate: 1, decimals: 0, isBase: true, isDefault: true, order: 1 } })
await payload.create({ collection: 'currencies', data: { code: 'USD', name: 'دولار', symbol: '$', rate: 0.2723, decimals: 2, order: 2 } })
await payload.create({ collection: 'currencies', data: { code: 'EUR', name: 'يورو', symbol: '€', rate: 0.25, decimals: 2, enabled: false, order: 3 } })
await payload.updateGlobal({ slug: 'settings', locale: 'ar', data: { seo_settings: { seo_title: 'منزل', seo_image: image.id }, appearance_settings: { logo: image.id }, contact_info: { contact_whatsapp_number: '+971 50 000 0000', notify_email: 'private@example.test' }, default_currency: 'AED' } })
await payload.updateGlobal({ slug: 'settings', locale: 'en', data: { seo_settings: { seo_title: 'Manzil' } } })
await payload.updateGlobal({ slug: 'menus', locale: 'ar', data: { header: [{ label: 'العقارات', href: '/properties' }], footer: [{ title: 'روابط', links: [{ label: 'من نحن', href: '/about-us' }] }] } })

const country = await both('countries', { name: 'الإمارات', code: 'AE' }, { name: 'United Arab Emirates' })
const state = await both('states', { name: 'دبي', country: country.id }, { name: 'Dubai' })
const state2 = await both('states', { name: 'أبوظبي', country: country.id }, { name: 'Abu Dhabi' })
const city = await both('cities', { name: 'دبي', state: state.id, country: country.id }, { name: 'Dubai' })
const city2 = await both('cities', { name: 'أبوظبي', state: state2.id, country: country.id }, { name: 'Abu Dhabi City' })
const apartment = await both('property-types', { name: 'شقة' }, { name: 'Apartment' })
const villa = await both('property-types', { name: 'فيلا' }, { name: 'Villa' })
const residential = await both('categories', { name: 'سكني', type: '1' }, { name: 'Residential' })
const news = await both('categories', { name: 'أخبار', type: '2' }, { name: 'News' })
await both('categories', { name: 'عام', type: '3' }, { name: 'General' })
const branch = await both(
  'branches',
  { name: 'فرع دبي', address: 'شارع الشيخ زايد', latitude: 25.2, longitude: 55.27, timeZone: 'Asia/Dubai', city: city.id, phones: [{ number: '+971 4 000 0000' }], photo: image.id, hours: [{ days: ['sun', 'mon'], opens: '09:00', closes: '18:00' }] },
  { name: 'Dubai branch', address: 'Sheikh Zayed Road' },
)
const agent = await both('team-members', { name: 'سارة', branch: branch.id, languages: ['ar', 'en'], isAgent: true }, { name: 'Sara' })
const project = await both('projects', { name: 'أبراج الخليج', currency: 'AED', startingPrice: 900000, status: 'launched', availableUnits: 10, city: city.id, gallery: [image.id], brochure: brochure.id, unitTypes: [{ type: apartment.id, bedrooms: 2, areaMin: 80, areaMax: 140 }] }, { name: 'Gulf Towers' })
await both('projects', { name: 'واحة النخيل', currency: 'AED', startingPrice: 2500000, status: 'ready', availableUnits: 0, city: city2.id }, { name: 'Palm Oasis' })

// 30 properties: prices 500,000 + i × 100,000 AED; bedrooms i % 5; villas every third; sale/rent alternate.
const listed: number[] = []
for (let i = 0; i < 30; i++) {
  const made = await both(
    'properties',
    {
      title: `شقة رقم ${i}`,
      reference: `T-${String(i).padStart(3, '0')}`,
      type: i % 3 === 0 ? villa.id : apartment.id,
      category: residential.id,
      purpose: i % 2 === 0 ? 'sale' : 'rent',
      ...(i % 2 === 1 ? { rentPeriod: 'yearly' } : {}),
      price: 500_000 + i * 100_000,
      currency: 'AED',
      area: 50 + i * 10,
      bedrooms: i % 5,
      bathrooms: 1 + (i % 3),
      furnishing: (['furnished', 'semi-furnished', 'unfurnished'] as const)[i % 3],
      country: country.id,
      state: i < 20 ? state.id : state2.id,
      city: i < 20 ? city.id : city2.id,
      luxury: i >= 25,
      featured: i < 4,
      ...(i % 10 === 0 ? { virtualTourUrl: 'https://example.test/tour' } : {}),
      ...(i < 5 ? { project: project.id } : {}),
      // Five off-plan listings in Dubai (all for rent): a popular search of their own.
      completion: i < 20 && i % 4 === 3 ? 'off-plan' : 'ready',
      gallery: [image.id],
      latitude: 25.1 + i / 1000,
      longitude: 55.2,
      agent: agent.id,
      published: i !== 29,
    },
    { title: `Apartment number ${i}` },
  )
  listed.push(made.id)
}

// T-004 (900,000 AED for sale) was cut from 1,000,000 five days ago: its one price change, written as the demo content writes a listing's past.
const cutAt = new Date(Date.now() - 5 * 86_400_000).toISOString()
await payload.update({
  collection: 'properties',
  id: listed[4]!,
  data: { priceHistory: [{ at: cutAt, from: 1_000_000, to: 900_000, currency: 'AED' }], priceReducedAt: cutAt, priceBefore: 1_000_000 },
  context: { skipRevalidate: true, keepPriceHistory: true },
})

await both('blogs', { title: 'مقال أول', cover: image.id, category: news.id, publishedAt: '2026-01-01T00:00:00.000Z', excerpt: 'ملخص' }, { title: 'First article', excerpt: 'Summary' })
await both('blogs', { title: 'مقال ثان', category: news.id, publishedAt: '2026-02-01T00:00:00.000Z' }, { title: 'Second article' })
const openCareer = await both(
  'careers',
  { title: 'وكيل مبيعات', summary: 'بيع الشقق والفلل في دبي', department: 'sales', employmentType: 'full-time', branch: branch.id, salary: { min: 8000, max: 12000, currency: 'AED', period: 'month' } },
  { title: 'Sales agent', summary: 'Sell apartments and villas in Dubai' },
)
const closedCareer = await both('careers', { title: 'وظيفة منتهية', department: 'finance', employmentType: 'contract', validThrough: '2020-01-01T00:00:00.000Z' }, { title: 'Expired posting' })
await both('services', { title: 'إدارة العقارات', summary: 'نبذة', image: image.id }, { title: 'Property management', summary: 'About it' })
const tours = await both('categories', { name: 'جولات', type: '4' }, { name: 'Tours' })
await both('videos', { title: 'جولة في أبراج الخليج', description: 'جولة مصورة', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', thumbnail: image.id, category: tours.id, durationSeconds: 95 }, { title: 'A tour of Gulf Towers', description: 'A video tour' })
await both('faqs', { question: 'كيف أحجز؟', answer: 'تواصل معنا' }, { question: 'How do I book?', answer: 'Contact us' })
await both('pages', { title: 'الرئيسية', permalink: 'home-page', layout: [{ blockType: 'cta', heading: 'ابحث الآن' }] }, { title: 'Home', layout: [{ blockType: 'cta', heading: 'Search now' }] })
await both('pages', { title: 'من نحن', permalink: 'about-us' }, { title: 'About us' })
await both('policies', { key: 'privacy', title: 'سياسة الخصوصية' }, { title: 'Privacy policy' })
await both('pages', { title: 'عروض رمضان', permalink: 'ramadan-offers', layout: [{ blockType: 'cta', heading: 'عروض' }] }, { title: 'Ramadan offers', layout: [{ blockType: 'cta', heading: 'Offers' }] })

// Dubai's own permit rules (not required here: the other listings have none), and T-001's permit, checked by an agent on 12 November.
const dubaiRules = { own: true, required: false, checkUrl: 'https://example.test/check?permit={permit}' }
await payload.update({ collection: 'states', id: state.id, locale: 'ar', data: { permits: { ...dubaiRules, authority: 'دائرة الأراضي والأملاك' } }, context: { skipRevalidate: true } })
await payload.update({ collection: 'states', id: state.id, locale: 'en', data: { permits: { ...dubaiRules, authority: 'Dubai Land Department' } }, context: { skipRevalidate: true } })
await payload.update({ collection: 'properties', id: listed[1]!, data: { permit: { number: 'DXB 2026/17', verifiedAt: '2026-11-12T12:00:00.000Z' } }, context: { skipRevalidate: true } })

console.log("FIXTURES " + JSON.stringify({ ids: { country: country.id, state: state.id, state2: state2.id, city: city.id, city2: city2.id, apartment: apartment.id, villa: villa.id, residential: residential.id, news: news.id, project: project.id, agent: agent.id, branch: branch.id, image: image.id, brochure: brochure.id, openCareer: openCareer.id, closedCareer: closedCareer.id } }))
process.exit(0)
