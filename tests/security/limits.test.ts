import net from 'node:net'
import { describe, expect, inject, it } from 'vitest'
import { LIMITS } from './global-setup'
import { as, clientIp, postHeaders, send } from './support/http'

/**
 * Issue 12, points 2 and 4: who the client is (`TRUST_PROXY`), the per-client limits (posts, API
 * reads, search pages) counted in the store the servers share, and bounded requests.
 */
const [postLimit] = LIMITS.API_POST_RATE_LIMIT.split('/').map(Number) as [number]
const [readLimit] = LIMITS.API_READ_RATE_LIMIT.split('/').map(Number) as [number]
const [pageLimit] = LIMITS.PAGE_RATE_LIMIT.split('/').map(Number) as [number]

/** A post without a form token (answered 201 and dropped, once counted): what a client sends to spend its posts. */
const emptyLead = (headers: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' })

/** A raw request, written byte by byte: for what no client library would send. */
function raw(base: string, request: string): Promise<string> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(request))
    let out = ''
    socket.on('data', (d) => (out += String(d)))
    socket.on('end', () => resolve(out))
    socket.on('close', () => resolve(out))
    socket.on('error', reject)
  })
}

for (const server of inject('servers')) {
  describe(`who the client is, and the limits per client (${server.name})`, () => {
    it('a client connecting directly cannot spread its posts over forged X-Forwarded-For addresses', async () => {
      // Not from the trusted proxy (127.0.0.1): every post counts against the socket's address, 127.0.0.3.
      const statuses: number[] = []
      for (let n = 0; n <= postLimit; n++) statuses.push((await send(server.base, '/api/v1/leads', { ...emptyLead({ 'x-forwarded-for': clientIp() }), from: '127.0.0.3' })).status)
      // Until the limit: the silent thank-you of a post without a form token; then the limit.
      expect(statuses.slice(0, postLimit).every((s) => s === 201)).toBe(true)
      expect(statuses[postLimit]).toBe(429)
      // The proxy's clients are told apart by the address it vouches for.
      expect((await send(server.base, '/api/v1/leads', emptyLead(as(clientIp())))).status).toBe(201)
    })

    it('past the post limit: 429 with Retry-After and a message in the language asked for', async () => {
      const ip = clientIp()
      for (let n = 0; n < postLimit; n++) await send(server.base, '/api/v1/leads', emptyLead(as(ip)))
      const ar = await send(server.base, '/api/v1/leads', { method: 'POST', headers: postHeaders(as(ip)), body: JSON.stringify({ name: 'سارة', phone: '0501234567' }) })
      expect(ar.status).toBe(429)
      expect(Number(ar.headers['retry-after'])).toBeGreaterThan(0)
      expect(ar.json()).toEqual({ message: 'طلبات كثيرة، حاول مرة أخرى لاحقا' })
      const en = await send(server.base, '/api/v1/leads', emptyLead({ ...as(ip), 'accept-language': 'en' }))
      expect(en.json()).toEqual({ message: 'Too many requests, try again later' })
    })

    it('API reads: a generous limit per client, with the answer in the API\'s error shape', async () => {
      const ip = clientIp()
      const statuses: number[] = []
      for (let n = 0; n <= readLimit; n++) statuses.push((await send(server.base, '/api/v1/currencies', { headers: as(ip) })).status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(readLimit)
      const limited = await send(server.base, '/api/v1/currencies', { headers: { ...as(ip), 'accept-language': 'en' } })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(limited.json()).toEqual({ message: 'Too many requests, try again later' })
      expect(limited.headers['x-content-type-options']).toBe('nosniff')
      // Another client reads on.
      expect((await send(server.base, '/api/v1/currencies', { headers: as(clientIp()) })).status).toBe(200)
    })

    it('search pages: a limit per client, answered with a page in the visitor\'s language', async () => {
      const ip = clientIp()
      for (let n = 0; n < pageLimit; n++) expect((await send(server.base, '/en/properties', { headers: as(ip) })).status).toBe(200)
      const en = await send(server.base, '/en/properties', { headers: as(ip) })
      expect(en.status).toBe(429)
      expect(en.headers['content-type']).toMatch(/^text\/html/)
      expect(en.text).toContain('lang="en"')
      expect(en.text).toContain('Too many requests, try again later')
      const ar = await send(server.base, '/projects', { headers: as(ip) })
      expect(ar.status).toBe(429)
      expect(ar.text).toContain('dir="rtl"')
      expect(ar.text).toContain('طلبات كثيرة، حاول مرة أخرى لاحقا')
      // Other pages are not search renders, and stay open.
      expect((await send(server.base, '/en/contact-us', { headers: as(ip) })).status).toBe(200)
    })

    it('an address over 8 KB is a 414, headers over 16 KB a 431, a body over the largest form a 413', async () => {
      const long = await send(server.base, `/api/v1/real-estates?filter[search]=${'a'.repeat(9000)}`, { headers: { ...as(clientIp()), 'accept-language': 'en' } })
      expect(long.status).toBe(414)
      expect(long.json()).toEqual({ message: 'The request address is too long' })
      const page = await send(server.base, `/en/properties?q=${'a'.repeat(9000)}`, { headers: as(clientIp()) })
      expect(page.status).toBe(414)
      expect(page.text).toContain('The request address is too long')
      const headers = await send(server.base, '/api/v1/currencies', { headers: { ...as(clientIp()), 'x-padding': 'p'.repeat(20_000) } })
      expect(headers.status).toBe(431)
      expect(headers.json()).toEqual({ message: 'ترويسات الطلب أكبر من المسموح' })
      const body = await send(server.base, '/api/v1/leads', { method: 'POST', headers: { ...postHeaders(), 'content-length': String(64 * 1024 * 1024) }, body: '' })
      expect(body.status).toBe(413)
      // Far past what the parser reads at all: still an answer in words, not a dropped connection.
      const huge = await raw(server.base, `GET /api/v1/currencies HTTP/1.1\r\nHost: x\r\nX-Padding: ${'p'.repeat(100_000)}\r\n\r\n`)
      expect(huge).toMatch(/^HTTP\/1\.1 431 /)
      expect(huge).toContain('{"message":"ترويسات الطلب أكبر من المسموح"}')
      expect(huge).toMatch(/\r\nx-content-type-options: nosniff\r\n/)
      // An address past the parser's 16 KB: refused in words too. 414 when the packet the parser stopped
      // in shows it was still in the request line; a client's large write may reach the server in
      // smaller packets, and one from the middle of a long line cannot tell an address from a header
      // (431 then). Within the parser's limit the 414 is exact (the 9 KB addresses above).
      const hugeUrl = await raw(server.base, `GET /api/v1/currencies?${'q'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
      expect(hugeUrl).toMatch(/^HTTP\/1\.1 (414|431) /)
      expect(hugeUrl).toMatch(/\r\n\r\n\{"message":"[^"]+"\}$/)
      expect(hugeUrl).toMatch(/\r\nx-content-type-options: nosniff\r\n/)
      // An address that cannot be decoded: a 400, not the framework's 500.
      expect((await send(server.base, '/api/v1/pages/%ZZ', { headers: as(clientIp()) })).status).toBe(400)
      // A page's address gets the site's 404 view (issue 17), not Next's 500.
      const pageAnswer = await send(server.base, '/%E0%A4%A', { headers: as(clientIp()) })
      expect(pageAnswer.status).toBe(404)
    })
  })
}

describe('limits count across servers (PostgreSQL servers sharing Redis)', () => {
  const [a] = inject('servers').filter((s) => s.name === 'postgres')
  const b = inject('secondPostgres')

  it('a client\'s posts to two servers count against one limit', async () => {
    const ip = clientIp()
    const statuses: number[] = []
    for (let n = 0; n <= postLimit; n++) statuses.push((await send(n % 2 ? b : a!.base, '/api/v1/leads', emptyLead(as(ip)))).status)
    expect(statuses.slice(0, postLimit).every((s) => s === 201)).toBe(true)
    expect(statuses[postLimit]).toBe(429)
  })
})
