import { spawn } from 'node:child_process'
import readline from 'node:readline'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { base, ids } from './client'
import { allowedBy, decodeHtml, fetchPage, inTurns, readHead, readIndex, readRobots, readUrlset, validate, type Head, type Page, type Robots, type SitemapUrl } from './crawl'
import { cmsScript } from '../../scripts/lib/cms-script'

/**
 * Found and shared: a crawl of the built site in both languages. One page of every template per
 * language, every address of the sitemaps, and every page they link to: canonical and reciprocal
 * language links, no link to a missing page, the sitemaps and the pages agreeing both ways, robots.txt,
 * the structured data of each template, and html-validate's verdict on every template.
 */

const origin = () => new URL(base()).origin
const abs = (pathAndQuery: string) => `${origin()}${pathAndQuery}`
/** A URL written the one way (`http://host` and `http://host/` are the same address). */
const norm = (url: string | null | undefined) => (url ? new URL(url).href : url)
const normAll = (m: Record<string, string>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, norm(v)!]))
const inEnglish = (p: string) => (p === '/' ? '/en' : `/en${p}`)
/** The path and query of a URL of the site; null for another site's. */
const local = (url: string) => {
  const u = new URL(url, origin())
  return u.origin === origin() ? `${u.pathname}${u.search}` : null
}

type Crawled = Page & { head: Head | null }
const crawled = new Map<string, Promise<Crawled>>()
/** A page of the site, fetched once however often it is asked for. */
function get(pathOrUrl: string): Promise<Crawled> {
  const url = abs(local(pathOrUrl) ?? pathOrUrl)
  let found = crawled.get(url)
  if (!found) {
    found = fetchPage(url).then((p) => ({ ...p, head: p.doc ? readHead(p.doc) : null }))
    crawled.set(url, found)
  }
  return found
}
const headOf = async (p: string) => {
  const page = await get(p)
  expect(page.status, p).toBe(200)
  expect(page.head, p).not.toBeNull()
  return page.head!
}

let robots: Robots
let index: { loc: string; lastmod: string | null }[]
/** Every address of the sitemaps, with the file it is in. */
const sitemap = new Map<string, SitemapUrl & { file: string }>()
const inFile = (kind: string) => [...sitemap.values()].filter((u) => u.file.includes(`/sitemaps/${kind}-`))
/** The Arabic page of the first address of a sitemap kind. */
const firstOf = (kind: string) => {
  const found = inFile(kind).find((u) => !local(u.loc)!.startsWith('/en'))
  if (!found) throw new Error(`no ${kind} in the sitemaps`)
  return local(found.loc)!
}

/** One page of every template, by its Arabic path; the English one is the same under /en. */
let templates: Record<string, string>

beforeAll(async () => {
  robots = readRobots(await (await fetch(abs('/robots.txt'))).text())
  index = readIndex(await (await fetch(abs('/sitemap.xml'))).text())
  for (const file of index) {
    const answer = await fetch(file.loc)
    expect(answer.status, file.loc).toBe(200)
    for (const u of readUrlset(await answer.text())) sitemap.set(u.loc, { ...u, file: file.loc })
  }
  const i = ids()
  const landing = inFile('searches')
    .map((u) => local(u.loc)!)
    .find((p) => !p.startsWith('/en') && /type=\d+/.test(p))
  if (!landing) throw new Error('no popular search by type and city in the sitemaps')
  const property = firstOf('properties')
  templates = {
    home: '/',
    about: '/about-us',
    articles: '/blogs',
    article: firstOf('articles'),
    careers: '/careers',
    career: firstOf('careers'),
    jobs: '/jobs',
    job: `/jobs/${i.openCareer}`,
    closedCareer: `/careers/${i.closedCareer}`,
    jobRequest: `/jobs/request?job=${i.openCareer}`,
    contact: '/contact-us',
    discover: '/discover',
    faq: '/faq',
    form: '/form',
    insights: '/insights',
    branches: '/our-branches',
    team: '/our-team',
    cmsPage: '/page/ramadan-offers',
    policy: '/privacy-policy',
    projects: '/projects',
    project: firstOf('projects'),
    properties: '/properties',
    landing,
    property,
    propertyAlias: property.replace('/properties/', '/property/'),
    browse: '/property',
    luxury: '/luxury-property',
    plans: '/plans',
    services: '/services',
    service: firstOf('services'),
    videos: '/videos',
    compare: '/compare',
    favourites: '/favourites',
  }
  // The sampled pages and every sitemap address, a few at a time.
  const all = [...Object.values(templates).flatMap((p) => [p, inEnglish(p)]), ...sitemap.keys()]
  await inTurns(all, 4, get)
}, 600_000)

/** Where a template's canonical points: itself, unless it is another address of a page. */
function expectedCanonical(name: string, p: string): string {
  if (name === 'job') return p.replace(/\/jobs\/(\d+)$/, (_, id: string) => `/careers/${id}`)
  if (name === 'propertyAlias') return p.replace('/property/', '/properties/')
  if (name === 'jobRequest') return p.replace(/\?.*$/, '')
  return p
}

describe('robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the admin, the APIs, the status page, the comparisons and the favourites', () => {
    expect(robots.sitemaps).toEqual([abs('/sitemap.xml')])
    for (const p of ['/admin', '/admin/collections/properties', '/api/v1/real-estates', '/api/users/me', '/test', '/en/test', '/compare', '/compare?properties=1,2', '/en/compare', '/en/compare?projects=3', '/favourites', '/favourites?properties=1,2', '/en/favourites', '/en/favourites?projects=3&sort=price'])
      expect(allowedBy(robots, p), p).toBe(false)
    for (const p of ['/', '/en', '/properties?purpose=sale', '/en/careers/1', '/testimonials', '/comparisons-guide', '/_next/static/chunks/x.js', '/media/x.webp', '/sitemap.xml'])
      expect(allowedBy(robots, p), p).toBe(true)
  })

  it('lets crawlers reach every address of the sitemaps', () => {
    for (const loc of sitemap.keys()) expect(allowedBy(robots, local(loc)!), loc).toBe(true)
  })
})

describe('the sitemaps', () => {
  it('are an index of one file per kind of page, each with its last change', () => {
    expect(index.map((f) => local(f.loc))).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/properties-1.xml', '/sitemaps/projects-1.xml', '/sitemaps/articles-1.xml', '/sitemaps/careers-1.xml', '/sitemaps/services-1.xml', '/sitemaps/searches-1.xml'])
    for (const f of index) expect(Date.parse(f.lastmod ?? ''), f.loc).not.toBeNaN()
  })

  it('list every page in both languages, each with its alternates, x-default and last change', () => {
    for (const u of sitemap.values()) {
      expect(Object.keys(u.alternates).sort(), u.loc).toEqual(['ar', 'en', 'x-default'])
      expect(u.alternates['x-default'], u.loc).toBe(u.alternates.ar)
      expect(Object.values(u.alternates), u.loc).toContain(u.loc)
      expect(Date.parse(u.lastmod ?? ''), u.loc).not.toBeNaN()
      // Reciprocal: the other language's entry names the same set.
      for (const alternate of [u.alternates.ar!, u.alternates.en!]) expect(sitemap.get(alternate)?.alternates, `${u.loc} → ${alternate}`).toEqual(u.alternates)
    }
    // The fixtures' published listings, projects, articles, open posting and service, in both languages.
    expect(inFile('properties')).toHaveLength(29 * 2)
    expect(inFile('projects')).toHaveLength(2 * 2)
    expect(inFile('articles')).toHaveLength(2 * 2)
    expect(inFile('careers').map((u) => local(u.loc))).toEqual([expect.stringMatching(new RegExp(`^/careers/${ids().openCareer}`)), expect.stringMatching(new RegExp(`^/en/careers/${ids().openCareer}`))])
    expect(inFile('services')).toHaveLength(2)
  })

  it('list the pictures of each listing, which answer', async () => {
    const first = inFile('properties')[0]!
    expect(first.images.length).toBeGreaterThan(0)
    const picture = await fetch(first.images[0]!)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\//)
  })

  it('list only pages that answer, may be indexed and are canonical to themselves, with the same alternates', async () => {
    for (const u of sitemap.values()) {
      const head = await headOf(u.loc)
      expect(norm(head.canonical), u.loc).toBe(norm(u.loc))
      expect(head.robots ?? '', u.loc).not.toMatch(/noindex/)
      expect(normAll(head.alternates), u.loc).toEqual(normAll(u.alternates))
      expect(head.lang, u.loc).toBe(local(u.loc)!.startsWith('/en') ? 'en' : 'ar')
    }
  })

  it('are kept by shared caches like pages, and a file that does not exist is a 404', async () => {
    for (const p of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages-1.xml']) {
      const answer = await fetch(abs(p))
      expect(answer.headers.get('cache-control'), p).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate/)
      expect(answer.headers.get('content-type'), p).toMatch(p.endsWith('.txt') ? /^text\/plain/ : /^application\/xml/)
    }
    for (const p of ['/sitemaps/properties-2.xml', '/sitemaps/pages-2.xml', '/sitemaps/nothing-1.xml', '/sitemaps/properties.xml']) expect((await fetch(abs(p))).status, p).toBe(404)
  })
})

describe('every template in both languages', () => {
  it('has a canonical address and alternates in both languages and x-default, pointing back at each other', async () => {
    for (const [name, arPath] of Object.entries(templates)) {
      for (const p of [arPath, inEnglish(arPath)]) {
        const head = await headOf(p)
        expect(norm(head.canonical), `${name} ${p}`).toBe(norm(abs(expectedCanonical(name, p))))
        expect(Object.keys(head.alternates).sort(), `${name} ${p}`).toEqual(['ar', 'en', 'x-default'])
        expect(head.alternates['x-default'], p).toBe(head.alternates.ar)
        expect(Object.values(normAll(head.alternates)), p).toContain(norm(head.canonical))
        for (const lang of ['ar', 'en']) expect((await headOf(head.alternates[lang]!)).alternates, `${p} → ${lang}`).toEqual(head.alternates)
      }
    }
  })

  it('points an English posting at its English address, under /careers from /jobs too', async () => {
    const id = ids().openCareer
    const career = await headOf(`/en/careers/${id}`)
    expect(career.canonical).toMatch(new RegExp(`^${abs(`/en/careers/${id}`)}(-|$)`))
    expect((await headOf(`/en/jobs/${id}`)).canonical).toBe(career.canonical)
    expect((await headOf(`/careers/${id}`)).canonical).toMatch(new RegExp(`^${abs(`/careers/${id}`)}(-|$)`))
  })

  it('has a title and description of its own in its language, and cards with a 1200×630 picture', async () => {
    for (const [name, arPath] of Object.entries(templates)) {
      const [ar, en] = [await headOf(arPath), await headOf(inEnglish(arPath))]
      for (const [lang, head] of [['ar', ar], ['en', en]] as const) {
        expect(head.title, `${name} ${lang}`).not.toBe('')
        expect(head.description ?? '', `${name} ${lang}`).not.toBe('')
        expect(head.og['og:title'], name).toBeTruthy()
        expect(norm(head.og['og:url']), name).toBe(norm(head.canonical))
        expect(head.og['og:locale'], name).toBe(lang === 'ar' ? 'ar_AE' : 'en_US')
        expect(head.og['og:image'], name).toMatch(/^https?:\/\//)
        expect([head.og['og:image:width'], head.og['og:image:height']], name).toEqual(['1200', '630'])
        expect(head.twitter['twitter:card'], name).toBe('summary_large_image')
      }
      expect(en.title, name).not.toBe(ar.title)
      // No Latin letters in an Arabic description but names and codes: the fixtures' Arabic texts are Arabic.
      expect(ar.description, name).toMatch(/[\u0600-\u06FF]/)
    }
    const picture = await fetch((await headOf(templates.property!)).og['og:image']!)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/jpeg')
  })

  it('describes a listing from its facts when its SEO description is empty', async () => {
    const head = await headOf(inEnglish(templates.property!))
    expect(head.description).toMatch(/for (sale|rent) in Dubai|for (sale|rent) in Abu Dhabi/)
    expect(head.description).toMatch(/AED|m²/)
  })

  it('keeps the status page, the comparisons and the favourites out of search results', async () => {
    for (const p of ['/compare', '/en/compare?properties=1', '/favourites', '/en/favourites?properties=1&sort=price']) expect((await headOf(p)).robots, p).toMatch(/noindex/)
    const status = await get('/test')
    expect(status.head?.robots).toMatch(/noindex/)
  })
})

describe('canonical addresses of lists and searches', () => {
  it('leave out tracking, empty and default parameters and the view, and keep the page', async () => {
    const cases: [string, string][] = [
      ['/en/blogs?utm_source=news&category=&page=1&fbclid=x', '/en/blogs'],
      ['/properties?purpose=sale&view=map&gclid=1&sort_by=-created_at', '/properties?purpose=sale'],
      ['/properties?page=2', '/properties?page=2'],
      ['/en/projects?city=not-selected-value&page=1', '/en/projects'],
      ['/jobs?department=sales&utm_campaign=x', '/jobs?department=sales'],
      ['/plans?kind=properties&sort=monthly', '/plans'],
    ]
    for (const [asked, canonical] of cases) expect(norm((await headOf(asked)).canonical), asked).toBe(norm(abs(canonical)))
    expect((await headOf('/en/properties?page=2')).title).toMatch(/page 2/)
  })
})

describe('popular searches', () => {
  it('are reached by plain links from the search and each city’s page, and are exactly those of the sitemap', async () => {
    const linksOn = async (p: string) => {
      const page = await get(p)
      const nav = page.doc?.querySelector('[data-testid="popular-searches"]')
      return (nav?.querySelectorAll('a[href]') ?? []).map((a) => local(decodeHtml(a.getAttributeValue('href')!))!)
    }
    for (const lang of ['ar', 'en'] as const) {
      const top = await linksOn(lang === 'ar' ? '/properties' : '/en/properties')
      const reached = new Set(top)
      for (const link of top.filter((l) => /city=/.test(l))) for (const deeper of await linksOn(link)) reached.add(deeper)
      const listed = inFile('searches')
        .map((u) => local(u.loc)!)
        .filter((p) => p.startsWith('/en') === (lang === 'en'))
      expect([...reached].sort(), lang).toEqual(listed.sort())
    }
  })

  it('each have a title, a description with their count and a canonical of their own', async () => {
    const heads = await Promise.all(inFile('searches').map((u) => headOf(u.loc)))
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length)
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length)
    const offPlan = await headOf(`/en/properties?completion=off-plan&city=${ids().city}`)
    expect(offPlan.title).toMatch(/^Off-plan properties in Dubai/)
    expect(offPlan.description).toMatch(/5 listings/)
    const villas = await headOf(`/properties?purpose=sale&type=${ids().villa}&city=${ids().city}`)
    expect(villas.title).toMatch(/^فيلا للبيع في دبي/)
  })
})

describe('links', () => {
  /** Every link of the site on the sampled pages, without its fragment. */
  const linked = async () => {
    const out = new Set<string>()
    for (const p of Object.values(templates).flatMap((x) => [x, inEnglish(x)])) {
      for (const href of (await get(p)).head?.links ?? []) {
        const target = local(href.split('#')[0] || p)
        if (target && !target.startsWith('/media/') && !target.startsWith('/api/') && !target.startsWith('/admin')) out.add(target)
      }
    }
    return [...out]
  }

  it('lead to pages that exist', async () => {
    const targets = await linked()
    const answers = await inTurns(targets, 4, get)
    const broken = answers.filter((a) => a.status >= 400).map((a) => `${a.status} ${local(a.url)}`)
    expect(broken).toEqual([])
  })

  it('to a page that may be indexed lead to one the sitemaps list', async () => {
    const listed = new Set([...sitemap.keys()].map((loc) => norm(loc)!))
    const missing: string[] = []
    for (const target of await linked()) {
      const page = await get(target)
      if (page.status !== 200 || !page.head?.canonical || /noindex/.test(page.head.robots ?? '')) continue
      const canonical = norm(page.head.canonical)!
      // Lists filtered, sorted or paged are pages of their own but not in the sitemaps; the popular searches are.
      const query = new URL(canonical).search
      const isPopular = inFile('searches').some((u) => norm(u.loc) === canonical)
      if (query && !isPopular && !/^\?category=\d+$/.test(query)) continue
      if (!listed.has(canonical)) missing.push(canonical)
    }
    expect(missing).toEqual([])
  })
})

type Json = Record<string, unknown>
const typesOf = (head: Head) => head.jsonLd.map((d) => d['@type'])
const blockOf = (head: Head, type: string) => head.jsonLd.find((d) => d['@type'] === type) as Json | undefined

describe('structured data', () => {
  /** Each template's blocks, and what each must carry. */
  const expected: Record<string, { types: string[]; check?: (blocks: Head, lang: 'ar' | 'en') => void }> = {
    home: {
      types: ['Organization', 'WebSite'],
      check: (h, lang) => {
        expect(blockOf(h, 'Organization')).toMatchObject({ name: lang === 'ar' ? 'منزل' : 'Manzil', url: expect.stringMatching(/^http/), logo: expect.stringMatching(/^http/) })
        expect(blockOf(h, 'WebSite')).toMatchObject({ inLanguage: lang })
      },
    },
    property: {
      types: ['RealEstateListing', 'BreadcrumbList'],
      check: (h, lang) => {
        const listing = blockOf(h, 'RealEstateListing')!
        expect(listing).toMatchObject({ inLanguage: lang, url: h.canonical, name: expect.any(String), image: expect.arrayContaining([expect.stringMatching(/^http/)]) })
        const offer = listing.offers as Json
        expect(offer).toMatchObject({ '@type': expect.stringMatching(/^OfferFor(Purchase|Lease)$/), price: expect.any(Number), priceCurrency: 'AED', availability: 'https://schema.org/InStock' })
        expect(offer.itemOffered).toMatchObject({
          '@type': expect.stringMatching(/^(Apartment|SingleFamilyResidence|House|Accommodation)$/),
          floorSize: { '@type': 'QuantitativeValue', value: expect.any(Number), unitCode: 'MTK' },
          numberOfBedrooms: expect.any(Number),
          address: { '@type': 'PostalAddress', addressLocality: lang === 'ar' ? 'دبي' : 'Dubai', addressCountry: 'AE' },
          geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
        })
      },
    },
    propertyAlias: { types: ['RealEstateListing', 'BreadcrumbList'] },
    project: {
      types: ['RealEstateListing', 'BreadcrumbList'],
      check: (h) => expect(blockOf(h, 'RealEstateListing')?.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'AED', itemOffered: { '@type': expect.stringMatching(/^(ApartmentComplex|Residence)$/) } }),
    },
    career: {
      types: ['JobPosting', 'BreadcrumbList'],
      check: (h) =>
        expect(blockOf(h, 'JobPosting')).toMatchObject({
          title: expect.any(String),
          description: expect.stringMatching(/^<p>/),
          datePosted: expect.any(String),
          employmentType: 'FULL_TIME',
          directApply: true,
          identifier: { '@type': 'PropertyValue', value: String(ids().openCareer) },
          hiringOrganization: { '@type': 'Organization', name: expect.any(String), sameAs: expect.stringMatching(/^http/) },
          jobLocation: { '@type': 'Place', address: { addressLocality: expect.any(String), addressCountry: 'AE' } },
          baseSalary: { '@type': 'MonetaryAmount', currency: 'AED', value: { minValue: 8000, maxValue: 12000, unitText: 'MONTH' } },
        }),
    },
    job: { types: ['JobPosting', 'BreadcrumbList'] },
    closedCareer: { types: ['BreadcrumbList'] },
    article: {
      types: ['BlogPosting', 'BreadcrumbList'],
      check: (h, lang) => expect(blockOf(h, 'BlogPosting')).toMatchObject({ headline: expect.any(String), inLanguage: lang, image: expect.any(Array), datePublished: expect.any(String), author: expect.any(Object), publisher: { '@type': 'Organization' } }),
    },
    faq: {
      types: ['FAQPage'],
      check: (h, lang) => expect(blockOf(h, 'FAQPage')).toMatchObject({ inLanguage: lang, mainEntity: [{ '@type': 'Question', name: lang === 'ar' ? 'كيف أحجز؟' : 'How do I book?', acceptedAnswer: { '@type': 'Answer', text: expect.any(String) } }] }),
    },
    videos: {
      types: ['VideoObject'],
      check: (h) => expect(blockOf(h, 'VideoObject')).toMatchObject({ name: expect.any(String), description: expect.any(String), thumbnailUrl: expect.arrayContaining([expect.stringMatching(/^http/)]), uploadDate: expect.any(String), duration: 'PT1M35S', embedUrl: expect.stringMatching(/^https:/) }),
    },
    branches: {
      types: ['RealEstateAgent'],
      check: (h) =>
        expect(blockOf(h, 'RealEstateAgent')).toMatchObject({
          telephone: '+971 4 000 0000',
          address: { addressCountry: 'AE' },
          geo: { latitude: 25.2, longitude: 55.27 },
          openingHoursSpecification: [{ dayOfWeek: ['https://schema.org/Sunday', 'https://schema.org/Monday'], opens: '09:00', closes: '18:00' }],
          parentOrganization: { '@id': expect.stringMatching(/#organization$/) },
        }),
    },
    service: { types: ['BreadcrumbList'] },
    jobRequest: { types: ['BreadcrumbList'] },
  }

  it('of the right types on each template, in its language, with the fields each type needs', async () => {
    for (const [name, { types, check }] of Object.entries(expected)) {
      for (const lang of ['ar', 'en'] as const) {
        const p = lang === 'ar' ? templates[name]! : inEnglish(templates[name]!)
        const head = await headOf(p)
        expect(typesOf(head).sort(), `${name} ${lang}`).toEqual([...types].sort())
        for (const block of head.jsonLd) expect(block['@context'] ?? 'https://schema.org', name).toBe('https://schema.org')
        check?.(head, lang)
      }
    }
  })

  it('names every step of a nested page’s trail with its address in the page’s language', async () => {
    const trail = blockOf(await headOf(inEnglish(templates.property!)), 'BreadcrumbList')!.itemListElement as Json[]
    expect(trail).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: abs('/en') },
      { '@type': 'ListItem', position: 2, name: 'Properties', item: abs('/en/properties') },
      { '@type': 'ListItem', position: 3, name: expect.any(String) },
    ])
  })

  it('drops the job posting of a closed position, which leaves search results', async () => {
    const head = await headOf(templates.closedCareer!)
    expect(typesOf(head)).not.toContain('JobPosting')
    expect(head.robots).toMatch(/noindex/)
  })
})

describe('valid HTML', () => {
  it('on every template in both languages (html-validate)', async () => {
    const problems: string[] = []
    for (const [name, p] of Object.entries(templates)) {
      for (const page of [p, inEnglish(p)]) {
        const report = await validate((await get(page)).html)
        for (const r of report.results) for (const m of r.messages) problems.push(`${name} ${page}: ${m.ruleId} ${m.message}`)
      }
    }
    expect([...new Set(problems)]).toEqual([])
  })
})

describe('documents', () => {
  it('name the page they belong to in a Link header: a project’s brochure, its project', async () => {
    const answer = await fetch(abs('/media/fixture-brochure.pdf'))
    expect(answer.status).toBe(200)
    const project = local((await headOf(templates.project!)).canonical!)
    expect(project).toMatch(new RegExp(`^/projects/${ids().project}`))
    expect(answer.headers.get('link')).toBe(`<${abs(project!)}>; rel="canonical"`)
  })
})

describe('an editor’s change', () => {
  /** A listing written through Payload by another process, as the change feed carries it to this server; deleted when told. */
  async function withListing(work: (id: number) => Promise<void>) {
    const env = inject('apiServerEnv')
    const i = ids()
    const data = { title: 'شقة جديدة للاختبار', reference: 'T-NEW', type: i.apartment, purpose: 'sale', price: 750000, currency: 'AED', area: 90, city: i.city, country: i.country, slug: 'fresh-listing', published: true }
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL || '', NODE_ENV: 'production' }
    const child = spawn(...cmsScript('tests/api/edit-content.ts', ['create', 'properties', JSON.stringify(data)], childEnv), {
      env: childEnv,
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    const lines = readline.createInterface({ input: child.stdout! })
    const next = () => new Promise<string>((resolve, reject) => {
      lines.once('line', resolve)
      child.once('exit', (code) => reject(new Error(`the editing process exited (${code})`)))
    })
    const id = Number((await next()).replace('CREATED ', ''))
    try {
      await work(id)
    } finally {
      child.stdin!.write('delete\n')
      expect(await next()).toBe('DELETED')
    }
  }
  /** The server has read the change feed up to its newest row. */
  const feedRead = () => expect.poll(async () => ((await (await fetch(abs('/readyz'))).json()) as { feed: boolean }).feed, { timeout: 20_000, interval: 100 }).toBe(true)
  const listed = async () => readUrlset(await (await fetch(abs('/sitemaps/properties-1.xml'))).text()).map((u) => local(u.loc))

  it('reaches the sitemap as soon as the server has read it from the feed, and so does a deletion', async () => {
    let created = 0
    await withListing(async (id) => {
      created = id
      await feedRead()
      expect(await listed()).toEqual(expect.arrayContaining([`/properties/${id}-fresh-listing`, `/en/properties/${id}-fresh-listing`]))
    })
    await feedRead()
    expect((await listed()).filter((p) => p?.includes(`/properties/${created}-`))).toEqual([])
  }, 120_000)
})
