import { describe, expect, it } from 'vitest'
import {
  accommodationKind,
  blogPosting,
  branchesGraph,
  breadcrumbList,
  faqPage,
  homeGraph,
  isoDuration,
  jobPosting,
  jsonLdText,
  openingHours,
  projectListing,
  realEstateListing,
  videosGraph,
  type JobInput,
  type ListingInput,
} from '@/lib/seo/jsonld'

const origin = 'https://m.example'
type Json = Record<string, unknown>
const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as Json

const listing: ListingInput = {
  url: `${origin}/en/properties/5-villa`,
  language: 'en',
  name: 'Sea-view villa',
  description: 'Four bedrooms by the sea',
  images: [`${origin}/media/v-1600x900.webp`],
  datePosted: '2026-01-05T00:00:00.000Z',
  reference: 'MZ-5',
  purpose: 'sale',
  status: 'available',
  price: 3_500_000,
  currency: 'AED',
  kind: 'SingleFamilyResidence',
  area: 350,
  bedrooms: 4,
  bathrooms: 5,
  address: { street: 'Palm Jumeirah', locality: 'Dubai', region: 'Dubai', country: 'AE' },
  geo: { lat: 25.11, lng: 55.13 },
  amenities: ['Pool', 'Garden'],
}

describe('a property listing', () => {
  it('is a RealEstateListing offering the accommodation at its price, with its size, rooms, address and position', () => {
    const data = json(realEstateListing(listing))
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'RealEstateListing', url: listing.url, name: 'Sea-view villa', inLanguage: 'en', datePosted: listing.datePosted })
    expect(data.offers).toMatchObject({ '@type': 'OfferForPurchase', price: 3_500_000, priceCurrency: 'AED', availability: 'https://schema.org/InStock', sku: 'MZ-5' })
    const home = (data.offers as Json).itemOffered as Json
    expect(home).toMatchObject({
      '@type': 'SingleFamilyResidence',
      floorSize: { '@type': 'QuantitativeValue', value: 350, unitCode: 'MTK' },
      numberOfRooms: 4,
      numberOfBedrooms: 4,
      numberOfBathroomsTotal: 5,
      address: { '@type': 'PostalAddress', streetAddress: 'Palm Jumeirah', addressLocality: 'Dubai', addressRegion: 'Dubai', addressCountry: 'AE' },
      geo: { '@type': 'GeoCoordinates', latitude: 25.11, longitude: 55.13 },
    })
    expect(home.amenityFeature).toHaveLength(2)
  })

  it('offers a rent for lease, priced per period, and says when it is gone', () => {
    const data = json(realEstateListing({ ...listing, purpose: 'rent', rentPeriod: 'yearly', price: 120_000, status: 'rented' }))
    expect(data.offers).toMatchObject({ '@type': 'OfferForLease', availability: 'https://schema.org/SoldOut', priceSpecification: { '@type': 'UnitPriceSpecification', price: 120_000, priceCurrency: 'AED', unitCode: 'ANN' } })
    expect(json(realEstateListing({ ...listing, status: 'under-offer' })).offers).toMatchObject({ availability: 'https://schema.org/LimitedAvailability' })
  })

  it('leaves out a price on request and any empty value', () => {
    const data = json(realEstateListing({ ...listing, price: null, description: null, area: null, geo: {}, amenities: [] }))
    expect(data.offers).not.toHaveProperty('price')
    expect(data).not.toHaveProperty('description')
    const home = (data.offers as Json).itemOffered as Json
    expect(home).not.toHaveProperty('floorSize')
    expect(home).not.toHaveProperty('geo')
    expect(home).not.toHaveProperty('amenityFeature')
  })

  it('names the kind of home by the property type', () => {
    expect(accommodationKind('apartment', true)).toBe('Apartment')
    expect(accommodationKind('penthouse', true)).toBe('Apartment')
    expect(accommodationKind('villa', true)).toBe('SingleFamilyResidence')
    expect(accommodationKind('townhouse', true)).toBe('House')
    expect(accommodationKind('office', false)).toBe('Place')
    expect(accommodationKind('houseboat', true)).toBe('Accommodation')
    // A non-residential listing is a place, with no rooms.
    const office = json(realEstateListing({ ...listing, kind: 'Place' }))
    expect((office.offers as Json).itemOffered).not.toHaveProperty('numberOfRooms')
  })
})

describe('a project', () => {
  it('is a listing of an apartment complex offered from its starting price, with its units', () => {
    const data = json(
      projectListing({ url: `${origin}/projects/2`, language: 'ar', name: 'أبراج الخليج', images: [], developer: 'Emaar', apartmentsOnly: true, startingPrice: 900_000, currency: 'AED', totalUnits: 200, availableUnits: 10, address: { locality: 'دبي' }, geo: {}, amenities: [] }),
    )
    expect(data).toMatchObject({ '@type': 'RealEstateListing', inLanguage: 'ar' })
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 900_000, priceCurrency: 'AED', offerCount: 10, availability: 'https://schema.org/InStock', seller: { '@type': 'Organization', name: 'Emaar' } })
    expect((data.offers as Json).itemOffered).toMatchObject({ '@type': 'ApartmentComplex', numberOfAvailableAccommodationUnits: { value: 10 }, numberOfAccommodationUnits: { value: 200 } })
  })

  it('is another residence when it has villas, sold out when no unit is left', () => {
    const data = json(projectListing({ url: 'u', language: 'en', name: 'Palm Oasis', images: [], apartmentsOnly: false, currency: 'AED', availableUnits: 0, address: {}, geo: {}, amenities: [] }))
    expect((data.offers as Json).itemOffered).toMatchObject({ '@type': 'Residence' })
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' })
  })
})

describe('a job posting', () => {
  const job: JobInput = {
    url: `${origin}/en/careers/8-sales`,
    id: 8,
    title: 'Sales agent',
    descriptionHtml: '<p>Sell homes</p>',
    datePosted: '2026-02-01T00:00:00.000Z',
    validThrough: '2026-12-31T00:00:00.000Z',
    employmentType: 'full-time',
    organization: { origin, name: 'Manzil', url: `${origin}/en`, logo: `${origin}/media/logo.webp` },
    address: { street: 'Sheikh Zayed Road', locality: 'Dubai', region: 'Dubai', country: 'AE' },
    salary: { currency: 'AED', min: 8000, max: 12000, period: 'month' },
  }

  it('has every property Google requires and recommends', () => {
    const data = json(jobPosting(job))
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Sales agent',
      description: '<p>Sell homes</p>',
      datePosted: job.datePosted,
      validThrough: job.validThrough,
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Manzil', value: '8' },
      hiringOrganization: { '@type': 'Organization', name: 'Manzil', sameAs: `${origin}/en`, logo: `${origin}/media/logo.webp` },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Dubai', addressRegion: 'Dubai', addressCountry: 'AE' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'AED', value: { '@type': 'QuantitativeValue', minValue: 8000, maxValue: 12000, unitText: 'MONTH' } },
    })
  })

  it('gives one salary figure as a value, and none without a salary', () => {
    expect(json(jobPosting({ ...job, salary: { currency: 'AED', max: 9000, period: 'year' } })).baseSalary).toMatchObject({ value: { value: 9000, unitText: 'YEAR' } })
    expect(json(jobPosting({ ...job, salary: null }))).not.toHaveProperty('baseSalary')
    expect(json(jobPosting({ ...job, employmentType: 'internship' })).employmentType).toBe('INTERN')
  })
})

describe('the agency and its branches', () => {
  const org = { origin, url: `${origin}/en`, name: 'Manzil', logo: `${origin}/media/logo.webp`, phone: '+971 4 000 0000', sameAs: ['https://x.com/manzil'] }

  it('names the agency once and the site it publishes', () => {
    const graph = json(homeGraph(org, 'en'))['@graph'] as Json[]
    expect(graph[0]).toMatchObject({ '@type': 'Organization', '@id': `${origin}/#organization`, name: 'Manzil', url: `${origin}/en`, logo: org.logo, sameAs: org.sameAs, contactPoint: [{ '@type': 'ContactPoint', telephone: org.phone }] })
    expect(graph[1]).toMatchObject({ '@type': 'WebSite', inLanguage: 'en', publisher: { '@id': `${origin}/#organization` } })
  })

  it('makes a real-estate agent of each branch, with its opening hours, part of the agency', () => {
    const graph = json(
      branchesGraph(origin, [{ id: 3, name: 'Dubai branch', url: `${origin}/en/our-branches`, phones: ['+971 4 111'], address: { locality: 'Dubai', country: 'AE' }, geo: { lat: 25.2, lng: 55.27 }, hours: [{ days: ['sun', 'mon'], opens: '09:00', closes: '18:00' }] }]),
    )['@graph'] as Json[]
    expect(graph[0]).toMatchObject({
      '@type': 'RealEstateAgent',
      '@id': `${origin}/en/our-branches#branch-3`,
      telephone: '+971 4 111',
      parentOrganization: { '@id': `${origin}/#organization` },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Sunday', 'https://schema.org/Monday'], opens: '09:00', closes: '18:00' }],
    })
  })

  it('writes midnight closing as 23:59 and skips rows it cannot read', () => {
    expect(openingHours([{ days: ['fri'], opens: '10:00', closes: '24:00' }])).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '10:00', closes: '23:59' }])
    expect(openingHours([{ days: ['someday'], opens: '10:00', closes: '12:00' }, { days: ['sat'], opens: '10', closes: '12:00' }])).toEqual([])
  })
})

describe('articles, questions, videos and trails', () => {
  it('makes a blog posting with its author and publisher, its headline within 110 characters', () => {
    const data = json(
      blogPosting({ url: 'u', language: 'ar', headline: 'ع'.repeat(130), images: ['i'], datePublished: '2026-01-01', author: { name: 'سارة' }, section: 'أخبار', publisher: { origin, name: 'منزل' } }),
    )
    expect((data.headline as string).length).toBe(110)
    expect(data).toMatchObject({ '@type': 'BlogPosting', inLanguage: 'ar', dateModified: '2026-01-01', author: { '@type': 'Person', name: 'سارة' }, publisher: { '@type': 'Organization', name: 'منزل' }, mainEntityOfPage: 'u', articleSection: 'أخبار' })
    expect(json(blogPosting({ url: 'u', language: 'en', headline: 'h', images: [], publisher: { origin, name: 'M' } })).author).toMatchObject({ '@type': 'Organization' })
  })

  it('makes an FAQ page of questions and answers', () => {
    expect(json(faqPage([{ question: 'How?', answer: 'Like this' }], 'en'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: [{ '@type': 'Question', name: 'How?', acceptedAnswer: { '@type': 'Answer', text: 'Like this' } }],
    })
  })

  it('makes video objects with the properties Google requires', () => {
    const graph = json(videosGraph([{ name: 'Tour', thumbnails: ['t.jpg'], uploadDate: '2026-01-01T00:00:00Z', durationSeconds: 95, embedUrl: 'https://www.youtube-nocookie.com/embed/x' }], 'en'))['@graph'] as Json[]
    expect(graph[0]).toMatchObject({ '@type': 'VideoObject', name: 'Tour', description: 'Tour', thumbnailUrl: ['t.jpg'], uploadDate: '2026-01-01T00:00:00Z', duration: 'PT1M35S' })
    expect(isoDuration(0)).toBe('PT0S')
    expect(isoDuration(3600)).toBe('PT1H')
    expect(isoDuration(3725)).toBe('PT1H2M5S')
  })

  it('makes a breadcrumb trail, the page itself without an address', () => {
    expect(json(breadcrumbList([{ name: 'Home', url: 'https://m.example/en' }, { name: 'Properties', url: 'https://m.example/en/properties' }, { name: 'Villa' }])).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://m.example/en' },
      { '@type': 'ListItem', position: 2, name: 'Properties', item: 'https://m.example/en/properties' },
      { '@type': 'ListItem', position: 3, name: 'Villa' },
    ])
  })
})

describe('the JSON text in the page', () => {
  it('cannot close its script element or open a comment', () => {
    const text = jsonLdText({ '@type': 'Thing', name: '</script><!-- & \u2028' })
    expect(text).not.toMatch(/<|>|&/)
    expect(JSON.parse(text)).toEqual({ '@type': 'Thing', name: '</script><!-- & \u2028' })
  })
})
