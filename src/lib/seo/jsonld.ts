/**
 * Structured data (JSON-LD) of each page, following Google's documentation and typed by schema.org's
 * own vocabulary (schema-dts), so a property that schema.org does not define fails to compile.
 * Pure: the pages gather the records, in the page's language, and hand them over as plain values.
 */
import type {
  Accommodation,
  AggregateOffer,
  Answer,
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  GeoCoordinates,
  Graph,
  ItemAvailability,
  JobPosting,
  LocationFeatureSpecification,
  MonetaryAmount,
  Offer,
  OpeningHoursSpecification,
  Organization,
  Place,
  PostalAddress,
  QuantitativeValue,
  RealEstateAgent,
  RealEstateListing,
  Residence,
  Thing,
  UnitPriceSpecification,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts'

export type Address = { street?: string | null; locality?: string | null; region?: string | null; country?: string | null }
export type Geo = { lat?: number | null; lng?: number | null }

const CONTEXT = 'https://schema.org' as const

/** The value without its empty properties (undefined, null, '' or []). */
function compact<T>(value: T): T {
  return Object.fromEntries(Object.entries(value as object).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))) as T
}

export function postalAddress(a: Address): PostalAddress | undefined {
  if (!a.street && !a.locality && !a.region && !a.country) return undefined
  return compact<PostalAddress>({ '@type': 'PostalAddress', streetAddress: a.street ?? undefined, addressLocality: a.locality ?? undefined, addressRegion: a.region ?? undefined, addressCountry: a.country ?? undefined })
}

export function geoCoordinates(g: Geo): GeoCoordinates | undefined {
  return typeof g.lat === 'number' && typeof g.lng === 'number' ? { '@type': 'GeoCoordinates', latitude: g.lat, longitude: g.lng } : undefined
}

const amenityFeatures = (names: readonly string[]): LocationFeatureSpecification[] =>
  names.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }))

/** Square metres, as UN/CEFACT codes them. */
const squareMetres = (value: number): QuantitativeValue => ({ '@type': 'QuantitativeValue', value, unitCode: 'MTK' })

// ---- the agency ------------------------------------------------------------------------------

export type OrganizationInput = {
  origin: string
  /** The site's home page in the page's language. */
  url: string
  name: string
  description?: string | null
  logo?: string | null
  phone?: string | null
  email?: string | null
  address?: Address
  sameAs?: string[]
}

export const organizationId = (origin: string) => `${origin}/#organization`

/** The agency itself, named once and referred to by its `@id` from every other block. */
export function organization(o: OrganizationInput): Organization {
  return compact<Organization>({
    '@type': 'Organization',
    '@id': organizationId(o.origin),
    name: o.name,
    url: o.url,
    description: o.description ?? undefined,
    logo: o.logo ?? undefined,
    telephone: o.phone ?? undefined,
    email: o.email ?? undefined,
    address: o.address ? postalAddress(o.address) : undefined,
    sameAs: o.sameAs,
    contactPoint: o.phone || o.email ? [compact({ '@type': 'ContactPoint' as const, contactType: 'customer service', telephone: o.phone ?? undefined, email: o.email ?? undefined })] : undefined,
  })
}

/** The home page's block: the agency and the site. */
export function homeGraph(o: OrganizationInput, language: string): Graph {
  const site: WebSite = { '@type': 'WebSite', '@id': `${o.origin}/#website`, url: o.url, name: o.name, inLanguage: language, publisher: { '@id': organizationId(o.origin) } }
  return { '@context': CONTEXT, '@graph': [organization(o), site] }
}

export type HoursInput = { days: readonly string[]; opens: string; closes: string }

const DAYS: Record<string, DayOfWeek> = {
  sun: 'https://schema.org/Sunday',
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
}

/** Opening hours rows as schema.org writes them; "24:00" is the end of the day, written 23:59 as Google asks. */
export function openingHours(rows: readonly HoursInput[]): OpeningHoursSpecification[] {
  return rows.flatMap((row) => {
    const dayOfWeek = row.days.map((d) => DAYS[d]).filter((d): d is DayOfWeek => Boolean(d))
    if (!dayOfWeek.length || !/^\d{2}:\d{2}$/.test(row.opens) || !/^\d{2}:\d{2}$/.test(row.closes)) return []
    return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek, opens: row.opens, closes: row.closes === '24:00' ? '23:59' : row.closes }]
  })
}

export type BranchInput = {
  id: number
  name: string
  /** The branches page in the page's language. */
  url: string
  image?: string | null
  phones: string[]
  email?: string | null
  address: Address
  geo: Geo
  hours: readonly HoursInput[]
}

/** One `RealEstateAgent` per branch, each part of the agency. */
export function branchesGraph(origin: string, branches: readonly BranchInput[]): Graph {
  const agents: RealEstateAgent[] = branches.map((b) =>
    compact<RealEstateAgent>({
      '@type': 'RealEstateAgent',
      '@id': `${b.url}#branch-${b.id}`,
      name: b.name,
      url: b.url,
      image: b.image ?? undefined,
      telephone: b.phones[0],
      email: b.email ?? undefined,
      address: postalAddress(b.address),
      geo: geoCoordinates(b.geo),
      openingHoursSpecification: openingHours(b.hours),
      parentOrganization: { '@id': organizationId(origin) },
    }),
  )
  return { '@context': CONTEXT, '@graph': agents }
}

// ---- listings ------------------------------------------------------------------------------------

export type AccommodationKind = 'Apartment' | 'House' | 'SingleFamilyResidence' | 'Accommodation' | 'Place'

/** The schema.org type of a property type, by its slug; a type the map does not know is a dwelling if residential, a place if not. */
export function accommodationKind(typeSlug: string | null | undefined, residential: boolean | null | undefined): AccommodationKind {
  switch (typeSlug) {
    case 'apartment':
    case 'penthouse':
    case 'duplex':
    case 'studio':
      return 'Apartment'
    case 'villa':
      return 'SingleFamilyResidence'
    case 'townhouse':
    case 'chalet':
      return 'House'
    default:
      return residential === false ? 'Place' : 'Accommodation'
  }
}

export type ListingStatus = 'available' | 'under-offer' | 'sold' | 'rented'

const AVAILABILITY: Record<ListingStatus, ItemAvailability> = {
  available: 'https://schema.org/InStock',
  'under-offer': 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
  rented: 'https://schema.org/SoldOut',
}

/** UN/CEFACT codes of a rent's period. */
const PERIOD: Record<string, string> = { yearly: 'ANN', monthly: 'MON', weekly: 'WEE', daily: 'DAY' }

export type ListingInput = {
  url: string
  language: string
  name: string
  description?: string | null
  images: string[]
  datePosted?: string | null
  reference?: string | null
  purpose: 'sale' | 'rent'
  rentPeriod?: string | null
  status: ListingStatus
  /** Null when the price is on request. */
  price: number | null
  currency: string
  kind: AccommodationKind
  area?: number | null
  bedrooms?: number | null
  bathrooms?: number | null
  address: Address
  geo: Geo
  amenities: string[]
}

/** The property itself: an apartment, a house… with its size, rooms, address and position. */
function accommodation(l: ListingInput): Accommodation | Place {
  const place = {
    name: l.name,
    address: postalAddress(l.address),
    geo: geoCoordinates(l.geo),
    amenityFeature: amenityFeatures(l.amenities),
  }
  if (l.kind === 'Place') return compact<Place>({ '@type': 'Place', ...place })
  const rooms = {
    floorSize: typeof l.area === 'number' ? squareMetres(l.area) : undefined,
    numberOfRooms: l.bedrooms ?? undefined,
    numberOfBedrooms: l.bedrooms ?? undefined,
    numberOfBathroomsTotal: l.bathrooms ?? undefined,
  }
  return compact<Accommodation>({ '@type': l.kind, ...place, ...rooms } as Accommodation)
}

/** A property page: a `RealEstateListing` whose `Offer` (price, currency, availability) offers the accommodation. */
export function realEstateListing(l: ListingInput): WithContext<RealEstateListing> {
  const rent = l.purpose === 'rent'
  const period = rent && l.rentPeriod ? PERIOD[l.rentPeriod] : undefined
  const priceSpecification: UnitPriceSpecification | undefined =
    l.price !== null && period ? { '@type': 'UnitPriceSpecification', price: l.price, priceCurrency: l.currency, unitCode: period } : undefined
  // An offer to lease out or to sell: schema.org's own subtypes of Offer for the two.
  const offer = compact<Offer>({
    '@type': rent ? 'OfferForLease' : 'OfferForPurchase',
    url: l.url,
    price: l.price ?? undefined,
    priceCurrency: l.currency,
    priceSpecification,
    availability: AVAILABILITY[l.status],
    sku: l.reference ?? undefined,
    itemOffered: accommodation(l) as Offer['itemOffered'],
  })
  return compact<WithContext<RealEstateListing>>({
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    url: l.url,
    name: l.name,
    description: l.description ?? undefined,
    image: l.images,
    datePosted: l.datePosted ?? undefined,
    inLanguage: l.language,
    offers: offer,
  })
}

export type ProjectInput = {
  url: string
  language: string
  name: string
  description?: string | null
  images: string[]
  developer?: string | null
  /** Only apartment unit types: the development is an apartment complex. */
  apartmentsOnly: boolean
  startingPrice?: number | null
  currency: string
  totalUnits?: number | null
  availableUnits?: number | null
  address: Address
  geo: Geo
  amenities: string[]
}

/** A project page: a listing of a development (an apartment complex or another residence) offered from its starting price. */
export function projectListing(p: ProjectInput): WithContext<RealEstateListing> {
  const place = {
    name: p.name,
    address: postalAddress(p.address),
    geo: geoCoordinates(p.geo),
    amenityFeature: amenityFeatures(p.amenities),
  }
  const residence: Residence = p.apartmentsOnly
    ? compact<Residence>({
        '@type': 'ApartmentComplex',
        ...place,
        numberOfAccommodationUnits: p.totalUnits ? { '@type': 'QuantitativeValue', value: p.totalUnits } : undefined,
        numberOfAvailableAccommodationUnits: typeof p.availableUnits === 'number' ? { '@type': 'QuantitativeValue', value: p.availableUnits } : undefined,
      })
    : compact<Residence>({ '@type': 'Residence', ...place })
  const available = p.availableUnits === undefined || p.availableUnits === null || p.availableUnits > 0
  const offers = compact<AggregateOffer>({
    '@type': 'AggregateOffer',
    url: p.url,
    lowPrice: p.startingPrice ?? undefined,
    priceCurrency: p.currency,
    offerCount: p.availableUnits ?? undefined,
    availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    seller: p.developer ? { '@type': 'Organization', name: p.developer } : undefined,
    itemOffered: residence as AggregateOffer['itemOffered'],
  })
  return compact<WithContext<RealEstateListing>>({ '@context': CONTEXT, '@type': 'RealEstateListing', url: p.url, name: p.name, description: p.description ?? undefined, image: p.images, inLanguage: p.language, offers })
}

// ---- jobs --------------------------------------------------------------------------------------

export type EmploymentType = 'full-time' | 'part-time' | 'contract' | 'internship'

const EMPLOYMENT: Record<EmploymentType, string> = { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME', contract: 'CONTRACTOR', internship: 'INTERN' }
const SALARY_UNIT: Record<string, string> = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' }

export type SalaryInput = { currency: string; min?: number | null; max?: number | null; period: string }

export type JobInput = {
  url: string
  id: number
  title: string
  /** The posting's full text as HTML, as Google requires. */
  descriptionHtml: string
  datePosted: string
  validThrough?: string | null
  employmentType: EmploymentType
  organization: { origin: string; name: string; url: string; logo?: string | null }
  address: Address
  salary?: SalaryInput | null
}

function baseSalary(s: SalaryInput | null | undefined): MonetaryAmount | undefined {
  const unitText = s ? SALARY_UNIT[s.period] : undefined
  if (!s || !unitText || (s.min == null && s.max == null)) return undefined
  const value: QuantitativeValue =
    s.min != null && s.max != null && s.min !== s.max
      ? { '@type': 'QuantitativeValue', minValue: s.min, maxValue: s.max, unitText }
      : { '@type': 'QuantitativeValue', value: (s.min ?? s.max) as number, unitText }
  return { '@type': 'MonetaryAmount', currency: s.currency, value }
}

/** A job posting with every property Google requires and recommends (the salary when the posting gives one). */
export function jobPosting(j: JobInput): WithContext<JobPosting> {
  return compact<WithContext<JobPosting>>({
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: j.title,
    description: j.descriptionHtml,
    datePosted: j.datePosted,
    validThrough: j.validThrough ?? undefined,
    employmentType: EMPLOYMENT[j.employmentType],
    identifier: { '@type': 'PropertyValue', name: j.organization.name, value: String(j.id) },
    hiringOrganization: compact<Organization>({ '@type': 'Organization', '@id': organizationId(j.organization.origin), name: j.organization.name, sameAs: j.organization.url, logo: j.organization.logo ?? undefined }),
    jobLocation: { '@type': 'Place', address: postalAddress(j.address) },
    baseSalary: baseSalary(j.salary),
    directApply: true,
    url: j.url,
  })
}

// ---- articles, questions, videos, trails ------------------------------------------------------------

export type ArticleInput = {
  url: string
  language: string
  headline: string
  description?: string | null
  images: string[]
  datePublished?: string | null
  dateModified?: string | null
  author?: { name: string; url?: string } | null
  section?: string | null
  publisher: { origin: string; name: string; logo?: string | null }
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE = 110

export function blogPosting(a: ArticleInput): WithContext<BlogPosting> {
  const publisher = compact<Organization>({ '@type': 'Organization', '@id': organizationId(a.publisher.origin), name: a.publisher.name, logo: a.publisher.logo ?? undefined })
  return compact<WithContext<BlogPosting>>({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: a.headline.length > HEADLINE ? `${a.headline.slice(0, HEADLINE - 1)}…` : a.headline,
    description: a.description ?? undefined,
    image: a.images,
    datePublished: a.datePublished ?? undefined,
    dateModified: a.dateModified ?? a.datePublished ?? undefined,
    author: a.author ? compact({ '@type': 'Person' as const, name: a.author.name, url: a.author.url }) : publisher,
    publisher,
    mainEntityOfPage: a.url,
    articleSection: a.section ?? undefined,
    inLanguage: a.language,
  })
}

export function faqPage(questions: readonly { question: string; answer: string }[], language: string): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } satisfies Answer })),
  }
}

export type VideoInput = {
  name: string
  description?: string | null
  thumbnails: string[]
  uploadDate: string
  durationSeconds?: number | null
  embedUrl?: string | null
  contentUrl?: string | null
}

/** ISO 8601 duration of a number of seconds (`PT1M35S`). */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = s % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`
}

export function videoObject(v: VideoInput, language: string): VideoObject {
  return compact<VideoObject>({
    '@type': 'VideoObject',
    name: v.name,
    description: v.description || v.name,
    thumbnailUrl: v.thumbnails,
    uploadDate: v.uploadDate,
    duration: v.durationSeconds ? isoDuration(v.durationSeconds) : undefined,
    embedUrl: v.embedUrl ?? undefined,
    contentUrl: v.contentUrl ?? undefined,
    inLanguage: language,
  })
}

export const videosGraph = (videos: readonly VideoInput[], language: string): Graph => ({ '@context': CONTEXT, '@graph': videos.map((v) => videoObject(v, language)) })

/** The trail of a nested page, each step with its address; the last step, the page itself, may go without (as Google allows). */
export function breadcrumbList(trail: readonly { name: string; url?: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => compact({ '@type': 'ListItem' as const, position: i + 1, name: step.name, item: step.url })),
  }
}

/** A block's JSON text, safe inside a `<script>` element (no `</script>`, no HTML comment opener). */
export function jsonLdText(data: Thing | Graph | WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
