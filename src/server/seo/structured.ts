import 'server-only'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { getTranslations } from 'next-intl/server'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { asMedia, mediaUrl } from '@/components/ui/MediaImage'
import type { Locale } from '@/i18n/locales'
import { areaIn } from '@/lib/area'
import { isPostingOpen } from '@/lib/careers'
import { embedFor } from '@/lib/embed'
import { formatMoney, formatNumber } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import {
  accommodationKind,
  blogPosting,
  branchesGraph,
  breadcrumbList,
  faqPage,
  homeGraph,
  jobPosting,
  projectListing,
  realEstateListing,
  videosGraph,
  type Address,
  type EmploymentType,
  type OrganizationInput,
} from '@/lib/seo/jsonld'
import { absoluteUrl, RECORD_BASES, siteOrigin } from '@/lib/seo/urls'
import { lexicalToText } from '@/lib/text'
import type { Blog, Branch, Career, Project, Property, Video } from '@/payload-types'
import { siteAreaUnit } from '../currency'
import { listCities, listCountries, listStates } from '../listings/taxonomy'
import { getSettings } from '../site'
import { siteName } from './metadata'

const idOf = (v: unknown): number | null => (typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v ? Number((v as { id: unknown }).id) : null)
const nameOf = (v: unknown): string | null => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name ?? '') || null : null)

/** Absolute addresses of pictures: the 16:9 version, the 1200×630 one and the original, as Google advises several shapes. */
function pictures(origin: string, list: readonly unknown[], max = 5): string[] {
  const out: string[] = []
  for (const item of list.slice(0, max)) {
    const m = asMedia(item)
    if (!m?.mimeType?.startsWith('image/')) continue
    for (const name of [m.sizes?.hero?.filename, m.sizes?.og?.filename, m.filename]) {
      const path = mediaUrl(name)
      if (path) out.push(`${origin}${path}`)
    }
  }
  return [...new Set(out)]
}

/** A place's names and country code, from the cached place lists (a record may hold only the city's id). */
export async function addressOf(locale: Locale, refs: { city?: unknown; state?: unknown; country?: unknown; street?: string | null }): Promise<Address> {
  const [cities, states, countries] = await Promise.all([listCities(locale), listStates(locale), listCountries(locale)])
  const city = cities.find((c) => c.id === idOf(refs.city))
  const stateId = idOf(refs.state) ?? idOf(city?.state)
  const countryId = idOf(refs.country) ?? idOf(city?.country)
  return {
    street: refs.street ?? null,
    locality: city?.name ?? null,
    region: states.find((s) => s.id === stateId)?.name ?? null,
    country: countries.find((c) => c.id === countryId)?.code ?? null,
  }
}

const language = (locale: Locale) => locale

/** The agency as the home page and every other block name it. */
export async function organizationInput(locale: Locale): Promise<OrganizationInput> {
  const origin = siteOrigin()
  const [settings, name] = await Promise.all([getSettings(locale), siteName(locale)])
  const logo = mediaUrl(asMedia(settings.appearance_settings?.logo)?.filename)
  const contact = settings.contact_info
  return {
    origin,
    url: absoluteUrl(origin, locale, '/'),
    name,
    description: settings.seo_settings?.seo_description,
    logo: logo ? `${origin}${logo}` : null,
    phone: contact?.contact_phone,
    email: contact?.contact_email,
    address: contact?.contact_address ? { street: contact.contact_address } : undefined,
    sameAs: (settings.social_links ?? []).map((s) => s.url).filter((u) => /^https?:\/\//.test(u)),
  }
}

export async function homeJsonLd(locale: Locale) {
  return homeGraph(await organizationInput(locale), language(locale))
}

export async function propertyJsonLd(locale: Locale, p: Property) {
  const origin = siteOrigin()
  const type = p.type && typeof p.type === 'object' ? p.type : null
  return realEstateListing({
    url: absoluteUrl(origin, locale, recordPath(RECORD_BASES.properties, p.id, p.slug)),
    language: language(locale),
    name: p.title,
    description: p.seo?.description || lexicalToText(p.description) || null,
    images: pictures(origin, p.gallery ?? []),
    datePosted: p.createdAt,
    reference: p.reference,
    purpose: p.purpose,
    rentPeriod: p.rentPeriod,
    status: p.status,
    price: p.priceOnRequest || p.price == null ? null : p.price,
    currency: p.currency,
    kind: accommodationKind(type?.slug, type?.residential),
    area: p.area,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    address: await addressOf(locale, { city: p.city, state: p.state, country: p.country, street: p.address }),
    geo: { lat: p.latitude, lng: p.longitude },
    amenities: (p.amenities ?? []).map(nameOf).filter((n): n is string => Boolean(n)),
  })
}

export async function projectJsonLd(locale: Locale, p: Project) {
  const origin = siteOrigin()
  const unitSlugs = (p.unitTypes ?? []).map((u) => (u.type && typeof u.type === 'object' ? u.type.slug : null))
  return projectListing({
    url: absoluteUrl(origin, locale, recordPath(RECORD_BASES.projects, p.id, p.slug)),
    language: language(locale),
    name: p.name,
    description: p.seo?.description || lexicalToText(p.description) || null,
    images: pictures(origin, p.gallery ?? []),
    developer: p.developer?.name,
    apartmentsOnly: unitSlugs.length > 0 && unitSlugs.every((s) => accommodationKind(s, true) === 'Apartment'),
    startingPrice: p.startingPrice,
    currency: p.currency,
    totalUnits: p.totalUnits,
    availableUnits: p.availableUnits,
    address: await addressOf(locale, { city: p.city, state: p.state, country: p.country, street: p.address }),
    geo: { lat: p.latitude, lng: p.longitude },
    amenities: (p.amenities ?? []).map(nameOf).filter((n): n is string => Boolean(n)),
  })
}

const richHtml = (value: unknown) => (value && typeof value === 'object' && 'root' in value ? convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true }) : '')

/** A posting's JSON-LD while it takes applications; none once it has closed (Google asks for it to go). */
export async function jobJsonLd(locale: Locale, job: Career, now: Date) {
  if (!isPostingOpen(job.validThrough, now)) return null
  const origin = siteOrigin()
  const [org, branch] = [await organizationInput(locale), job.branch && typeof job.branch === 'object' ? job.branch : null]
  const body = richHtml(job.description) + richHtml(job.requirements)
  const description = body || `<p>${escapeHtml(job.summary || job.title)}</p>`
  const settings = await getSettings(locale)
  const address = branch ? await addressOf(locale, { city: branch.city, street: branch.address }) : { street: settings.contact_info?.contact_address ?? null }
  const salary = job.salary && (job.salary.min != null || job.salary.max != null) ? { currency: job.salary.currency || 'AED', min: job.salary.min, max: job.salary.max, period: job.salary.period ?? 'month' } : null
  return jobPosting({
    url: absoluteUrl(origin, locale, recordPath(RECORD_BASES.careers, job.id, job.slug)),
    id: job.id,
    title: job.title,
    descriptionHtml: description,
    datePosted: job.createdAt,
    validThrough: job.validThrough,
    employmentType: job.employmentType as EmploymentType,
    organization: { origin, name: org.name, url: org.url, logo: org.logo },
    address,
    salary,
  })
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export async function articleJsonLd(locale: Locale, a: Blog) {
  const origin = siteOrigin()
  const org = await organizationInput(locale)
  const author = nameOf(a.author)
  return blogPosting({
    url: absoluteUrl(origin, locale, recordPath(RECORD_BASES.blogs, a.id, a.slug)),
    language: language(locale),
    headline: a.title,
    description: a.seo?.description || a.excerpt,
    images: pictures(origin, [a.seo?.image ?? a.cover].filter(Boolean)),
    datePublished: a.publishedAt ?? a.createdAt,
    dateModified: a.updatedAt,
    author: author ? { name: author, url: absoluteUrl(origin, locale, '/our-team') } : null,
    section: nameOf(a.category),
    publisher: { origin, name: org.name, logo: org.logo },
  })
}

export async function branchesJsonLd(locale: Locale, branches: readonly Branch[]) {
  const origin = siteOrigin()
  const url = absoluteUrl(origin, locale, '/our-branches')
  const inputs = await Promise.all(
    branches.map(async (b) => ({
      id: b.id,
      name: b.name,
      url,
      image: pictures(origin, [b.photo].filter(Boolean))[0] ?? null,
      phones: (b.phones ?? []).map((p) => p.number),
      email: b.email,
      address: await addressOf(locale, { city: b.city, street: b.address }),
      geo: { lat: b.latitude, lng: b.longitude },
      hours: (b.hours ?? []).map((h) => ({ days: h.days, opens: h.opens, closes: h.closes })),
    })),
  )
  return branchesGraph(origin, inputs)
}

export function faqJsonLd(locale: Locale, faqs: readonly { question: string; answer: string }[]) {
  return faqPage(faqs, language(locale))
}

export function videosJsonLd(locale: Locale, videos: readonly Video[]) {
  const origin = siteOrigin()
  return videosGraph(
    videos.flatMap((v) => {
      const thumbnails = pictures(origin, [v.thumbnail])
      if (!thumbnails.length) return []
      const embed = embedFor(v.url)
      return [{ name: v.title, description: v.description, thumbnails, uploadDate: v.createdAt, durationSeconds: v.durationSeconds, embedUrl: embed?.src ?? null, contentUrl: /^https?:\/\//.test(v.url) ? v.url : null }]
    }),
    language(locale),
  )
}

/** The trail of a nested page: home, the steps between (with their addresses in the page's language), the page itself. */
export function breadcrumbJsonLd(locale: Locale, trail: readonly { name: string; path?: string }[]) {
  const origin = siteOrigin()
  return breadcrumbList(trail.map((s) => ({ name: s.name, url: s.path ? absoluteUrl(origin, locale, s.path) : undefined })))
}

// ---- descriptions from a record's facts, for when editors left the SEO description empty ----------

const placeLine = (a: Address) => [a.locality, a.region].filter((x, i, all) => x && all.indexOf(x) === i).join(', ')

/** "Villa for sale in Dubai · 4 bedrooms · 3,767 sq ft · AED 3,500,000 · Ref. MZ-1" in the page's language and the site's unit of area. */
export async function listingDescription(locale: Locale, p: Property): Promise<string> {
  const [t, seo, address, unit] = await Promise.all([getTranslations({ locale }), getTranslations({ locale, namespace: 'seo' }), addressOf(locale, { city: p.city, state: p.state, country: p.country }), siteAreaUnit()])
  const type = nameOf(p.type) ?? ''
  const place = placeLine(address)
  const head = place ? seo('listing', { type, purpose: p.purpose, place }) : seo('listingNoPlace', { type, purpose: p.purpose })
  const facts = [
    head,
    p.bedrooms != null ? t('common.bedrooms', { count: p.bedrooms }) : null,
    p.area != null ? t('common.area', { value: formatNumber(locale, areaIn(p.area, unit)), unit }) : null,
    p.priceOnRequest || p.price == null ? t('common.priceOnRequest') : formatMoney(locale, p.price, p.currency),
    seo('reference', { reference: p.reference }),
  ]
  return facts.filter(Boolean).join(' · ')
}

/** "Gulf Towers, a development in Dubai by Emaar · from AED 900,000 · 10 units available". */
export async function projectDescription(locale: Locale, p: Project): Promise<string> {
  const [seo, address] = await Promise.all([getTranslations({ locale, namespace: 'seo' }), addressOf(locale, { city: p.city, state: p.state, country: p.country })])
  const intro = [seo('projectIntro', { name: p.name, place: placeLine(address) || '—' }), p.developer?.name ? seo('projectBy', { developer: p.developer.name }) : null].filter(Boolean).join(' ')
  const facts = [
    intro,
    p.startingPrice ? seo('projectFrom', { price: formatMoney(locale, p.startingPrice, p.currency) }) : null,
    typeof p.availableUnits === 'number' ? seo('projectUnits', { count: p.availableUnits }) : null,
  ]
  return facts.filter(Boolean).join(' · ')
}
