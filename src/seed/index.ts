/**
 * The demo content: a deterministic, bilingual data set created through Payload's Local API
 * (so every hook and validation runs), and a bulk loader for benchmarks.
 * Every localized record is created in Arabic first, then updated with its English values.
 */
import { CONTENT_TAGS } from '@/collections/ContentChanges'
import { writeResets } from '@/server/delivery/feed'
import type { Payload } from 'payload'
import { amenities as amenityDefs, propertyCategories, propertyTypes, type CategoryKey } from './data/taxonomies'
import { cities, countries, currencies, states, type CityDef, type L, type PermitRules, permitRulesOf } from './data/locations'
import { articles, blogCategories } from './data/blogs'
import { branches, careers, faqCategories, faqs, policies, services, team, videoCategories, videos } from './data/content'
import { developers, projects } from './data/projects'
import { richAr, richEn, type RichBlock } from './lexical'
import { createScenePool, uploadImage, type MediaPool } from './media'
import { nextMorning } from '@/lib/schedule'
import { makeProperty, slugify, youtubeUrl, type PropertyContext, type PropertySeed } from './properties'
import { createRng, type Rng } from './random'
import { seedBulk, type Lookups } from './bulk'
import type { SceneKind } from './images'
import { daysAgo, monthEnd } from './dates'

export type SeedOptions = { log?: (line: string) => void }

/** The demo seed's size. */
export const DEMO_PROPERTY_COUNT = 264
const SEED = 20261122

const ctx = { skipRevalidate: true }
const common = { overrideAccess: true, depth: 0, context: ctx } as const

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [props, pages] = await Promise.all([
    payload.count({ collection: 'properties', overrideAccess: true }),
    payload.count({ collection: 'pages', overrideAccess: true }),
  ])
  return props.totalDocs === 0 && pages.totalDocs === 0
}

type Row = { id?: string | null }
/** English values laid over the Arabic rows the create returned, keeping their ids. */
function overlay<T extends Row>(rows: T[] | null | undefined, en: Array<Record<string, unknown>>): Array<T & Record<string, unknown>> {
  return (rows ?? []).map((row, i) => ({ ...row, ...(en[i] ?? {}) }))
}

const pickMany = (r: Rng, list: number[], n: number) => r.sample(list, n)

function galleryFor(r: Rng, pool: MediaPool, kinds: SceneKind[], n: number): number[] {
  const [main, ...rest] = kinds
  const mainList = pool[main as SceneKind]
  const picks = new Set<number>(pickMany(r, mainList, Math.min(2, mainList.length)))
  const others = rest.flatMap((k) => pool[k])
  for (const id of r.sample([...others, ...mainList], n)) {
    if (picks.size >= n) break
    picks.add(id)
  }
  return [...picks]
}

export async function seedDemo(payload: Payload, opts: SeedOptions = {}): Promise<void> {
  const log = opts.log ?? (() => undefined)
  if (!(await isDatabaseEmpty(payload))) {
    log('Demo content already present: nothing to do')
    return
  }
  const started = Date.now()
  const r = createRng(SEED)

  // 1. Currencies first: the listing hooks look their rates up.
  for (const [i, c] of currencies.entries()) {
    const existing = await payload.find({ collection: 'currencies', where: { code: { equals: c.code } }, limit: 1, ...common })
    if (existing.docs[0]) continue
    const doc = await payload.create({
      collection: 'currencies',
      locale: 'ar',
      data: { code: c.code, name: c.name.ar, symbol: c.symbol.ar, rate: c.rate, decimals: c.decimals, enabled: true, isDefault: c.isDefault, isBase: c.isBase, areaUnit: c.areaUnit, order: i },
      ...common,
    })
    await payload.update({ collection: 'currencies', id: doc.id, locale: 'en', data: { name: c.name.en, symbol: c.symbol.en }, ...common })
  }
  log(`  ${currencies.length} currencies`)

  // 2. Locations
  const countryIds: Record<string, number> = {}
  for (const [i, c] of countries.entries()) {
    const existing = await payload.find({ collection: 'countries', where: { code: { equals: c.key } }, limit: 1, ...common })
    const doc =
      existing.docs[0] ??
      (await payload.create({ collection: 'countries', locale: 'ar', data: { name: c.name.ar, code: c.key, phoneCode: c.phoneCode, currency: c.currency, order: i, permits: permitRules(c.permits, 'ar') }, ...common }))
    if (!existing.docs[0]) await payload.update({ collection: 'countries', id: doc.id, locale: 'en', data: { name: c.name.en, permits: permitRules(c.permits, 'en') }, ...common })
    countryIds[c.key] = doc.id
  }
  const stateIds: Record<string, number> = {}
  for (const [i, s] of states.entries()) {
    const own = (l: 'ar' | 'en') => (s.permits ? { own: true, ...permitRules(s.permits, l) } : undefined)
    const doc = await payload.create({ collection: 'states', locale: 'ar', data: { name: s.name.ar, country: countryIds[s.country] as number, order: i, permits: own('ar') }, ...common })
    await payload.update({ collection: 'states', id: doc.id, locale: 'en', data: { name: s.name.en, permits: own('en') }, ...common })
    stateIds[s.key] = doc.id
  }
  const cityIds: Record<string, number> = {}
  for (const [i, c] of cities.entries()) {
    const tz = countries.find((k) => k.key === c.country)?.timeZone ?? 'Asia/Dubai'
    const doc = await payload.create({
      collection: 'cities',
      locale: 'ar',
      data: { name: c.name.ar, state: stateIds[c.state] as number, country: countryIds[c.country] as number, timeZone: tz, latitude: c.lat, longitude: c.lng, order: i },
      ...common,
    })
    await payload.update({ collection: 'cities', id: doc.id, locale: 'en', data: { name: c.name.en }, ...common })
    cityIds[c.key] = doc.id
  }
  log(`  ${countries.length} countries, ${states.length} states, ${cities.length} cities`)

  // 3. Taxonomies
  const categoryIds: Record<string, number> = {}
  const addCategory = async (type: '1' | '2' | '3' | '4', key: string, name: L, order: number, description?: L) => {
    const doc = await payload.create({ collection: 'categories', locale: 'ar', data: { name: name.ar, type, description: description?.ar, slug: `${key}`, order }, ...common })
    await payload.update({ collection: 'categories', id: doc.id, locale: 'en', data: { name: name.en, description: description?.en }, ...common })
    categoryIds[`${type}:${key}`] = doc.id
  }
  for (const [i, c] of propertyCategories.entries()) await addCategory('1', c.key, c.name, i, c.description)
  for (const [i, c] of blogCategories.entries()) await addCategory('2', c.key, c.name, i, c.description)
  for (const [i, c] of faqCategories.entries()) await addCategory('3', c.key, c.name, i)
  for (const [i, c] of videoCategories.entries()) await addCategory('4', c.key, c.name, i)
  const typeIds: Record<string, number> = {}
  for (const [i, t] of propertyTypes.entries()) {
    const doc = await payload.create({ collection: 'property-types', locale: 'ar', data: { name: t.name.ar, icon: t.icon, residential: t.residential, slug: t.key, order: i }, ...common })
    await payload.update({ collection: 'property-types', id: doc.id, locale: 'en', data: { name: t.name.en }, ...common })
    typeIds[t.key] = doc.id
  }
  const amenityIds: Record<string, number> = {}
  for (const [i, a] of amenityDefs.entries()) {
    const doc = await payload.create({ collection: 'amenities', locale: 'ar', data: { name: a.name.ar, icon: a.icon, order: i }, ...common })
    await payload.update({ collection: 'amenities', id: doc.id, locale: 'en', data: { name: a.name.en }, ...common })
    amenityIds[a.key] = doc.id
  }
  log(`  ${Object.keys(categoryIds).length} categories, ${propertyTypes.length} property types, ${amenityDefs.length} amenities`)

  // 4. Pictures
  const pool = await createScenePool(payload, log)
  const siteLogo = await uploadImage(payload, { kind: 'logo', time: 'noon', seed: 7, name: 'manzil-logo', alt: { ar: 'شعار منزل للعقارات', en: 'Manzil Real Estate logo' } })
  const developerLogos: Record<string, number> = {}
  for (const [i, d] of developers.entries()) {
    developerLogos[d.key] = await uploadImage(payload, { kind: 'logo', time: 'noon', seed: 300 + i, name: `developer-${d.key}`, alt: { ar: `شعار ${d.name.ar}`, en: `${d.name.en} logo` } })
  }
  const portraits: number[] = []
  for (const [i, m] of team.entries()) {
    portraits.push(await uploadImage(payload, { kind: 'portrait', time: 'noon', seed: 500 + i, name: `team-${slugify(m.name.en)}`, alt: { ar: `صورة ${m.name.ar}`, en: `Portrait of ${m.name.en}` } }))
  }
  log(`  ${1 + developers.length + team.length} logos and portraits`)

  // 5. Branches
  const branchIds: Record<string, number> = {}
  for (const [i, b] of branches.entries()) {
    const doc = await payload.create({
      collection: 'branches',
      locale: 'ar',
      data: {
        name: b.name.ar,
        address: b.address.ar,
        city: cityIds[b.city],
        phones: b.phones.map((number) => ({ number })),
        whatsapp: b.whatsapp,
        email: b.email,
        timeZone: b.timeZone,
        hours: b.hours.map((h) => ({ days: [...h.days], opens: h.opens, closes: h.closes })),
        latitude: b.lat,
        longitude: b.lng,
        photo: pool.storefront[i % pool.storefront.length],
        slug: b.key,
        order: i,
        published: true,
      },
      ...common,
    })
    await payload.update({ collection: 'branches', id: doc.id, locale: 'en', data: { name: b.name.en, address: b.address.en }, ...common })
    branchIds[b.key] = doc.id
  }

  // 6. Team
  const agentsByBranch: Record<string, number[]> = {}
  const teamIds: number[] = []
  for (const [i, m] of team.entries()) {
    const doc = await payload.create({
      collection: 'team-members',
      locale: 'ar',
      data: {
        name: m.name.ar,
        jobTitle: m.title.ar,
        bio: m.bio.ar,
        photo: portraits[i],
        branch: branchIds[m.branch],
        languages: m.languages as Array<'ar' | 'en' | 'fr' | 'ur' | 'ru' | 'hi'>,
        phone: m.phone,
        whatsapp: m.phone,
        email: m.email,
        isAgent: m.agent,
        slug: slugify(m.name.en),
        order: i,
        published: true,
      },
      ...common,
    })
    await payload.update({ collection: 'team-members', id: doc.id, locale: 'en', data: { name: m.name.en, jobTitle: m.title.en, bio: m.bio.en }, ...common })
    teamIds.push(doc.id)
    if (m.agent) (agentsByBranch[m.branch] ??= []).push(doc.id)
  }
  log(`  ${branches.length} branches, ${team.length} team members`)

  // 7. Projects
  const projectIds: number[] = []
  const projectsByCity: PropertyContext['projectsByCity'] = {}
  const offPlanProjects = new Set<number>()
  for (const [i, p] of projects.entries()) {
    const city = cities.find((c) => c.key === p.city) as CityDef
    const district = city.districts[p.district] ?? city.districts[0] as L
    const jitter = () => (r.next() - 0.5) * city.spread
    const starting = Math.min(...p.units.map((u) => u.price[0]))
    const kinds: SceneKind[] = [p.scene, p.scene === 'beach' ? 'villa' : 'interior', 'interior']
    const gallery = galleryFor(r, pool, kinds, 5)
    const arDesc = richAr([p.intro.ar, p.body.ar, { h: `لماذا ${p.name.ar}؟` }, { ul: p.why.ar }])
    const enDesc = richEn([p.intro.en, p.body.en, { h: `Why ${p.name.en}?` }, { ul: p.why.en }])
    const doc = await payload.create({
      collection: 'projects',
      locale: 'ar',
      data: {
        name: p.name.ar,
        description: arDesc,
        developer: { name: developers.find((d) => d.key === p.developer)?.name.ar, logo: developerLogos[p.developer] },
        status: p.status,
        progress: p.progress,
        launchDate: new Date(p.launch).toISOString(),
        handoverDate: new Date(p.handover).toISOString(),
        totalUnits: p.totalUnits,
        availableUnits: p.availableUnits,
        category: categoryIds[`1:${p.category}`],
        amenities: p.amenities.map((a) => amenityIds[a] as number),
        startingPrice: starting,
        currency: city.currency,
        unitTypes: p.units.map((u, k) => ({
          type: typeIds[u.type],
          bedrooms: u.beds,
          areaMin: u.area[0],
          areaMax: u.area[1],
          priceMin: u.price[0],
          priceMax: u.price[1],
          floorPlan: pool.plan[k % pool.plan.length],
        })),
        paymentPlans: p.plans.map((pl) => ({ name: pl.name.ar, downPaymentPercent: pl.down, years: pl.years, frequency: pl.frequency, handoverPercent: pl.handover })),
        country: countryIds[city.country],
        state: stateIds[city.state],
        city: cityIds[city.key],
        address: `${district.ar}، ${city.name.ar}`,
        latitude: Math.round((city.lat + jitter()) * 1e6) / 1e6,
        longitude: Math.round((city.lng + jitter()) * 1e6) / 1e6,
        gallery,
        masterPlan: pool.plan[i % pool.plan.length],
        videoUrl: youtubeUrl(r),
        permit: projectPermit(city, i),
        slug: slugify(p.name.en),
        published: true,
        featured: p.featured,
        seo: { title: `${p.name.ar} – ${city.name.ar}`, description: p.intro.ar, image: gallery[0] },
      },
      ...common,
    })
    await payload.update({
      collection: 'projects',
      id: doc.id,
      locale: 'en',
      data: {
        name: p.name.en,
        description: enDesc,
        developer: { name: developers.find((d) => d.key === p.developer)?.name.en, logo: developerLogos[p.developer] },
        address: `${district.en}, ${city.name.en}`,
        paymentPlans: overlay(doc.paymentPlans, p.plans.map((pl) => ({ name: pl.name.en }))),
        seo: { title: `${p.name.en} – ${city.name.en}`, description: p.intro.en, image: gallery[0] },
      },
      ...common,
    })
    projectIds.push(doc.id)
    ;(projectsByCity[city.key] ??= []).push({ index: i, types: [...new Set(p.units.map((u) => u.type))] })
    if (p.status !== 'ready' && p.status !== 'delivered') offPlanProjects.add(i)
  }
  log(`  ${projects.length} projects`)

  // 8. Properties
  const lookups: Lookups = { typeIds, categoryIds, amenityIds, countryIds, stateIds, cityIds, branchIds, agentsByBranch, projectIds, pool, rates: Object.fromEntries(currencies.map((c) => [c.code, c.rate])) }
  const propertyCtx: PropertyContext = { types: propertyTypes, cities, projectsByCity, offPlanProjects }
  const propertyIds: number[] = []
  const luxuryIds: number[] = []
  const featuredIds: number[] = []
  const counter: Record<string, number> = {}
  const priced: { id: number; price: number; currency: string }[] = []
  for (let i = 0; i < DEMO_PROPERTY_COUNT; i++) {
    const s = makeProperty(createRng(SEED + 7919 * (i + 1)), i, propertyCtx, (city) => {
      counter[city.code] = (counter[city.code] ?? 0) + 1
      return `MZ-${city.code}-${1000 + (counter[city.code] ?? 0)}`
    })
    const row = propertyRelations(s, lookups, createRng(SEED + 104729 * (i + 1)))
    const doc = await payload.create({
      collection: 'properties',
      locale: 'ar',
      data: {
        title: s.title.ar,
        reference: s.reference,
        description: richAr(s.description.ar),
        purpose: s.purpose,
        rentPeriod: s.rentPeriod,
        status: s.status,
        category: row.category,
        type: row.type,
        price: s.price,
        currency: s.currency,
        priceOnRequest: s.priceOnRequest,
        ...(s.paymentPlan ? { paymentPlan: s.paymentPlan } : {}),
        area: s.area,
        plotArea: s.plotArea,
        bedrooms: s.bedrooms,
        bathrooms: s.bathrooms,
        furnishing: s.furnishing,
        finishing: s.finishing,
        floor: s.floor,
        yearBuilt: s.yearBuilt,
        completion: s.completion,
        handoverDate: s.handoverDate,
        permit: { number: s.permitNumber, verifiedAt: daysAgo(s.checkedDaysAgo) },
        amenities: row.amenities,
        country: row.country,
        state: row.state,
        city: row.city,
        address: s.address.ar,
        latitude: s.latitude,
        longitude: s.longitude,
        gallery: row.gallery,
        floorPlans: row.floorPlans.map((image, k) => ({ title: k === 0 ? 'مخطط الطابق الأرضي' : 'مخطط الطابق الأول', image })),
        videoUrl: s.videoUrl,
        virtualTourUrl: s.virtualTourUrl,
        project: row.project,
        agent: row.agent,
        branch: row.branch,
        slug: s.slug,
        published: true,
        featured: s.featured,
        luxury: s.luxury,
      },
      ...common,
    })
    await payload.update({
      collection: 'properties',
      id: doc.id,
      locale: 'en',
      data: {
        title: s.title.en,
        description: richEn(s.description.en),
        address: s.address.en,
        floorPlans: overlay(doc.floorPlans, row.floorPlans.map((_, k) => ({ title: k === 0 ? 'Ground floor plan' : 'First floor plan' }))),
      },
      ...common,
    })
    propertyIds.push(doc.id)
    if (s.price != null && !s.priceOnRequest) priced.push({ id: doc.id, price: s.price, currency: s.currency })
    if (s.luxury) luxuryIds.push(doc.id)
    if (s.featured) featuredIds.push(doc.id)
    if ((i + 1) % 66 === 0) log(`  ${i + 1}/${DEMO_PROPERTY_COUNT} properties`)
  }

  // 8b. A past for a few prices: cuts in the last weeks (shown as reduced), an older cut, a rise.
  const DAY = 86_400_000
  const cuts = [
    { percent: 12, daysAgo: 3 },
    { percent: 8, daysAgo: 6 },
    { percent: 15, daysAgo: 11 },
    { percent: 5, daysAgo: 19 },
    { percent: 10, daysAgo: 26 },
    { percent: 7, daysAgo: 60 },
  ]
  for (const [k, cut] of cuts.entries()) {
    const listing = priced[5 + k * 37]
    if (!listing) break
    const step = listing.currency === 'EGP' ? 5000 : 1000
    const before = Math.round(listing.price / (1 - cut.percent / 100) / step) * step
    const at = new Date(Date.now() - cut.daysAgo * DAY).toISOString()
    // The last one rose once before its cut.
    const risen = k === cuts.length - 1 ? [{ at: new Date(Date.now() - 120 * DAY).toISOString(), from: before - step * 10, to: before, currency: listing.currency }] : []
    await payload.update({
      collection: 'properties',
      id: listing.id,
      data: {
        priceHistory: [...risen, { at, from: before, to: listing.price, currency: listing.currency }],
        ...(cut.daysAgo <= 30 ? { priceReducedAt: at, priceBefore: before } : {}),
      },
      ...common,
      context: { ...ctx, keepPriceHistory: true },
    })
  }

  // 9. Articles
  const RICH_ARTICLES = 6
  const embedHeading = { ar: 'من عروضنا الحالية', en: 'From our current listings' }
  const authors = teamIds.slice(0, 13)
  const coverKinds: SceneKind[] = ['towers', 'villa', 'interior', 'townhouses', 'beach', 'office', 'desert']
  const now = Date.UTC(2026, 10, 20, 8)
  for (const [i, art] of articles.entries()) {
    const cover = pool[coverKinds[i % coverKinds.length] as SceneKind][i % 3] as number
    // The first six articles use every kind of rich text: a picture, a quote and embedded listings.
    const rich = i < RICH_ARTICLES
    const picture: RichBlock[] = rich ? [{ image: pool.interior[i % pool.interior.length] as number }] : []
    const embeds: RichBlock[] = rich
      ? [{ embed: 'properties', id: propertyIds[(i * 37) % propertyIds.length] as number }, ...(i % 2 === 0 ? [{ embed: 'projects' as const, id: projectIds[i % projectIds.length] as number }] : [])]
      : []
    const body = (l: 'ar' | 'en'): RichBlock[] =>
      rich
        ? [art.intro[l], ...picture, { h: art.heading[l] }, { ul: art.points[l] }, { quote: art.outro[l] }, { h: embedHeading[l], tag: 'h3' }, ...embeds]
        : [art.intro[l], { h: art.heading[l] }, { ul: art.points[l] }, art.outro[l]]
    const arContent = richAr(body('ar'))
    const enContent = richEn(body('en'))
    const doc = await payload.create({
      collection: 'blogs',
      locale: 'ar',
      data: {
        title: art.title.ar,
        excerpt: art.excerpt.ar,
        content: arContent,
        cover,
        category: categoryIds[`2:${art.cat}`],
        author: authors[i % authors.length],
        relatedProperties: r.sample(propertyIds, 3),
        insight: Boolean(art.insight),
        publishedAt: new Date(now - i * 6.5 * 86_400_000).toISOString(),
        slug: slugify(art.title.en),
        published: true,
        featured: i < 3,
        seo: { title: art.title.ar, description: art.excerpt.ar, image: cover },
      },
      ...common,
    })
    await payload.update({ collection: 'blogs', id: doc.id, locale: 'en', data: { title: art.title.en, excerpt: art.excerpt.en, content: enContent, seo: { title: art.title.en, description: art.excerpt.en, image: cover } }, ...common })
  }
  log(`  ${articles.length} articles`)

  // 10. Services, careers, FAQs, videos, policies
  for (const [i, s] of services.entries()) {
    const image = pool[s.scene as SceneKind][i % 2] as number
    const doc = await payload.create({
      collection: 'services',
      locale: 'ar',
      data: { title: s.title.ar, summary: s.summary.ar, description: richAr(s.body.ar), icon: s.icon, image, slug: s.key, order: i, published: true },
      ...common,
    })
    await payload.update({ collection: 'services', id: doc.id, locale: 'en', data: { title: s.title.en, summary: s.summary.en, description: richEn(s.body.en) }, ...common })
  }
  for (const job of careers) {
    const pay = demoSalary(job.department, job.type, job.branch)
    const doc = await payload.create({
      collection: 'careers',
      locale: 'ar',
      data: {
        title: job.title.ar,
        department: job.department as 'sales',
        employmentType: job.type as 'full-time',
        branch: branchIds[job.branch],
        summary: job.summary.ar,
        description: richAr([job.summary.ar, { h: 'المهام' }, { ul: job.duties.ar }, 'نقدم راتبًا تنافسيًا وعمولات مجزية وتأمينًا صحيًا وبيئة عمل يدعم فيها الجميع بعضهم بعضًا.']),
        requirements: richAr([{ ul: job.reqs.ar }]),
        validThrough: monthEnd(job.openMonths),
        ...(pay ? { salary: pay } : {}),
        slug: slugify(job.title.en),
        published: true,
      },
      ...common,
    })
    await payload.update({
      collection: 'careers',
      id: doc.id,
      locale: 'en',
      data: {
        title: job.title.en,
        summary: job.summary.en,
        description: richEn([job.summary.en, { h: 'What you will do' }, { ul: job.duties.en }, 'We offer a competitive salary, generous commission, health insurance and a team where everyone has each other’s back.']),
        requirements: richEn([{ ul: job.reqs.en }]),
      },
      ...common,
    })
  }
  const faqIds: number[] = []
  for (const [i, f] of faqs.entries()) {
    const doc = await payload.create({ collection: 'faqs', locale: 'ar', data: { question: f.q.ar, answer: f.a.ar, category: categoryIds[`3:${f.cat}`], order: i, published: true }, ...common })
    faqIds.push(doc.id)
    await payload.update({ collection: 'faqs', id: doc.id, locale: 'en', data: { question: f.q.en, answer: f.a.en }, ...common })
  }
  for (const [i, v] of videos.entries()) {
    const thumbnail = pool[v.scene as SceneKind][(i + 1) % pool[v.scene as SceneKind].length] as number
    const doc = await payload.create({
      collection: 'videos',
      locale: 'ar',
      data: { title: v.title.ar, description: v.description.ar, url: youtubeUrl(r), thumbnail, category: categoryIds[`4:${v.cat}`], durationSeconds: v.duration, order: i, published: true },
      ...common,
    })
    await payload.update({ collection: 'videos', id: doc.id, locale: 'en', data: { title: v.title.en, description: v.description.en }, ...common })
  }
  for (const p of policies) {
    const existing = await payload.find({ collection: 'policies', where: { key: { equals: p.key } }, limit: 1, ...common })
    if (existing.docs[0]) continue
    const doc = await payload.create({ collection: 'policies', locale: 'ar', data: { key: p.key, title: p.title.ar, content: richAr(p.ar) }, ...common })
    await payload.update({ collection: 'policies', id: doc.id, locale: 'en', data: { title: p.title.en, content: richEn(p.en) }, ...common })
  }
  log(`  ${services.length} services, ${careers.length} job postings, ${faqs.length} FAQs, ${videos.length} videos, ${policies.length} policies`)

  // 11. Pages
  const { seedPages } = await import('./pages')
  await seedPages(payload, { pool, featuredIds, luxuryIds, projectIds: projectIds.filter((_, i) => projects[i]?.featured), faqIds, teamCount: team.length, common })
  // 12. Globals
  const { seedGlobals } = await import('./globals')
  await seedGlobals(payload, { logo: siteLogo, shareImage: pool.towers[0] as number, common })
  log(`  3 pages, settings and menus`)
  // 13. The editors' desk: drafts and a scheduled listing (none of them reaches visitors)
  await seedEditorialDemo(payload, { propertyIds, pool })
  log('  drafts: a price cut over a listing, a new listing, an article; one listing scheduled')
  // Written without the change hooks: servers already running read everything again.
  await writeResets(payload, CONTENT_TAGS)
  log(`Demo content ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}


/**
 * What an editor finds in progress in the admin of the demo: a price cut saved as a draft over a
 * published listing (visitors still see the old price), a new listing and an article not yet
 * published, and a listing scheduled to go live at the next 09:00 in Dubai.
 */
async function seedEditorialDemo(payload: Payload, { propertyIds, pool }: { propertyIds: number[]; pool: MediaPool }): Promise<void> {
  const cut = (await payload.findByID({ collection: 'properties', id: propertyIds[3] as number, ...common })) as { id: number; price?: number | null }
  if (cut.price) await payload.update({ collection: 'properties', id: cut.id, draft: true, data: { price: Math.round((cut.price * 0.95) / 1000) * 1000, _status: 'draft' }, ...common })
  const model = (await payload.findByID({ collection: 'properties', id: propertyIds[0] as number, ...common })) as unknown as Record<string, unknown>
  const modelPermit = (model.permit as { number?: string | null } | undefined)?.number
  const newListing = (title: { ar: string; en: string }, reference: string, n: number) => ({
    title: title.ar,
    reference,
    purpose: model.purpose,
    status: 'available',
    type: model.type,
    category: model.category,
    price: model.price,
    currency: model.currency,
    area: model.area,
    bedrooms: model.bedrooms,
    bathrooms: model.bathrooms,
    country: model.country,
    state: model.state,
    city: model.city,
    latitude: model.latitude,
    longitude: model.longitude,
    gallery: pool.towers.slice(0, 3),
    // Where the market asks for a permit, one of its shape: the scheduled publish goes through.
    permit: { number: modelPermit ? `${modelPermit.slice(0, -3)}${900 + n}` : null },
    _status: 'draft' as const,
  })
  const drafts = [
    { title: { ar: 'شقة جديدة بإطلالة على القناة (مسودة)', en: 'New canal-view flat (draft)' }, reference: 'MZ-DRAFT-1001' },
    { title: { ar: 'بنتهاوس يُطرح في التاسعة صباحًا', en: 'Penthouse going live at 9:00' }, reference: 'MZ-DRAFT-1002' },
  ]
  const made: number[] = []
  for (const [n, d] of drafts.entries()) {
    const doc = await payload.create({ collection: 'properties', locale: 'ar', draft: true, data: newListing(d.title, d.reference, n) as never, ...common })
    await payload.update({ collection: 'properties', id: doc.id, locale: 'en', draft: true, data: { title: d.title.en, _status: 'draft' }, ...common })
    made.push(doc.id)
  }
  // As the admin's "Schedule" queues it: Payload's own task, run by the default queue.
  await payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'properties', value: made[1] as number } }, waitUntil: nextMorning(new Date()) })
  await payload.create({
    collection: 'blogs',
    locale: 'ar',
    draft: true,
    data: { title: 'مسودة: ما الذي ينتظر سوق الإيجارات في الربع القادم؟', excerpt: 'مقال قيد الكتابة.', cover: pool.towers[1], _status: 'draft' },
    ...common,
  })
}

/**
 * A project's permit where its market requires one (a number of the market's shape, made from its
 * position, not drawn: the demo's other draws stay as they were) and its last check by an agent.
 */
function projectPermit(city: CityDef, i: number) {
  const required = permitRulesOf(city)?.required === true
  const number = !required ? null : city.country === 'SA' ? String(7_100_000_000 + (i + 1) * 7_919_113) : String(71_000_000_000 + (i + 1) * 104_729_017)
  return { number, verifiedAt: daysAgo(required || i % 2 === 0 ? 2 + ((i * 3) % 20) : null) }
}

/** A market's permit rules as the countries and states collections take them, in one language. */
function permitRules(p: PermitRules | null | undefined, l: 'ar' | 'en') {
  return p ? { required: p.required, authority: p.authority[l], checkUrl: p.checkUrl } : undefined
}

/** Relationship ids for one generated property (shared by the demo and the bulk loader). */
export function propertyRelations(s: PropertySeed, l: Lookups, r: Rng) {
  const branchKey = s.city.country === 'SA' ? (s.city.key === 'jeddah' ? 'jeddah' : 'riyadh') : s.city.country === 'EG' ? 'new-cairo' : s.city.key === 'abu-dhabi' || s.city.key === 'al-ain' ? 'abu-dhabi' : 'dubai'
  const agents = l.agentsByBranch[branchKey] ?? []
  const gallery = galleryFor(r, l.pool, s.type.scenes, s.galleryPicks)
  const floorPlans = s.floorPlans > 0 ? r.sample(l.pool.plan, s.floorPlans) : []
  return {
    type: l.typeIds[s.type.key] as number,
    category: l.categoryIds[`1:${s.type.category as CategoryKey}`] ?? null,
    amenities: s.amenities.map((a) => l.amenityIds[a]).filter((id): id is number => typeof id === 'number'),
    country: l.countryIds[s.city.country] ?? null,
    state: l.stateIds[s.city.state] ?? null,
    city: l.cityIds[s.city.key] ?? null,
    branch: l.branchIds[branchKey] ?? null,
    agent: agents.length > 0 ? r.pick(agents) : null,
    project: s.projectIndex !== null ? (l.projectIds[s.projectIndex] ?? null) : null,
    gallery,
    floorPlans,
  }
}

/**
 * Adds `count` more properties straight through the database adapter, for benchmarks.
 * Runs the demo seed first when the database is empty, since listings need its taxonomies.
 */
export async function seedBulkProperties(payload: Payload, count: number, opts: SeedOptions = {}): Promise<void> {
  if (await isDatabaseEmpty(payload)) await seedDemo(payload, opts)
  await seedBulk(payload, count, opts.log ?? (() => undefined))
}

/** A monthly salary range for a demo posting, in its branch's currency (none for an internship, as many postings give none). */
function demoSalary(department: string, type: string, branch: string) {
  if (type === 'internship') return null
  const currency = branch === 'riyadh' || branch === 'jeddah' ? 'SAR' : branch === 'new-cairo' ? 'EGP' : 'AED'
  const scale = currency === 'EGP' ? 6 : 1
  const base: Record<string, [number, number]> = { sales: [8000, 15000], leasing: [7000, 11000], marketing: [15000, 22000], finance: [12000, 18000], technology: [18000, 28000] }
  const [min, max] = base[department] ?? [5000, 8000]
  return { min: min * scale, max: max * scale, currency, period: 'month' as const }
}
