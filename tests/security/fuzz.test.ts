import fc from 'fast-check'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { clientIp, countOf, formToken, send, signIn, type Reply } from './support/http'

/**
 * Issue 12, the fuzz: every endpoint of the API's own document, with paths, queries, headers and
 * bodies made up by fast-check. Whatever comes in: never a 5xx, always the documented shapes
 * (`{ data }`, or `{ message }` with `errors` on a 422), the security headers, and nothing stored
 * from a request that was refused.
 */
type Operation = { method: string; path: string; query: string[]; headers: string[]; json: boolean; multipart: boolean }

const RUNS = Number(process.env.FUZZ_RUNS ?? 250)
const INBOX = ['leads', 'exchange-requests', 'job-applications', 'exchange-photos', 'cv-files'] as const

/** Values a client might put anywhere: the expected, the empty, the huge, the malformed, the hostile. */
const value = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '1.5', '1e309', '99999999999999999999', 'not-selected-value', '', 'true', 'false', 'USD', 'AED', 'ar', 'en', '3+', 'price', '-price', '٣', 'null', '[]', '{}'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '\u202e', 'a'.repeat(300), '=cmd|/c calc!A0'),
)
const segment = fc.oneof(fc.constantFrom('1', '2-slug', '0', '-3', '999999999', 'abc', '%2e%2e', '%ZZ', '1%2F2', 'ا'), fc.stringMatching(/^[\w.-]{1,12}$/))

/** A JSON body: the form's own fields with any values, or any JSON at all. */
const jsonBody = fc.oneof(
  fc.record(
    {
      name: value,
      phone: fc.oneof(value, fc.constant('+971 50 123 4567')),
      email: fc.oneof(value, fc.constant('a@example.test')),
      message: value,
      kind: fc.oneof(value, fc.constantFrom('contact', 'property')),
      property: fc.oneof(value, fc.integer()),
      offered: fc.oneof(fc.dictionary(fc.constantFrom('type', 'city', 'area', 'bedrooms', 'currency', 'estimated_value', 'x'), fc.oneof(value, fc.integer())), value),
      wanted: fc.dictionary(fc.constantFrom('type', 'budget', 'y'), value),
      website: fc.constantFrom(undefined, '', 'http://spam.example'),
    },
    { requiredKeys: [] },
  ),
  fc.anything({ maxDepth: 3 }),
)

for (const server of inject('servers')) {
  describe(`the API under fuzzing (${server.name})`, () => {
    let operations: Operation[]
    let admin: string
    beforeAll(async () => {
      admin = await signIn(server.base, 'admin')
      const doc = (await send(server.base, '/api/v1/openapi.json', { headers: { 'x-forwarded-for': clientIp() } })).json() as {
        paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> } }>>
      }
      operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          headers: (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name),
          json: Boolean(op.requestBody?.content['application/json']),
          multipart: Boolean(op.requestBody?.content['multipart/form-data']),
        })),
      )
      expect(operations.length).toBeGreaterThan(20)
    })

    it(`${RUNS} made-up requests: no 5xx, the documented shapes, nothing stored from a refused one`, async () => {
      const counts = async () => Object.fromEntries(await Promise.all(INBOX.map(async (c) => [c, await countOf(server.base, admin, c)] as const)))
      const before = await counts()
      let accepted = 0
      const request = fc.record({
        op: fc.constantFrom(...operations),
        otherMethod: fc.option(fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'GET', 'POST'), { freq: 8 }),
        extraPath: fc.option(fc.constantFrom('/x', '/', '/1/2', '/%2e%2e'), { freq: 10 }),
        ids: fc.array(segment, { minLength: 1, maxLength: 2 }),
        query: fc.array(fc.tuple(fc.oneof(fc.constantFrom('page', 'per_page', 'sort', 'filter[search]', 'filter[unknown]', 'q'), fc.string({ maxLength: 12 })), value), { maxLength: 6 }),
        useQueryNames: fc.array(fc.tuple(fc.nat(), value), { maxLength: 5 }),
        language: fc.option(fc.oneof(fc.constantFrom('en', 'ar', 'fr', 'en-US,en;q=0.9', 'ar;q=0', '*'), fc.string({ maxLength: 30 }))),
        currency: fc.option(fc.oneof(fc.constantFrom('USD', 'AED', 'EUR', 'usd', 'ZZZ'), fc.string({ maxLength: 8 }))),
        idempotency: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 20 }))),
        ifNoneMatch: fc.option(fc.oneof(fc.constant('*'), fc.string({ maxLength: 20 }))),
        contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'multipart/form-data; boundary=x', 'text/plain', 'application/x-www-form-urlencoded', ''),
        token: fc.constantFrom('good', 'good', 'none', 'garbage', 'young'),
        body: fc.oneof(jsonBody.map((b) => JSON.stringify(b) ?? 'null'), fc.string({ maxLength: 200 }), fc.constant('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSara\r\n--x--\r\n')),
      })
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const method = r.otherMethod ?? r.op.method
          let ids = 0
          // As a client library would send them: anything outside printable ASCII percent-encoded.
          const segmentOf = (s: string) => s.replace(/[^\x21-\x7e]|[?#/]/g, (c) => encodeURIComponent(c))
          let path = r.op.path.replace(/\{id\}/g, () => segmentOf(r.ids[ids++ % r.ids.length]!)) + (r.extraPath ?? '')
          const params = [...r.query, ...r.useQueryNames.filter(() => r.op.query.length > 0).map(([i, v]) => [r.op.query[i % r.op.query.length]!, v] as const)]
          if (params.length) path += `?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
          const headers: Record<string, string> = { 'x-forwarded-for': clientIp() }
          if (r.language !== null) headers['accept-language'] = r.language.replace(/[^\t\x20-\x7e]/g, '')
          if (r.currency !== null) headers['x-currency'] = r.currency.replace(/[^\t\x20-\x7e]/g, '')
          if (r.idempotency !== null) headers['idempotency-key'] = r.idempotency.replace(/[^\t\x20-\x7e]/g, '')
          if (r.ifNoneMatch !== null) headers['if-none-match'] = r.ifNoneMatch.replace(/[^\t\x20-\x7e]/g, '')
          const post = method === 'POST' || method === 'PUT' || method === 'PATCH'
          const goodToken = r.token === 'good'
          if (r.token !== 'none') headers['x-form-token'] = goodToken ? formToken() : r.token === 'young' ? formToken(0) : 'garbage.token.value'
          if (post && r.contentType) headers['content-type'] = r.contentType
          const reply: Reply = await send(server.base, `/api/v1${path}`, { method, headers, body: post ? r.body : undefined })
          check(reply, method)
          if (reply.status === 201 && reply.headers['idempotent-replayed'] === undefined && goodToken && !r.body.includes('spam.example')) accepted++
        }),
        { numRuns: RUNS, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
      )
      const after = await counts()
      const records = (c: Record<string, number>) => c.leads! + c['exchange-requests']! + c['job-applications']!
      // Only requests that were let through stored anything (the honeypot and bad tokens are answered 201 and dropped).
      expect(records(after) - records(before)).toBe(accepted)
      expect(after['exchange-photos']).toBe(before['exchange-photos'])
      expect(after['cv-files']).toBe(before['cv-files'])
    })
  })
}

/** The shape of any answer of the API. */
function check(reply: Reply, method: string) {
  const where = `${method} → ${reply.status}: ${reply.text.slice(0, 300)}`
  expect(reply.status, where).toBeLessThan(500)
  expect(reply.headers['x-content-type-options'], where).toBe('nosniff')
  if (reply.status === 304 || method === 'HEAD' || (reply.status === 204 && method === 'OPTIONS')) return
  if (reply.status >= 300 && reply.status < 400) return
  if (/^text\/html/.test(String(reply.headers['content-type']))) {
    // Only the API reference page is HTML.
    expect(reply.status, where).toBe(200)
    return
  }
  expect(reply.headers['content-type'], where).toMatch(/^application\/json/)
  const body = reply.json() as Record<string, unknown>
  if (reply.status >= 400) {
    expect(typeof body.message, where).toBe('string')
    expect(Object.keys(body).filter((k) => k !== 'message' && k !== 'errors'), where).toEqual([])
    if (reply.status === 422) {
      expect(body.errors, where).toBeTypeOf('object')
      for (const messages of Object.values(body.errors as Record<string, unknown>)) {
        expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), where).toBe(true)
      }
    } else expect(body.errors, where).toBeUndefined()
    expect(reply.text, where).not.toMatch(/\bat \/|node_modules|Error:|ECONN|postgres|sqlite/i)
  } else if (!('openapi' in body)) {
    expect(body, where).toHaveProperty('data')
  }
}
