import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { cacheControl, cacheSettings, type CacheClass } from '../../src/server/delivery/contract'
import { base, formToken } from './client'

/**
 * The cache contract (src/server/delivery/contract.ts) read off the production server's answers, one
 * or more routes of every class, through Next.js and through the server's own API lane.
 */
const origin = () => new URL(base()).origin
const settings = cacheSettings({})

async function fetchRaw(pathname: string, init: RequestInit = {}) {
  const answer = await fetch(`${origin()}${pathname}`, { redirect: 'manual', ...init })
  await answer.arrayBuffer()
  return answer
}

const varyOf = (answer: Response) => (answer.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase())

function expectClass(answer: Response, kind: CacheClass, label: string) {
  expect(answer.headers.get('cache-control'), label).toBe(cacheControl(kind, settings))
  if (!label.startsWith('/admin')) {
    // The admin's colour-scheme hint is the admin's alone: elsewhere it would split shared caches
    // and make browsers send their first request twice.
    expect(answer.headers.get('critical-ch'), label).toBeNull()
    expect(answer.headers.get('accept-ch'), label).toBeNull()
    expect(varyOf(answer), label).not.toContain('sec-ch-prefers-color-scheme')
  }
  if (kind !== 'private' && kind !== 'live') {
    expect(answer.headers.get('set-cookie'), `${label} sets no cookie`).toBeNull()
    expect(varyOf(answer), label).toContain('accept-encoding')
  }
}

/** A script the build serves under /_next/static. */
function staticChunk(): string {
  const dir = path.resolve('.next/static/chunks')
  const name = fs.readdirSync(dir).find((f) => f.endsWith('.js'))
  if (!name) throw new Error('no chunk in the build')
  return `/_next/static/chunks/${name}`
}

describe('the cache contract', () => {
  it('lets a shared cache keep every public page, search and list pages too, by its URL alone', async () => {
    const listed = (await (await fetch(`${base()}/real-estates?per_page=1`)).json()) as { data: { id: number }[] }
    const property = listed.data[0]?.id
    const pages = ['/', '/en', '/properties?city=1&page=2&sort=-price', '/en/properties', '/property', '/en/projects', '/blogs', '/en/careers', '/jobs', '/plans', '/luxury-property', '/discover', '/videos', '/en/services', '/en/contact-us', '/faq', '/compare?properties=1,2', '/favourites', `/en/favourites?properties=${property}&projects=1&sort=price`, `/properties/${property}`]
    for (const page of pages) {
      const answer = await fetchRaw(page)
      expect(answer.status, page).toBe(200)
      expectClass(answer, 'page', page)
      // Nothing but the URL: no language, currency or cookie of the visitor's.
      for (const header of ['cookie', 'accept-language', 'x-currency']) expect(varyOf(answer), page).not.toContain(header)
    }
  })

  it('keeps robots.txt and the sitemaps like pages (made from the content, as fresh), a missing sitemap file like a missing page', async () => {
    for (const p of ['/robots.txt', '/sitemap.xml', '/sitemaps/properties-1.xml', '/sitemaps/pages-1.xml']) {
      const answer = await fetchRaw(p)
      expect(answer.status, p).toBe(200)
      expectClass(answer, 'page', p)
    }
    const missing = await fetchRaw('/sitemaps/properties-99.xml')
    expect(missing.status).toBe(404)
    expectClass(missing, 'not-found', 'a missing sitemap file')
  })

  it('sets no cookie on a page, whatever language the browser asks for or the cookie it has', async () => {
    const variants: Record<string, string>[] = [{ 'accept-language': 'ar' }, { 'accept-language': 'en' }, { cookie: 'NEXT_LOCALE=ar' }, { cookie: 'NEXT_LOCALE=en', 'accept-language': 'fr' }]
    for (const headers of variants) {
      for (const page of ['/', '/en', '/en/properties']) {
        const answer = await fetchRaw(page, { headers: { ...headers, 'sec-fetch-dest': 'document' } })
        expect(answer.status).toBe(200)
        expect(answer.headers.get('set-cookie'), `${page} ${JSON.stringify(headers)}`).toBeNull()
      }
    }
  })

  it("keeps a page's navigation payload apart from its HTML", async () => {
    // Next.js answers a payload request whose cache-busting `_rsc` does not match its headers with a
    // redirect to the one that does.
    const answer = await fetchRaw('/en/properties?_rsc=abc12', { headers: { rsc: '1' }, redirect: 'follow' })
    expect(answer.status).toBe(200)
    expectClass(answer, 'page', 'RSC payload')
    expect(varyOf(answer)).toContain('rsc')
  })

  it('keeps a page that does not exist for a short while, without a stale copy', async () => {
    for (const page of ['/en/no-such-page', '/properties/987654321', '/no-such-page.png']) {
      const answer = await fetchRaw(page)
      expect(answer.status, page).toBe(404)
      expectClass(answer, 'not-found', page)
    }
  })

  it('lets a shared cache keep API reads by language and currency, through the lane and through Next', async () => {
    // The first read may go through Next.js (before the lane is published), the next ones through the lane.
    for (let i = 0; i < 3; i++) {
      const answer = await fetchRaw('/api/v1/real-estates?per_page=2', { headers: { 'accept-language': 'en', 'x-currency': 'USD' } })
      expect(answer.status).toBe(200)
      expectClass(answer, 'api', 'API read')
      // Exactly these, whichever path answered: nginx keeps one copy of a URL per Vary it was told.
      expect(answer.headers.get('vary')).toBe('Accept-Language, X-Currency, Accept-Encoding')
    }
    const missing = await fetchRaw('/api/v1/real-estates/987654321')
    expect(missing.status).toBe(404)
    expectClass(missing, 'not-found', 'API 404')
  })

  it('keeps build files and public files long, and what changes with each build not at all', async () => {
    expectClass(await fetchRaw(staticChunk()), 'asset', 'build chunk')
    expectClass(await fetchRaw('/favicon.png'), 'public', 'favicon')
    const build = await fetchRaw('/builds/latest.json')
    expect(build.status).toBe(200)
    expectClass(build, 'live', 'build id')
  })

  it('lets no shared cache keep the admin, the CMS API, the status page, posts or their errors', async () => {
    for (const page of ['/admin', '/api/users/me', '/test', '/en/test']) {
      const answer = await fetchRaw(page)
      expect(answer.status, page).toBeLessThan(500)
      expectClass(answer, 'private', page)
    }
    const post = await fetchRaw('/api/v1/leads', { method: 'POST', headers: { 'content-type': 'application/json', 'x-form-token': formToken() }, body: '{}' })
    expect(post.status).toBe(422)
    expectClass(post, 'private', 'a rejected post')
  })

  it('answers liveness and readiness, never from a cache', async () => {
    const live = await fetchRaw('/healthz')
    expect(live.status).toBe(200)
    expectClass(live, 'live', 'healthz')
    const ready = await fetch(`${origin()}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ready: true, draining: false, inFlight: 0, worker: 0, database: true, index: true, feed: true })
    expect(ready.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers readiness 503 while the database does not answer', async () => {
    const down = new URL(inject('apiDownBase')).origin
    const answer = await fetch(`${down}/readyz`)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ ready: false, database: false })
    expect((await fetch(`${down}/healthz`)).status).toBe(200)
  })
})
