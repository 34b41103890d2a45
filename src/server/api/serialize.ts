import type { Locale } from '@/i18n/locales'
import type * as T from '@/payload-types'
import { convert, type DisplayCurrency, type Rates } from '../currency'
import { labelOf } from './labels'
import type * as S from './schemas'
import type { Out } from './schemas'
import { reducedPercent } from '@/lib/price-history'
import { localizedPath } from '@/lib/seo/urls'
import { describeSearch, searchPath } from '../alerts/digest'
import { listingRule, permitView } from '@/lib/permits'

/** Turns stored records into the API's shapes (./schemas): snake_case, labels in the request language, prices converted. */
export type Money = { display: DisplayCurrency; rates: Rates }

const obj = <X extends object>(v: number | X | null | undefined): X | null => (v && typeof v === 'object' ? v : null)
const ref = (v: number | { id: number; name: string } | null | undefined): Out<typeof S.Ref> | null => {
  const o = obj(v)
  return o ? { id: o.id, name: o.name } : null
}
const refs = (list: (number | { id: number; name: string })[] | null | undefined) => (list ?? []).map(ref).filter((r) => r !== null)
const bool = (v: boolean | null | undefined) => v === true
const nul = <V>(v: V | undefined): V | null => (v === undefined ? null : v)
const loc = (lat?: number | null, lng?: number | null) => (typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null)

export function media(v: number | T.Media | null | undefined): Out<typeof S.Media> | null {
  const m = obj(v)
  if (!m?.url) return null
  const size = (s: { url?: string | null; width?: number | null; height?: number | null } | undefined) =>
    s?.url ? { url: s.url, width: nul(s.width), height: nul(s.height) } : undefined
  const sizes: Out<typeof S.Media>['sizes'] = {}
  const thumb = size(m.sizes?.thumb)
  const card = size(m.sizes?.card)
  const hero = size(m.sizes?.hero)
  if (thumb) sizes.thumb = thumb
  if (card) sizes.card = card
  if (hero) sizes.hero = hero
  return { id: m.id, url: m.url, alt: m.alt ?? '', width: nul(m.width), height: nul(m.height), mime_type: nul(m.mimeType), sizes }
}
const gallery = (list: (number | T.Media)[] | null | undefined) => (list ?? []).map(media).filter((m) => m !== null)

function price(money: Money, amount: number | null | undefined, currency: string, base?: number | null) {
  if (typeof amount !== 'number') return { price: null, original: null }
  return {
    price: { amount: convert(amount, currency, money.display, money.rates, base), currency: money.display.code },
    original: { amount, currency },
  }
}

function plan(locale: Locale, p: { name?: string | null; downPaymentPercent?: number | null; years?: number | null; frequency?: string | null; handoverPercent?: number | null } | null | undefined) {
  if (!p || (p.years == null && p.downPaymentPercent == null)) return null
  return {
    ...(p.name !== undefined ? { name: p.name } : {}),
    down_payment_percent: nul(p.downPaymentPercent),
    years: nul(p.years),
    frequency: labelOf('properties', 'frequency', p.frequency, locale),
    handover_percent: nul(p.handoverPercent),
  }
}

/** The listing's permit under its market's rules (its country and state read with it, at depth 2). */
function permit(p: T.Property | T.Project): Out<typeof S.Permit> | null {
  const view = permitView(p.permit, listingRule(p))
  return view && { number: view.number, authority: view.authority, check_url: view.checkUrl }
}

function seo(s: { title?: string | null; description?: string | null; image?: number | T.Media | null } | undefined) {
  return { title: nul(s?.title), description: nul(s?.description), image: media(s?.image) }
}

export function propertyCard(p: T.Property, locale: Locale, money: Money): Out<typeof S.PropertyCard> {
  const { price: converted, original } = price(money, p.price, p.currency, p.priceBase)
  const onRequest = bool(p.priceOnRequest)
  return {
    id: p.id,
    reference: p.reference,
    title: p.title,
    slug: nul(p.slug),
    purpose: labelOf('properties', 'purpose', p.purpose, locale) ?? { value: p.purpose, label: p.purpose },
    rent_period: p.purpose === 'rent' ? labelOf('properties', 'rentPeriod', p.rentPeriod, locale) : null,
    status: labelOf('properties', 'status', p.status, locale) ?? { value: p.status, label: p.status },
    price: onRequest ? null : converted,
    original_price: onRequest ? null : original,
    price_on_request: onRequest,
    area: nul(p.area),
    bedrooms: nul(p.bedrooms),
    bathrooms: nul(p.bathrooms),
    furnishing: labelOf('properties', 'furnishing', p.furnishing, locale),
    type: ref(p.type),
    category: ref(p.category),
    city: ref(p.city),
    cover: media(p.gallery?.[0]),
    luxury: bool(p.luxury),
    featured: bool(p.featured),
    virtual: bool(p.virtual),
    location: loc(p.latitude, p.longitude),
    payment_plan: plan(locale, p.paymentPlan),
    reduced: reducedOf(p, money),
    verified_at: nul(p.permit?.verifiedAt),
    created_at: p.createdAt,
  }
}

/** A cut in the last 30 days, with the price before it in the request currency. */
function reducedOf(p: T.Property, money: Money) {
  const percent = reducedPercent({ priceReducedAt: p.priceReducedAt ?? null, priceBefore: p.priceBefore ?? null, price: p.price, priceOnRequest: p.priceOnRequest }, new Date())
  const before = price(money, p.priceBefore, p.currency).price
  return percent === null || !before || !p.priceReducedAt ? null : { percent, at: p.priceReducedAt, price_before: before }
}

export function teamMember(m: T.TeamMember, locale: Locale): Out<typeof S.TeamMember> {
  return {
    id: m.id,
    name: m.name,
    slug: nul(m.slug),
    job_title: nul(m.jobTitle),
    bio: nul(m.bio),
    photo: media(m.photo),
    branch: ref(m.branch),
    languages: (m.languages ?? []).map((l) => labelOf('team-members', 'languages', l, locale) ?? { value: l, label: l }),
    phone: nul(m.phone),
    whatsapp: nul(m.whatsapp),
    email: nul(m.email),
    is_agent: m.isAgent !== false,
  }
}

export function projectCard(p: T.Project, locale: Locale, money: Money): Out<typeof S.ProjectCard> {
  const { price: converted, original } = price(money, p.startingPrice, p.currency, p.priceBase)
  return {
    id: p.id,
    name: p.name,
    slug: nul(p.slug),
    status: labelOf('projects', 'status', p.status, locale) ?? { value: p.status, label: p.status },
    progress: nul(p.progress),
    starting_price: converted,
    original_price: original,
    developer: { name: nul(p.developer?.name), logo: media(p.developer?.logo) },
    city: ref(p.city),
    cover: media(p.gallery?.[0]),
    featured: bool(p.featured),
    handover_date: nul(p.handoverDate),
    total_units: nul(p.totalUnits),
    available_units: nul(p.availableUnits),
    location: loc(p.latitude, p.longitude),
    verified_at: nul(p.permit?.verifiedAt),
  }
}

export function propertyDetail(p: T.Property, locale: Locale, money: Money, similar: T.Property[]): Out<typeof S.PropertyDetail> {
  const project = obj(p.project)
  const agent = obj(p.agent)
  const shown = permit(p)
  return {
    ...propertyCard(p, locale, money),
    description: nul(p.description) as Out<typeof S.RichText>,
    plot_area: nul(p.plotArea),
    finishing: labelOf('properties', 'finishing', p.finishing, locale),
    floor: nul(p.floor),
    year_built: nul(p.yearBuilt),
    completion: labelOf('properties', 'completion', p.completion, locale),
    handover_date: nul(p.handoverDate),
    permit: shown,
    permit_number: shown?.number ?? null,
    amenities: refs(p.amenities),
    country: ref(p.country),
    state: ref(p.state),
    address: nul(p.address),
    gallery: gallery(p.gallery),
    floor_plans: (p.floorPlans ?? []).map((f) => ({ title: nul(f.title), image: media(f.image) })),
    video_url: nul(p.videoUrl),
    virtual_tour_url: nul(p.virtualTourUrl),
    project: project ? projectCard(project, locale, money) : null,
    agent: agent ? teamMember(agent, locale) : null,
    branch: ref(p.branch),
    seo: seo(p.seo),
    similar: similar.map((s) => propertyCard(s, locale, money)),
    price_history: (p.priceHistory ?? []).map((h) => ({
      at: h.at,
      from: h.from == null ? null : { amount: h.from, currency: h.fromCurrency || h.currency || p.currency },
      to: h.to == null ? null : { amount: h.to, currency: h.currency || p.currency },
    })),
  }
}

export function projectDetail(p: T.Project, locale: Locale, money: Money, properties: T.Property[], similar: T.Project[]): Out<typeof S.ProjectDetail> {
  const amount = (v: number | null | undefined) => price(money, v, p.currency).price
  return {
    ...projectCard(p, locale, money),
    description: nul(p.description) as Out<typeof S.RichText>,
    launch_date: nul(p.launchDate),
    category: ref(p.category),
    permit: permit(p),
    unit_types: (p.unitTypes ?? []).map((u) => ({
      type: ref(u.type),
      bedrooms: nul(u.bedrooms),
      area_min: nul(u.areaMin),
      area_max: nul(u.areaMax),
      price_min: amount(u.priceMin),
      price_max: amount(u.priceMax),
      floor_plan: media(u.floorPlan),
    })),
    payment_plans: (p.paymentPlans ?? []).map((pp) => plan(locale, pp)).filter((pp) => pp !== null),
    amenities: refs(p.amenities),
    country: ref(p.country),
    state: ref(p.state),
    address: nul(p.address),
    gallery: gallery(p.gallery),
    master_plan: media(p.masterPlan),
    brochure: obj(p.brochure)?.url ? { url: obj(p.brochure)?.url ?? '', mime_type: nul(obj(p.brochure)?.mimeType) } : null,
    video_url: nul(p.videoUrl),
    seo: seo(p.seo),
    properties: properties.map((x) => propertyCard(x, locale, money)),
    similar: similar.map((x) => projectCard(x, locale, money)),
  }
}

export function blogCard(b: T.Blog): Out<typeof S.BlogCard> {
  const author = obj(b.author)
  return {
    id: b.id,
    title: b.title,
    slug: nul(b.slug),
    excerpt: nul(b.excerpt),
    cover: media(b.cover),
    category: ref(b.category),
    author: author ? { id: author.id, name: author.name, photo: media(author.photo) } : null,
    published_at: nul(b.publishedAt),
    featured: bool(b.featured),
    insight: bool(b.insight),
  }
}

export function blogDetail(b: T.Blog, locale: Locale, money: Money, related: T.Blog[]): Out<typeof S.BlogDetail> {
  return {
    ...blogCard(b),
    content: nul(b.content) as Out<typeof S.RichText>,
    seo: seo(b.seo),
    related: related.map(blogCard),
    related_properties: (b.relatedProperties ?? []).map((p) => obj(p)).filter((p) => p !== null).map((p) => propertyCard(p, locale, money)),
  }
}

export function careerCard(c: T.Career, locale: Locale): Out<typeof S.CareerCard> {
  return {
    id: c.id,
    title: c.title,
    slug: nul(c.slug),
    department: labelOf('careers', 'department', c.department, locale) ?? { value: c.department, label: c.department },
    employment_type: labelOf('careers', 'employmentType', c.employmentType, locale) ?? { value: c.employmentType, label: c.employmentType },
    branch: ref(c.branch),
    summary: nul(c.summary),
    valid_through: nul(c.validThrough),
  }
}

export function careerDetail(c: T.Career, locale: Locale): Out<typeof S.CareerDetail> {
  return {
    ...careerCard(c, locale),
    description: nul(c.description) as Out<typeof S.RichText>,
    requirements: nul(c.requirements) as Out<typeof S.RichText>,
    seo: seo(c.seo),
    apply_path: `${locale === 'ar' ? '' : `/${locale}`}/jobs/request?job=${c.id}`,
  }
}

export const serviceCard = (s: T.Service): Out<typeof S.ServiceCard> => ({
  id: s.id,
  title: s.title,
  slug: nul(s.slug),
  summary: nul(s.summary),
  icon: nul(s.icon),
  image: media(s.image),
})

export const serviceDetail = (s: T.Service): Out<typeof S.ServiceDetail> => ({
  ...serviceCard(s),
  description: nul(s.description) as Out<typeof S.RichText>,
  seo: seo(s.seo),
})

export function branch(b: T.Branch, locale: Locale): Out<typeof S.Branch> {
  return {
    id: b.id,
    name: b.name,
    slug: nul(b.slug),
    address: nul(b.address),
    city: ref(b.city),
    phones: (b.phones ?? []).map((p) => p.number),
    whatsapp: nul(b.whatsapp),
    email: nul(b.email),
    time_zone: b.timeZone,
    hours: (b.hours ?? []).map((h) => ({
      days: h.days.map((d) => labelOf('branches', 'days', d, locale) ?? { value: d, label: d }),
      opens: h.opens,
      closes: h.closes,
    })),
    location: { lat: b.latitude, lng: b.longitude },
    photo: media(b.photo),
  }
}

export const faq = (f: T.Faq): Out<typeof S.Faq> => ({ id: f.id, question: f.question, answer: f.answer, category: ref(f.category) })

export const video = (v: T.Video): Out<typeof S.Video> => ({
  id: v.id,
  title: v.title,
  description: nul(v.description),
  url: v.url,
  thumbnail: media(v.thumbnail),
  category: ref(v.category),
  duration_seconds: nul(v.durationSeconds),
})

export const category = (c: T.Category): Out<typeof S.Category> => ({ id: c.id, name: c.name, slug: nul(c.slug), type: c.type, description: nul(c.description) })

/** A page's blocks, each with its type and its own fields; related records reduced to what a client can show. */
export function page(p: T.Page): Out<typeof S.Page> {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean)
    if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>
      if (typeof o.url === 'string' && typeof o.mimeType === 'string' && 'filename' in o) return media(o as unknown as T.Media)
      return Object.fromEntries(Object.entries(o).filter(([k]) => !['createdAt', 'updatedAt', 'searchText', 'blockName'].includes(k)).map(([k, v]) => [k, clean(v)]))
    }
    return value
  }
  const blocks = (p.layout ?? []).filter((b) => !b.hidden).map((b) => {
    const { blockType, id: blockId, ...rest } = b
    return { type: blockType, id: nul(blockId), ...(clean(rest) as Record<string, unknown>) }
  })
  return { id: p.id, title: p.title, permalink: p.permalink, blocks, seo: seo(p.seo) }
}

const policyPaths: Record<T.Policy['key'], string> = { payment: '/payment-policy', privacy: '/privacy-policy', return: '/return-policy', terms: '/terms-and-conditions' }

export const policy = (p: T.Policy, locale: Locale): Out<typeof S.Policy> => ({
  id: p.id,
  key: p.key,
  title: p.title,
  content: nul(p.content) as Out<typeof S.RichText>,
  path: `${locale === 'ar' ? '' : `/${locale}`}${policyPaths[p.key]}`,
})

export const currency = (c: T.Currency): Out<typeof S.Currency> => ({
  code: c.code,
  name: c.name,
  symbol: c.symbol,
  rate: c.rate,
  decimals: c.decimals,
  is_default: bool(c.isDefault),
  area_unit: c.areaUnit ?? 'm2',
})

export const country = (c: T.Country): Out<typeof S.Country> => ({ id: c.id, name: c.name, code: c.code, phone_code: nul(c.phoneCode), currency: nul(c.currency) })
const idOf = (v: number | { id: number }) => (typeof v === 'number' ? v : v.id)
export const state = (s: T.State): Out<typeof S.State> => ({ id: s.id, name: s.name, country_id: idOf(s.country) })
export const city = (c: T.City): Out<typeof S.City> => ({ id: c.id, name: c.name, state_id: idOf(c.state), country_id: idOf(c.country), location: loc(c.latitude, c.longitude) })

export function settings(s: T.Setting): Out<typeof S.Settings> {
  return {
    seo_settings: { seo_title: nul(s.seo_settings?.seo_title), seo_description: nul(s.seo_settings?.seo_description), seo_image: media(s.seo_settings?.seo_image) },
    appearance_settings: { logo: media(s.appearance_settings?.logo), favicon: media(s.appearance_settings?.favicon), color1: nul(s.appearance_settings?.color1) },
    // notify_email is where staff receive leads: never public.
    contact_info: {
      contact_phone: nul(s.contact_info?.contact_phone),
      contact_email: nul(s.contact_info?.contact_email),
      contact_whatsapp_number: nul(s.contact_info?.contact_whatsapp_number),
      contact_address: nul(s.contact_info?.contact_address),
    },
    social_links: (s.social_links ?? []).map((l) => ({ platform: l.platform, url: l.url })),
    default_currency: nul(s.default_currency),
  }
}

export function menus(m: T.Menu): Out<typeof S.Menus> {
  return {
    header: (m.header ?? []).map((h) => ({ label: h.label, href: h.href, children: (h.children ?? []).map((c) => ({ label: c.label, href: c.href })) })),
    footer: (m.footer ?? []).map((f) => ({ title: f.title, links: (f.links ?? []).map((l) => ({ label: l.label, href: l.href })) })),
  }
}

/** An alert as its owner sees it (by the secret of its links); the address itself is not repeated. */
export async function alert(a: T.SearchAlert, locale: Locale): Promise<Out<typeof S.Alert>> {
  return {
    token: a.token,
    kind: a.kind,
    luxury: bool(a.luxury),
    search: await describeSearch(locale, a),
    url: localizedPath(locale, searchPath(a)),
    frequency: a.frequency,
    status: a.status,
    created_at: a.createdAt,
    confirmed_at: nul(a.confirmedAt),
    last_sent_at: nul(a.lastSentAt),
    sent_count: a.sentCount ?? 0,
  }
}
