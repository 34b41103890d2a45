import { describe, expect, it } from 'vitest'
import { robotsTxt } from '@/lib/seo/robots'
import { fileCount, fileSlice, MAX_URLS_PER_FILE, newest, recordsPerFile, sitemapIndex, urlset, w3cDate, xmlEscape } from '@/lib/seo/sitemap'

const origin = 'https://m.example'

describe('splitting a sitemap', () => {
  it('puts at most 50,000 addresses in a file, each record written in both languages', () => {
    expect(MAX_URLS_PER_FILE).toBe(50_000)
    expect(recordsPerFile()).toBe(25_000)
    expect(fileCount(0)).toBe(1)
    expect(fileCount(25_000)).toBe(1)
    expect(fileCount(25_001)).toBe(2)
    expect(fileCount(1_000_000)).toBe(40)
  })

  it('gives each file its slice of the records, and none past the last', () => {
    expect(fileSlice(1, 60_000)).toEqual({ offset: 0, limit: 25_000 })
    expect(fileSlice(3, 60_000)).toEqual({ offset: 50_000, limit: 25_000 })
    expect(fileSlice(4, 60_000)).toBeNull()
    expect(fileSlice(0, 60_000)).toBeNull()
    expect(fileSlice(1.5, 60_000)).toBeNull()
    expect(fileSlice(2, 5, 4)).toEqual({ offset: 2, limit: 2 })
  })

  it('writes a file of records that never holds more than the limit', () => {
    const perFile = 10
    const records = Array.from({ length: 23 }, (_, i) => ({ path: `/properties/${i + 1}` }))
    const files = Array.from({ length: fileCount(records.length, perFile) }, (_, i) => {
      const s = fileSlice(i + 1, records.length, perFile)!
      return urlset(origin, records.slice(s.offset, s.offset + s.limit))
    })
    expect(files).toHaveLength(5)
    const counts = files.map((xml) => xml.match(/<url>/g)?.length ?? 0)
    expect(Math.max(...counts)).toBeLessThanOrEqual(perFile)
    expect(counts.reduce((a, b) => a + b, 0)).toBe(46)
  })
})

describe('a sitemap file', () => {
  const xml = urlset(origin, [{ path: '/properties/5-sea-view', lastmod: '2026-03-01T10:00:00.000Z', images: ['/media/a.webp', '/media/a.webp', 'https://cdn.example/b.jpg'] }, { path: '/properties', query: 'purpose=sale&city=3' }])

  it('lists each page once per language, each naming every language and x-default', () => {
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!)
    expect(urls).toHaveLength(4)
    expect(urls[0]).toContain('<loc>https://m.example/properties/5-sea-view</loc>')
    expect(urls[1]).toContain('<loc>https://m.example/en/properties/5-sea-view</loc>')
    for (const u of urls.slice(0, 2)) {
      expect(u).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://m.example/properties/5-sea-view"/>')
      expect(u).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://m.example/en/properties/5-sea-view"/>')
      expect(u).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://m.example/properties/5-sea-view"/>')
      expect(u).toContain('<lastmod>2026-03-01T10:00:00.000Z</lastmod>')
    }
  })

  it('lists pictures once each, as absolute addresses', () => {
    const first = xml.split('</url>')[0]!
    expect(first.match(/<image:loc>/g)).toHaveLength(2)
    expect(first).toContain('<image:loc>https://m.example/media/a.webp</image:loc>')
    expect(first).toContain('<image:loc>https://cdn.example/b.jpg</image:loc>')
  })

  it('escapes the query of a search', () => {
    expect(xml).toContain('<loc>https://m.example/en/properties?purpose=sale&amp;city=3</loc>')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('declares the namespaces it uses', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml" xmlns:image="http:\/\/www.google.com\/schemas\/sitemap-image\/1.1">/)
  })

  it('writes an index of files with their last change', () => {
    const index = sitemapIndex(origin, [{ path: '/sitemaps/pages-1.xml', lastmod: '2026-01-02' }, { path: '/sitemaps/properties-1.xml' }])
    expect(index).toContain('<sitemap><loc>https://m.example/sitemaps/pages-1.xml</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></sitemap>')
    expect(index).toContain('<sitemap><loc>https://m.example/sitemaps/properties-1.xml</loc></sitemap>')
  })
})

describe('dates and text', () => {
  it('reads dates, leaves out what it cannot read, picks the newest', () => {
    expect(w3cDate('nonsense')).toBeNull()
    expect(w3cDate(null)).toBeNull()
    expect(newest(['2026-01-01', null, '2026-05-01T00:00:00Z', 'x'])).toBe('2026-05-01T00:00:00.000Z')
    expect(newest([])).toBeNull()
  })

  it('escapes the five XML characters', () => {
    expect(xmlEscape(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  })
})

describe('robots.txt', () => {
  const txt = robotsTxt(origin)
  const rules = txt.split('\n')

  it('names the sitemap', () => {
    expect(rules).toContain('Sitemap: https://m.example/sitemap.xml')
  })

  it('keeps crawlers out of the admin, the APIs, the status page, the comparisons and the favourites, in both languages', () => {
    for (const rule of ['Disallow: /admin', 'Disallow: /api/', 'Disallow: /test$', 'Disallow: /test?', 'Disallow: /en/test$', 'Disallow: /compare$', 'Disallow: /compare?', 'Disallow: /en/compare?', 'Disallow: /favourites$', 'Disallow: /favourites?', 'Disallow: /en/favourites$', 'Disallow: /en/favourites?'])
      expect(rules).toContain(rule)
  })

  it('does not shut out the build files crawlers need to render a page', () => {
    expect(txt).not.toMatch(/Disallow: \/_next/)
    expect(rules[0]).toBe('User-agent: *')
  })
})
