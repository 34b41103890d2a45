/**
 * One property from hand-written fragments in both languages. The same function feeds the demo
 * seed (through payload.create) and the bulk loader (straight into the tables), so both look alike.
 */
import type { RichBlock } from './lexical'
import { roundTo, type Rng } from './random'
import { permitRulesOf, type CityDef, type L } from './data/locations'
import { amenities, amenitiesByType, type AmenityKey, type TypeDef } from './data/taxonomies'

export type PropertySeed = {
  reference: string
  slug: string
  title: L
  description: { ar: RichBlock[]; en: RichBlock[] }
  address: L
  purpose: 'sale' | 'rent'
  rentPeriod: 'yearly' | 'monthly' | 'weekly' | 'daily' | null
  status: 'available' | 'under-offer' | 'sold' | 'rented'
  type: TypeDef
  city: CityDef
  price: number
  currency: string
  priceOnRequest: boolean
  paymentPlan: { downPaymentPercent: number; years: number; frequency: 'monthly' | 'quarterly' | 'yearly'; handoverPercent: number } | null
  area: number
  plotArea: number | null
  bedrooms: number | null
  bathrooms: number | null
  furnishing: 'furnished' | 'semi-furnished' | 'unfurnished' | null
  finishing: 'core-shell' | 'semi-finished' | 'fully-finished' | 'luxury' | null
  floor: number | null
  yearBuilt: number | null
  completion: 'ready' | 'off-plan'
  handoverDate: string | null
  /** Its advertising permit, where its market requires one. */
  permitNumber: string | null
  /** How many days ago an agent last checked it, or null when none did. */
  checkedDaysAgo: number | null
  latitude: number
  longitude: number
  videoUrl: string | null
  virtualTourUrl: string | null
  luxury: boolean
  featured: boolean
  amenities: AmenityKey[]
  /** Indexes into the type's image pool. */
  galleryPicks: number
  floorPlans: number
  projectIndex: number | null
}

const num = (n: number) => n.toLocaleString('en-US')

const bedsWithBa = ['', 'بغرفة نوم واحدة', 'بغرفتي نوم', 'بثلاث غرف نوم', 'بأربع غرف نوم', 'بخمس غرف نوم', 'بست غرف نوم', 'بسبع غرف نوم']
const bedsNoun = ['', 'غرفة نوم واحدة', 'غرفتي نوم', 'ثلاث غرف نوم', 'أربع غرف نوم', 'خمس غرف نوم', 'ست غرف نوم', 'سبع غرف نوم']
const bathsNoun = ['', 'حمّامًا واحدًا', 'حمّامين', 'ثلاثة حمّامات', 'أربعة حمّامات', 'خمسة حمّامات', 'ستة حمّامات', 'سبعة حمّامات', 'ثمانية حمّامات', 'تسعة حمّامات']
const enNumber = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const yearsAr = (y: number) => (y === 1 ? 'سنة واحدة' : y === 2 ? 'سنتين' : y <= 10 ? `${y} سنوات` : `${y} سنة`)
const quartersAr = ['الربع الأول', 'الربع الثاني', 'الربع الثالث', 'الربع الرابع']

const adjectives: Array<{ m: string; f: string; en: string }> = [
  { m: 'واسع', f: 'واسعة', en: 'spacious' },
  { m: 'عصري', f: 'عصرية', en: 'modern' },
  { m: 'مميز', f: 'مميزة', en: 'stunning' },
  { m: 'مشمس', f: 'مشمسة', en: 'bright' },
  { m: 'هادئ', f: 'هادئة', en: 'quiet' },
  { m: 'أنيق', f: 'أنيقة', en: 'elegant' },
  { m: 'مجدد بالكامل', f: 'مجددة بالكامل', en: 'fully renovated' },
]
const luxuryAdjectives = [
  { m: 'فاخر', f: 'فاخرة', en: 'luxury' },
  { m: 'راقٍ', f: 'راقية', en: 'prestigious' },
  { m: 'استثنائي', f: 'استثنائية', en: 'exceptional' },
]

type Feature = L & { when?: (t: TypeDef, c: CityDef, beds: number) => boolean }
const urbanFeatures: Feature[] = [
  { ar: 'بإطلالة على البحر', en: 'with sea views', when: (_, c) => c.coastal },
  { ar: 'على الواجهة البحرية', en: 'on the waterfront', when: (_, c) => c.coastal },
  { ar: 'بإطلالة مفتوحة على المدينة', en: 'with open city views' },
  { ar: 'مع شرفة واسعة', en: 'with a large balcony' },
  { ar: 'بتشطيبات فندقية', en: 'with hotel-style finishes' },
  { ar: 'قرب محطة المترو', en: 'near the metro', when: (_, c) => ['dubai', 'riyadh', 'cairo'].includes(c.key) },
  { ar: 'في برج حديث متكامل الخدمات', en: 'in a modern full-service tower' },
  { ar: 'مع غرفة خادمة', en: "with a maid's room", when: (_, __, b) => b >= 2 },
  { ar: 'مع سطح خاص وجاكوزي', en: 'with a private roof terrace and jacuzzi', when: (t) => t.key === 'penthouse' },
]
const houseFeatures: Feature[] = [
  { ar: 'مع مسبح خاص', en: 'with a private pool' },
  { ar: 'مع حديقة خاصة', en: 'with a private garden' },
  { ar: 'في مجمع سكني مسوّر', en: 'in a gated community' },
  { ar: 'على أرض زاوية', en: 'on a corner plot' },
  { ar: 'بإطلالة على ملعب الغولف', en: 'overlooking the golf course', when: (_, c) => ['dubai', 'abu-dhabi', 'new-cairo', 'riyadh'].includes(c.key) },
  { ar: 'على مقربة من المدارس الدولية', en: 'close to international schools' },
  { ar: 'مع ملحق خارجي', en: 'with a separate annex', when: (_, c) => c.country === 'SA' },
]
const chaletFeatures: Feature[] = [
  { ar: 'بإطلالة مباشرة على البحر', en: 'with direct sea views' },
  { ar: 'على بعد خطوات من الشاطئ', en: 'steps from the beach' },
  { ar: 'مع حديقة ومدخل خاص', en: 'with a garden and private entrance' },
  { ar: 'داخل منتجع متكامل الخدمات', en: 'inside a full-service resort' },
]

/** High-rise districts (no villas there) and villa suburbs (no towers or offices there). */
const highRise = new Set(['Dubai Marina', 'Downtown Dubai', 'Business Bay', 'Jumeirah Lake Towers', 'Al Reem Island', 'Corniche', 'Al Olaya', 'Zamalek', 'Garden City', 'San Stefano', 'Al Khan'])
const suburbs = new Set(['Arabian Ranches', 'Khalifa City', 'Al Hamra Village', 'Mina Al Arab', 'Beverly Hills', 'Al Jimi', 'Zakher', 'Katameya', 'Al Narjis', 'Hittin', 'Diriyah'])

function districtsFor(t: TypeDef, c: CityDef): L[] {
  const houses = t.key === 'villa' || t.key === 'townhouse' || t.key === 'land' || t.key === 'chalet'
  const towers = t.key === 'apartment' || t.key === 'penthouse' || t.key === 'office'
  const fit = c.districts.filter((d) => (houses ? !highRise.has(d.en) : towers ? !suburbs.has(d.en) : true))
  return fit.length > 0 ? fit : c.districts
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/g, '')
}

function ytId(r: Rng): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
  let s = ''
  for (let i = 0; i < 11; i++) s += chars[r.int(0, chars.length - 1)]
  return s
}
export const youtubeUrl = (r: Rng) => `https://www.youtube.com/watch?v=${ytId(r)}`
const tourUrl = (r: Rng) => `https://my.matterport.com/show/?m=${ytId(r).replace(/[_-]/g, 'x')}`

function areaFor(r: Rng, t: TypeDef, beds: number): number {
  switch (t.key) {
    case 'apartment':
      return beds === 0 ? r.int(34, 55) : r.int(55 + (beds - 1) * 38, 85 + (beds - 1) * 50)
    case 'penthouse':
      return r.int(220 + beds * 40, 320 + beds * 80)
    case 'duplex':
      return r.int(150 + beds * 25, 200 + beds * 45)
    case 'townhouse':
      return r.int(140 + beds * 25, 180 + beds * 40)
    case 'villa':
      return r.int(180 + beds * 45, 260 + beds * 90)
    case 'chalet':
      return r.int(60 + beds * 20, 90 + beds * 30)
    case 'office':
      return roundTo(r.int(45, 650), 5)
    case 'shop':
      return roundTo(r.int(30, 260), 5)
    case 'warehouse':
      return roundTo(r.int(350, 3200), 50)
    case 'land':
      return roundTo(r.int(400, 5000), 25)
  }
}

const typePriceFactor: Record<TypeDef['key'], number> = {
  apartment: 1, penthouse: 1.55, duplex: 1.05, townhouse: 0.95, villa: 0.9, chalet: 1, office: 0.85, shop: 1.35, warehouse: 0.22, land: 0.33,
}

function salePriceRound(p: number): number {
  if (p >= 20_000_000) return roundTo(p, 100_000)
  if (p >= 2_000_000) return roundTo(p, 10_000)
  return roundTo(p, 5_000)
}

export type PropertyContext = {
  types: TypeDef[]
  cities: CityDef[]
  /** Projects by city key with the unit types they sell, for linking some listings to a development. */
  projectsByCity: Record<string, Array<{ index: number; types: string[] }>>
  /** Projects that are not handed over yet, so their listings are off-plan. */
  offPlanProjects: Set<number>
}

export function compatibleCities(t: TypeDef, all: CityDef[]): CityDef[] {
  if (t.key === 'chalet') return all.filter((c) => c.resort || c.key === 'alexandria' || c.key === 'jeddah')
  return all
}

/**
 * Builds property number i. Type cycles with i so every type shows up in any run of 10;
 * everything else comes from the PRNG.
 */
export function makeProperty(r: Rng, i: number, ctx: PropertyContext, referenceFor: (city: CityDef) => string, opts: { compact?: boolean } = {}): PropertySeed {
  const type = ctx.types[i % ctx.types.length] as TypeDef
  const city = r.pick(compatibleCities(type, ctx.cities))
  const district = r.pick(districtsFor(type, city))
  const luxury = type.residential && r.chance(type.key === 'villa' || type.key === 'penthouse' ? 0.35 : 0.08)
  const resortShortLet = type.key === 'chalet'
  const purpose: 'sale' | 'rent' = type.key === 'land' ? (r.chance(0.9) ? 'sale' : 'rent') : r.chance(resortShortLet ? 0.45 : 0.4) ? 'rent' : 'sale'

  let beds = 0
  if (type.beds) {
    const [lo, hi] = type.beds
    beds = luxury ? r.int(Math.min(hi, lo + 1), hi) : r.int(lo, Math.max(lo, hi - 1))
    if (type.key === 'apartment' && r.chance(0.25)) beds = 0
  }
  const bedrooms = type.beds ? beds : null
  const bathrooms = type.residential ? (beds === 0 ? 1 : Math.min(9, beds + r.int(0, beds >= 3 ? 2 : 1))) : type.key === 'land' ? null : type.key === 'warehouse' ? r.int(1, 2) : r.int(1, 3)
  const area = Math.round(areaFor(r, type, beds) * (luxury ? 1.35 : 1))
  const plotArea = type.key === 'villa' || type.key === 'townhouse' ? roundTo(area * r.float(1.3, 2.4), 5) : type.key === 'land' ? area : null

  // price
  const districtFactor = 0.75 + (city.districts.indexOf(district) === 0 ? 0.6 : r.float(0, 0.5))
  const unitSqm = city.sqm * typePriceFactor[type.key] * districtFactor * (luxury ? 1.6 : 1) * r.float(0.88, 1.15)
  const saleValue = area * unitSqm
  let price: number
  let rentPeriod: PropertySeed['rentPeriod'] = null
  if (purpose === 'sale') price = salePriceRound(saleValue)
  else {
    const yearly = (saleValue * city.yieldPct) / 100
    if (resortShortLet) rentPeriod = r.chance(0.5) ? 'daily' : 'weekly'
    else if (city.country === 'EG') rentPeriod = r.chance(0.85) ? 'monthly' : 'yearly'
    else rentPeriod = r.chance(0.8) ? 'yearly' : 'monthly'
    if (rentPeriod === 'yearly') price = roundTo(yearly * r.float(0.95, 1.08), 1000)
    else if (rentPeriod === 'monthly') price = roundTo((yearly / 12) * r.float(1, 1.12), city.currency === 'EGP' ? 500 : 250)
    else if (rentPeriod === 'weekly') price = roundTo((yearly / 52) * 2.2, 100)
    else price = roundTo((yearly / 365) * 3, 50)
  }

  // status
  const status: PropertySeed['status'] = r.weighted<PropertySeed['status']>([
    ['available', 74],
    ['under-offer', 10],
    [purpose === 'sale' ? 'sold' : 'rented', 16],
  ])

  // project, completion
  const cityProjects = (ctx.projectsByCity[city.key] ?? []).filter((p) => p.types.includes(type.key))
  const projectIndex = purpose === 'sale' && cityProjects.length > 0 && r.chance(0.45) ? r.pick(cityProjects).index : null
  const offPlan = projectIndex !== null ? ctx.offPlanProjects.has(projectIndex) : purpose === 'sale' && type.residential && r.chance(0.08)
  const handoverYear = r.int(2027, 2029)
  const handoverQuarter = r.int(0, 3)
  const handoverDate = offPlan ? new Date(Date.UTC(handoverYear, handoverQuarter * 3 + 2, 28)).toISOString() : null

  const paymentPlan =
    purpose === 'sale' && type.key !== 'warehouse' && (offPlan || r.chance(type.key === 'land' ? 0.15 : 0.3))
      ? (() => {
          const down = r.pick([5, 10, 10, 15, 20, 20, 25, 30, 40])
          const handover = offPlan ? r.pick([0, 10, 20, 30, 40, 50]) : 0
          return {
            downPaymentPercent: down,
            years: city.country === 'EG' ? r.int(4, 10) : r.int(2, 7),
            frequency: r.weighted<'monthly' | 'quarterly' | 'yearly'>([['monthly', 5], ['quarterly', 4], ['yearly', 1]]),
            handoverPercent: Math.min(handover, 100 - down),
          }
        })()
      : null

  const furnishing: PropertySeed['furnishing'] = !type.residential
    ? type.key === 'office' ? r.pick(['furnished', 'semi-furnished', 'unfurnished'] as const) : null
    : offPlan
      ? 'unfurnished'
      : r.weighted<'furnished' | 'semi-furnished' | 'unfurnished'>([
          ['furnished', purpose === 'rent' ? 5 : 2],
          ['semi-furnished', 2],
          ['unfurnished', purpose === 'rent' ? 3 : 5],
        ])
  const finishing: PropertySeed['finishing'] =
    type.key === 'land' ? null
    : luxury ? 'luxury'
    : city.country === 'EG' ? r.weighted<'core-shell' | 'semi-finished' | 'fully-finished'>([['core-shell', 1], ['semi-finished', 2], ['fully-finished', 5]])
    : type.key === 'warehouse' ? 'core-shell' : 'fully-finished'
  const floor = type.key === 'apartment' || type.key === 'office' ? r.int(1, city.country === 'EG' ? 12 : 42) : type.key === 'penthouse' ? r.int(20, 60) : type.key === 'duplex' ? r.int(1, 12) : type.key === 'shop' ? 0 : null
  const yearBuilt = offPlan || type.key === 'land' ? null : r.int(2004, 2026)

  // Drawn for every listing in the UAE and Saudi Arabia, as the rest of the listing was drawn after it;
  // kept where the market requires a permit: 11 digits in Dubai and Abu Dhabi, a 10-digit REGA licence.
  const drawn = city.country === 'AE' ? String(r.int(71000000000, 71999999999)) : city.country === 'SA' ? `7${r.int(100000000, 999999999)}` : null
  const permitRequired = permitRulesOf(city)?.required === true
  const permitNumber = permitRequired ? drawn : null
  // Checked by an agent in the last month: every listing that needs a permit, a third of the others.
  const checkedDaysAgo = permitRequired || i % 3 === 0 ? 1 + ((i * 7) % 30) : null
  const jitter = () => (r.next() - 0.5) * 2 * city.spread
  const latitude = Math.round((city.lat + jitter() * 0.8) * 1e6) / 1e6
  const longitude = Math.round((city.lng + jitter()) * 1e6) / 1e6

  // amenities
  const pool = amenitiesByType[type.key].filter((a) => (a === 'sea-view' || a === 'private-beach' ? city.coastal : true) && (a === 'maid-room' ? beds >= 2 : true))
  const chosen = r.sample(pool, Math.min(pool.length, r.int(3, 7)))

  // title
  const adjList = luxury ? luxuryAdjectives : adjectives
  const adj = r.pick(adjList)
  const featurePool = (type.key === 'chalet' ? chaletFeatures : type.key === 'villa' || type.key === 'townhouse' ? houseFeatures : urbanFeatures).filter((f) => !f.when || f.when(type, city, beds))
  const feature = r.pick(featurePool)
  const studio = type.key === 'apartment' && beds === 0
  const tAr = studio ? 'استوديو' : type.name.ar
  const tEn = studio ? 'studio' : type.name.en.toLowerCase()
  const gAr = studio ? 'm' : type.gender
  const adjAr = gAr === 'm' ? adj.m : adj.f
  const bAr = type.beds && beds > 0 ? bedsWithBa[beds] ?? '' : ''
  const bEn = type.beds && beds > 0 ? `${enNumber[beds]}-bedroom ` : ''
  const forAr = purpose === 'sale' ? 'للبيع' : 'للإيجار'
  const forEn = purpose === 'sale' ? 'for sale' : 'for rent'
  const D = district
  const C = city.name
  let title: L
  if (type.residential) {
    const pattern = r.int(0, 3)
    const join = (...parts: string[]) => parts.filter(Boolean).join(' ')
    if (pattern === 0) title = { ar: join(tAr, adjAr, bAr, feature.ar, 'في', D.ar), en: capital(join(adj.en, `${bEn}${tEn}`, feature.en, 'in', D.en)) }
    else if (pattern === 1) title = { ar: `${join(tAr, bAr, feature.ar)} – ${D.ar}`, en: `${capital(join(`${bEn}${tEn}`, feature.en))} – ${D.en}` }
    else if (pattern === 2) title = { ar: `${join(tAr, adjAr, bAr, forAr)} في ${D.ar}، ${C.ar}`, en: `${capital(join(adj.en, `${bEn}${tEn}`, forEn))} in ${D.en}, ${C.en}` }
    else title = { ar: `في قلب ${D.ar}: ${join(tAr, adjAr, bAr)}`, en: `In the heart of ${D.en}: ${join(adj.en, `${bEn}${tEn}`)}` }
  } else if (type.key === 'office') {
    title = r.chance(0.5)
      ? { ar: `مكتب ${adj.m} بمساحة ${num(area)} م² في ${D.ar}`, en: `${capital(adj.en)} ${num(area)} m² office in ${D.en}` }
      : { ar: `مساحة مكتبية ${forAr} في ${D.ar}، ${C.ar}`, en: `Office space ${forEn} in ${D.en}, ${C.en}` }
  } else if (type.key === 'shop') {
    title = r.chance(0.5)
      ? { ar: `محل تجاري على شارع رئيسي في ${D.ar}`, en: `Retail shop on a main street in ${D.en}` }
      : { ar: `محل بواجهة زجاجية ${forAr} – ${D.ar}`, en: `Glass-fronted shop ${forEn} – ${D.en}` }
  } else if (type.key === 'warehouse') {
    title = { ar: `مستودع بمساحة ${num(area)} م² ${forAr} في ${C.ar}`, en: `${num(area)} m² warehouse ${forEn} in ${C.en}` }
  } else {
    const use = r.pick([{ ar: 'سكنية', en: 'residential' }, { ar: 'تجارية', en: 'commercial' }, { ar: 'سكنية تجارية', en: 'mixed-use' }])
    title = r.chance(0.5)
      ? { ar: `أرض ${use.ar} بمساحة ${num(area)} م² في ${D.ar}`, en: `${num(area)} m² ${use.en} plot in ${D.en}` }
      : { ar: `قطعة أرض ${use.ar} ${forAr} في ${D.ar}، ${C.ar}`, en: `${capital(use.en)} plot ${forEn} in ${D.en}, ${C.en}` }
  }

  // description
  const thisAr = gAr === 'm' ? 'هذا' : 'هذه'
  const defAr = studio ? 'الاستوديو' : type.def
  const ar: RichBlock[] = []
  const en: RichBlock[] = []
  if (type.residential) {
    const opening = r.int(0, 3)
    if (opening === 0) {
      ar.push(`${gAr === 'm' ? 'يقع' : 'تقع'} ${thisAr} ${defAr} في ${D.ar}، أحد أكثر أحياء ${C.ar} طلبًا، على مقربة من المدارس والمراكز التجارية والطرق الرئيسية.`)
      en.push(`This ${tEn} sits in ${D.en}, one of the most sought-after neighbourhoods in ${C.en}, close to schools, shopping and the main roads.`)
    } else if (opening === 1) {
      ar.push(`فرصة ${purpose === 'sale' ? 'للتملك' : 'للسكن'} في ${D.ar}: ${tAr} ${bAr} ${gAr === 'm' ? 'صُمّم' : 'صُمّمت'} بعناية ${beds >= 3 ? 'لتناسب العائلات التي تبحث عن المساحة والخصوصية' : 'لتناسب من يبحث عن الراحة وسهولة الحياة اليومية'}.`.replace(/\s+/g, ' '))
      en.push(`A chance to ${purpose === 'sale' ? 'own' : 'live'} in ${D.en}: a ${bEn}${tEn} designed with care for ${beds >= 3 ? 'families who want space and privacy' : 'anyone who values comfort and an easy daily routine'}.`)
    } else if (opening === 2) {
      ar.push(`${gAr === 'm' ? 'يتميز' : 'تتميز'} ${thisAr} ${defAr} ${gAr === 'm' ? 'بموقعه' : 'بموقعها'} الهادئ في ${D.ar}، مع سهولة الوصول إلى قلب ${C.ar} خلال دقائق.`)
      en.push(`Quietly set in ${D.en}, this ${tEn} keeps the centre of ${C.en} only minutes away.`)
    } else {
      ar.push(`إذا كنت تبحث عن بيت يجمع بين الراحة والموقع المميز، ${gAr === 'm' ? 'فهذا' : 'فهذه'} ${defAr} في ${D.ar} ${gAr === 'm' ? 'هو' : 'هي'} خيارك الأمثل.`)
      en.push(`If you are looking for a home that combines comfort with a great address, this ${tEn} in ${D.en} is the one.`)
    }
    if (studio) {
      ar.push(`استوديو بتصميم ذكي يجمع النوم والمعيشة في مساحة واحدة مريحة تبلغ ${num(area)} م²، مع مطبخ مفتوح وحمّام أنيق.`)
      en.push(`A cleverly planned ${num(area)} m² studio that brings sleeping and living into one comfortable space, with an open kitchen and a smart bathroom.`)
    } else {
      ar.push(
        `${gAr === 'm' ? 'يضم' : 'تضم'} ${defAr} ${bedsNoun[beds]} و${bathsNoun[bathrooms ?? 1]}، إلى جانب صالة معيشة واسعة ومطبخ مجهز. المساحة الإجمالية ${num(area)} م²${plotArea ? ` على أرض مساحتها ${num(plotArea)} م²` : ''}، بتوزيع عملي يستغل كل متر ويُدخل الضوء الطبيعي طوال اليوم.`,
      )
      en.push(
        `It offers ${enNumber[beds]} bedroom${beds > 1 ? 's' : ''} and ${enNumber[bathrooms ?? 1]} bathroom${(bathrooms ?? 1) > 1 ? 's' : ''}, with a generous living room and a fitted kitchen. The ${num(area)} m² layout${plotArea ? ` on a ${num(plotArea)} m² plot` : ''} is practical, uses every metre and lets natural light in all day.`,
      )
    }
    if (!opts.compact) {
      if (type.key === 'villa' || (type.key === 'townhouse' && beds >= 3)) {
        ar.push('في الطابق الأرضي مجلس للضيوف وصالة عائلية تطل على الحديقة، بينما تتوزع غرف النوم في الطابق العلوي بخصوصية تامة.')
        en.push('The ground floor has a majlis for guests and a family lounge opening onto the garden, while the bedrooms upstairs keep their privacy.')
      }
      if (furnishing === 'furnished') {
        ar.push('يأتي العقار مفروشًا بالكامل بأثاث عصري وأجهزة حديثة، وجاهزًا للسكن فورًا.')
        en.push('It comes fully furnished with modern furniture and new appliances, ready to move into.')
      } else if (furnishing === 'semi-furnished') {
        ar.push('يأتي العقار مفروشًا جزئيًا، مع أجهزة المطبخ وخزائن مدمجة في غرف النوم، ليترك لك حرية اختيار بقية الأثاث.')
        en.push('It comes semi-furnished, with kitchen appliances and built-in wardrobes, leaving the rest of the furniture to your taste.')
      } else {
        ar.push('يُسلَّم العقار غير مفروش، لتؤثثه على ذوقك من اليوم الأول.')
        en.push('It is offered unfurnished, ready to be made your own from day one.')
      }
      if (type.key === 'chalet' || city.resort) {
        ar.push('يضم المنتجع مطاعم ومقاهي ومرسى لليخوت، ويوفر خدمة إدارة وتأجير للوحدة خلال غيابك.')
        en.push('The resort has restaurants, cafés and a marina, and offers management and holiday letting while you are away.')
      } else if (type.key === 'villa' || type.key === 'townhouse') {
        ar.push('يقع العقار داخل مجمع مسوّر تحيط به المساحات الخضراء وممرات المشي وملاعب الأطفال، مع أمن على مدار الساعة.')
        en.push('It sits inside a gated community of green spaces, walking trails and play areas, with security around the clock.')
      } else if (city.coastal && r.chance(0.5)) {
        ar.push('الشاطئ على بعد دقائق، والممشى البحري القريب مثالي لنزهات المساء.')
        en.push('The beach is minutes away, and the nearby promenade is perfect for evening walks.')
      } else {
        ar.push('يوفر المبنى أمنًا على مدار الساعة ومواقف مخصصة وصالة رياضية ومسبحًا للسكان، وتنتشر في الحي المساجد والمدارس ومراكز التسوق.')
        en.push('The building has round-the-clock security, assigned parking, a gym and a pool for residents, with mosques, schools and shops all around.')
      }
    }
  } else if (type.key === 'office') {
    ar.push(`مكتب جاهز في ${D.ar}، مناسب للشركات الناشئة والمكاتب الإقليمية، وعلى بعد دقائق من الطرق الرئيسية.`, `المساحة ${num(area)} م² بتصميم مفتوح قابل للتقسيم، مع غرفة اجتماعات ومطبخ صغير ودورات مياه خاصة.`)
    en.push(`A ready office in ${D.en}, suited to start-ups and regional headquarters, minutes from the main roads.`, `${num(area)} m² of open-plan space that can be partitioned, with a meeting room, a pantry and private washrooms.`)
    if (!opts.compact) {
      ar.push('يتوفر في المبنى استقبال وأمن على مدار الساعة ومواقف للموظفين والزوار وإنترنت بالألياف الضوئية.')
      en.push('The building has a staffed reception, 24-hour security, parking for staff and visitors, and fibre internet.')
    }
  } else if (type.key === 'shop') {
    ar.push(`محل تجاري بواجهة زجاجية على شارع حيوي في ${D.ar}، يمر به عدد كبير من السكان والزوار يوميًا.`, `المساحة ${num(area)} م²، ويصلح للمقاهي والصيدليات ومحلات التجزئة.`)
    en.push(`A glass-fronted shop on a busy street in ${D.en}, with steady footfall from residents and visitors every day.`, `${num(area)} m², well suited to a café, a pharmacy or retail.`)
    if (!opts.compact) {
      ar.push('مواقف السيارات متوفرة أمام المحل، واستخراج الترخيص التجاري سهل ولا يحتاج إلى تعديلات كبيرة.')
      en.push('Parking is right outside, and getting a trade licence is straightforward with no major works needed.')
    }
  } else if (type.key === 'warehouse') {
    ar.push(`مستودع بمساحة ${num(area)} م² في منطقة صناعية منظمة بمدينة ${C.ar}، بارتفاع سقف مناسب للتخزين على الرفوف.`, 'يضم منطقة تحميل وتنزيل واسعة ومكتبًا إداريًا، مع كهرباء ثلاثية الطور ونظام إطفاء حريق معتمد.')
    en.push(`A ${num(area)} m² warehouse in a well-planned industrial area of ${C.en}, with the ceiling height for racked storage.`, 'It has a wide loading yard and an office, three-phase power and an approved fire-fighting system.')
  } else {
    const street = r.pick([15, 20, 25, 30, 40])
    ar.push(`أرض بمساحة ${num(area)} م² في ${D.ar}، بواجهة على شارع بعرض ${street} مترًا.`, `الأرض مستوية ومخدومة بالكهرباء والمياه والصرف، ومناسبة لبناء ${area > 1200 ? 'مبنى سكني أو مجمع صغير' : 'فيلا عائلية'}.${city.country === 'SA' ? ' الصك إلكتروني وجاهز للإفراغ.' : ''}`)
    en.push(`A ${num(area)} m² plot in ${D.en}, fronting a ${street} m street.`, `It is level and connected to power, water and drainage, ready for ${area > 1200 ? 'an apartment building or a small compound' : 'a family villa'}.${city.country === 'SA' ? ' The electronic title deed is ready for transfer.' : ''}`)
  }

  if (!opts.compact) {
    if (offPlan) {
      ar.push(`الوحدة على الخريطة، والتسليم المتوقع في ${quartersAr[handoverQuarter]} من عام ${handoverYear}.`)
      en.push(`Off-plan, with handover expected in Q${handoverQuarter + 1} ${handoverYear}.`)
    }
    if (paymentPlan) {
      ar.push(`متاح بخطة سداد مرنة: ${paymentPlan.downPaymentPercent}% دفعة أولى والباقي على ${yearsAr(paymentPlan.years)}${paymentPlan.handoverPercent ? `، منها ${paymentPlan.handoverPercent}% عند الاستلام` : ''}.`)
      en.push(`Available on a flexible plan: ${paymentPlan.downPaymentPercent}% down and the balance over ${paymentPlan.years} years${paymentPlan.handoverPercent ? `, ${paymentPlan.handoverPercent}% of it on handover` : ''}.`)
    } else if (purpose === 'sale' && type.residential && r.chance(0.5)) {
      ar.push(`خيار ممتاز للسكن أو للاستثمار، بعائد إيجاري متوقع يقارب ${city.yieldPct}% سنويًا.`)
      en.push(`A strong choice to live in or to let, with an expected gross yield of about ${city.yieldPct}% a year.`)
    } else if (rentPeriod === 'yearly') {
      const cheques = r.pick([1, 2, 4])
      ar.push(cheques === 1 ? 'الإيجار سنوي ويُدفع دفعة واحدة مقابل خصم مناسب.' : `الإيجار سنوي ويمكن دفعه على ${cheques === 2 ? 'دفعتين' : 'أربع دفعات'}.`)
      en.push(cheques === 1 ? 'Rent is yearly, paid in one cheque against a fair discount.' : `Rent is yearly and can be paid in ${enNumber[cheques]} cheques.`)
    } else if (rentPeriod === 'monthly') {
      ar.push('الإيجار شهري مع تأمين مسترد يعادل إيجار شهر واحد.')
      en.push('Rent is monthly, with a refundable deposit of one month.')
    } else if (rentPeriod === 'daily' || rentPeriod === 'weekly') {
      ar.push(`متاح للإيجار ${rentPeriod === 'daily' ? 'اليومي' : 'الأسبوعي'} في الصيف وعطلات نهاية الأسبوع، مع خدمة تنظيف وتسليم للمفاتيح في أي وقت.`)
      en.push(`Available by the ${rentPeriod === 'daily' ? 'night' : 'week'} through the summer and on weekends, with cleaning and flexible key handover.`)
    }
    if (chosen.length > 0) {
      const names = chosen.map((k) => amenities.find((a) => a.key === k)?.name).filter((n): n is L => Boolean(n))
      ar.push({ h: 'أبرز المزايا', tag: 'h3' }, { ul: names.map((n) => n.ar) })
      en.push({ h: 'Highlights', tag: 'h3' }, { ul: names.map((n) => n.en) })
    }
  }
  const closing = r.int(0, 2)
  if (closing === 0) {
    ar.push('للمعاينة أو لمزيد من التفاصيل، تواصل مع مستشارنا العقاري عبر الهاتف أو واتساب.')
    en.push('To arrange a viewing or for more details, contact our property consultant by phone or WhatsApp.')
  } else if (closing === 1) {
    ar.push(`احجز موعد المعاينة اليوم، فالعقارات المشابهة في ${D.ar} لا تبقى طويلًا في السوق.`)
    en.push(`Book a viewing today: places like this in ${D.en} do not stay on the market for long.`)
  } else {
    ar.push('يسعدنا ترتيب جولة افتراضية أو زيارة في الوقت الذي يناسبك.')
    en.push('We are happy to arrange a virtual tour or a visit at a time that suits you.')
  }

  const country = { AE: { ar: 'الإمارات', en: 'UAE' }, SA: { ar: 'السعودية', en: 'Saudi Arabia' }, EG: { ar: 'مصر', en: 'Egypt' } }[city.country]
  return {
    reference: referenceFor(city),
    slug: slugify(title.en),
    title,
    description: { ar, en },
    address: { ar: `${D.ar}، ${C.ar}، ${country.ar}`, en: `${D.en}, ${C.en}, ${country.en}` },
    purpose,
    rentPeriod,
    status,
    type,
    city,
    price,
    currency: city.currency,
    priceOnRequest: luxury && purpose === 'sale' && r.chance(0.1),
    paymentPlan,
    area,
    plotArea,
    bedrooms,
    bathrooms,
    furnishing,
    finishing,
    floor,
    yearBuilt,
    completion: offPlan ? 'off-plan' : 'ready',
    handoverDate,
    permitNumber,
    checkedDaysAgo,
    latitude,
    longitude,
    videoUrl: r.chance(luxury ? 0.6 : 0.2) ? youtubeUrl(r) : null,
    virtualTourUrl: type.key !== 'land' && r.chance(luxury ? 0.5 : 0.18) ? tourUrl(r) : null,
    luxury,
    featured: r.chance(luxury ? 0.3 : 0.08),
    amenities: chosen,
    galleryPicks: r.int(3, 6),
    floorPlans: type.residential && r.chance(0.35) ? (beds >= 3 && type.key !== 'apartment' ? 2 : 1) : 0,
    projectIndex,
  }
}
