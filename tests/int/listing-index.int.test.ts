import { createLocalReq, type Payload, type Where } from 'payload'
import { versionOf } from '@/lib/changes'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCardReader, type CardReader } from '@/server/listings/property-cards'
import { PropertyIndex } from '@/server/listings/property-index'
import { propertyWhere, type PropertyQuery } from '@/server/listings/properties'
import { changeFeed } from '@/server/delivery/feed'
import { createCurrencies, createProperty, createPropertyType } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { testDbKind } from '../support/test-db'

/**
 * The in-memory listing index must answer exactly what the database answers for the same filters:
 * every query below is asked of both, the database through Payload's own `find` with the same
 * conditions (`propertyWhere`), sort and id tie-break.
 */
describe('the property listing index', () => {
  let payload: Payload
  let index: PropertyIndex
  /** The same, each always taking a page one way (the default picks the cheaper). */
  let byWay: Record<'walk' | 'gather', PropertyIndex>
  let cards: CardReader
  const ids = { types: [] as number[], cities: [] as number[], categories: [] as number[], properties: [] as number[] }

  async function fromDatabase(q: PropertyQuery, sort: string, page: number, perPage: number) {
    const found = await payload.find({
      collection: 'properties',
      where: propertyWhere(q) as Where,
      sort: [sort, sort.startsWith('-') ? '-id' : 'id'],
      page,
      limit: perPage,
      depth: 0,
    })
    return { ids: found.docs.map((d) => d.id), total: found.totalDocs }
  }

  beforeAll(async () => {
    payload = await testPayload()
    await createCurrencies(payload)
    for (const name of ['شقة', 'فيلا', 'مكتب']) ids.types.push((await createPropertyType(payload, name)).id)
    const country = await payload.create({ collection: 'countries', data: { name: 'الإمارات', code: 'AE' } })
    const state = await payload.create({ collection: 'states', data: { name: 'دبي', country: country.id } })
    for (const name of ['دبي', 'الشارقة']) ids.cities.push((await payload.create({ collection: 'cities', data: { name, state: state.id, country: country.id } })).id)
    ids.categories.push((await payload.create({ collection: 'categories', data: { name: 'سكني', type: '1' } })).id)
    const titles = ['شقة فاخرة في مرسى دبي', 'فيلا مع حديقة', 'مكتب إداري', 'استوديو قرب المترو', 'بنتهاوس بإطلالة بحرية']
    for (let i = 0; i < 40; i++) {
      const created = await createProperty(payload, ids.types[i % 3]!, {
        title: titles[i % titles.length],
        price: 400_000 + ((i * 7919) % 40) * 50_000,
        purpose: i % 2 ? 'rent' : 'sale',
        ...(i % 2 ? { rentPeriod: 'yearly' } : {}),
        status: i % 7 === 0 ? 'sold' : 'available',
        area: 60 + ((i * 31) % 17) * 10,
        bedrooms: i % 5,
        bathrooms: 1 + (i % 3),
        furnishing: (['furnished', 'semi-furnished', 'unfurnished'] as const)[i % 3],
        city: ids.cities[i % 2],
        state: state.id,
        country: country.id,
        category: i % 4 ? ids.categories[0] : undefined,
        luxury: i % 6 === 0,
        featured: i % 5 === 0,
        virtualTourUrl: i % 4 === 0 ? 'https://tour.example.test/x' : undefined,
        completion: i % 3 === 1 ? 'off-plan' : 'ready',
        paymentPlan: i % 3 === 0 ? { downPaymentPercent: 20, years: 5, frequency: 'monthly' } : undefined,
        published: i !== 39,
      })
      ids.properties.push(created.id)
    }
    // Price cuts: a few listings reduced now (each row keeps the time of its cut).
    for (const [k, id] of ids.properties.entries()) if (k % 6 === 1) await payload.update({ collection: 'properties', id, data: { price: 300_000 - k * 1000 } })
    index = new PropertyIndex(async () => payload)
    byWay = {
      walk: new PropertyIndex(async () => payload, { paging: 'walk' }),
      gather: new PropertyIndex(async () => payload, { paging: 'gather' }),
    }
    cards = createCardReader(async () => payload)
  })

  const queries: [string, PropertyQuery][] = [
    ['no filter', {}],
    ['purpose', { purpose: 'rent' }],
    ['type and bedrooms', { type: 0, bedrooms: 2 }],
    ['bedrooms at least', { bedrooms: { atLeast: 3 } }],
    ['bathrooms', { bathrooms: 2 }],
    ['price range', { minPriceBase: 200_000, maxPriceBase: 400_000 }],
    ['area range', { minArea: 100, maxArea: 180 }],
    ['furnishing and city', { furnishing: 'furnished', city: 0 }],
    ['virtual tour', { virtual: true }],
    ['no virtual tour', { virtual: false }],
    ['off-plan', { completion: 'off-plan' }],
    ['ready, in a city', { completion: 'ready', city: 1 }],
    ['luxury', { luxury: true }],
    ['featured', { featured: true }],
    ['with a plan', { withPlan: true }],
    ['status', { status: 'sold' }],
    ['category', { category: 0 }],
    ['text', { search: 'فيلا' }],
    ['text with other hamza and article', { search: 'اطلاله' }],
    ['text and purpose', { search: 'شقه', purpose: 'sale' }],
    ['two words, apart in the title', { search: 'شقه دبي' }],
    ['two words, one of them in no title', { search: 'شقه حديقه' }],
    ['part of a word', { search: 'حديق' }],
    ['a word no title has', { search: 'قلعه' }],
    ['nothing matches', { purpose: 'rent', luxury: true, bedrooms: 0, type: 1 }],
    ['one left out', { purpose: 'sale', exclude: 2 }],
    ['many filters and a range', { purpose: 'sale', status: 'available', bathrooms: { atLeast: 2 }, minArea: 80, minPriceBase: 100_000 }],
    ['price cut in the last 30 days', { reducedSince: new Date(Date.now() - 30 * 86_400_000) }],
    ['price cut, for rent', { reducedSince: new Date(Date.now() - 30 * 86_400_000), purpose: 'rent' }],
    ['price cut after now', { reducedSince: new Date(Date.now() + 60_000) }],
  ]
  const sorts = ['-createdAt', 'createdAt', 'priceBase', '-priceBase', 'area', '-area', '-bedrooms']

  it.each(queries)('%s: the same page and total as the database, in every sort', async (_, raw) => {
    const q: PropertyQuery = { ...raw }
    if (q.type !== undefined) q.type = ids.types[q.type]
    if (q.city !== undefined) q.city = ids.cities[q.city]
    if (q.category !== undefined) q.category = ids.categories[q.category]
    if (q.exclude !== undefined) q.exclude = ids.properties[q.exclude]
    for (const sort of sorts) {
      for (const [page, perPage] of [
        [1, 12],
        [2, 5],
        [9, 5],
      ] as const) {
        const expected = await fromDatabase(q, sort, page, perPage)
        const actual = await index.query(q, sort, (page - 1) * perPage, perPage)
        expect(actual, `${sort}, page ${page} of ${perPage}`).toEqual(expected)
        for (const [way, other] of Object.entries(byWay))
          expect(await other.query(q, sort, (page - 1) * perPage, perPage), `${way}: ${sort}, page ${page} of ${perPage}`).toEqual(expected)
      }
    }
  })

  it('sorts the listings cut last first, as the database does', async () => {
    const q: PropertyQuery = { reducedSince: new Date(Date.now() - 30 * 86_400_000) }
    const expected = await fromDatabase(q, '-priceReducedAt', 1, 50)
    expect(expected.total).toBe(ids.properties.filter((_, k) => k % 6 === 1 && k !== 39).length)
    expect(await index.query(q, '-priceReducedAt', 0, 50)).toEqual(expected)
    expect(await index.query(q, 'priceReducedAt', 0, 50)).toEqual(await fromDatabase(q, 'priceReducedAt', 1, 50))
  })

  it('counts each search option and the ranges as the published records have them', async () => {
    const facets = await index.facets()
    const all = (await payload.find({ collection: 'properties', where: { published: { equals: true } }, pagination: false, depth: 0 })).docs
    const tally = (key: (p: (typeof all)[number]) => unknown) => {
      const out: Record<string, number> = {}
      for (const p of all) {
        const v = key(p)
        if (v !== null && v !== undefined) out[String(v)] = (out[String(v)] ?? 0) + 1
      }
      return out
    }
    const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : v)
    expect(facets.total).toBe(all.length)
    expect(facets.type).toEqual(tally((p) => idOf(p.type)))
    expect(facets.category).toEqual(tally((p) => idOf(p.category)))
    expect(facets.city).toEqual(tally((p) => idOf(p.city)))
    expect(facets.bedrooms).toEqual(tally((p) => p.bedrooms))
    expect(facets.bathrooms).toEqual(tally((p) => p.bathrooms))
    expect(facets.furnishing).toEqual(tally((p) => p.furnishing))
    expect(facets.purpose).toEqual(tally((p) => p.purpose))
    expect(facets.luxury.true).toBe(all.filter((p) => p.luxury).length)
    expect(facets.virtual.true).toBe(all.filter((p) => p.virtual).length)
    const prices = all.map((p) => p.priceBase).filter((v): v is number => typeof v === 'number')
    expect(facets.priceBase).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
    const areas = all.map((p) => p.area).filter((v): v is number => typeof v === 'number')
    expect(facets.area).toEqual({ min: Math.min(...areas), max: Math.max(...areas) })
  })

  it('follows an edit, an unpublish and a new listing made through Payload in this process', async () => {
    const before = await index.query({ purpose: 'sale' }, '-createdAt', 0, 50)
    const someone = before.ids[3]!
    await payload.update({ collection: 'properties', id: someone, data: { purpose: 'rent', rentPeriod: 'monthly' } })
    const afterEdit = await index.query({ purpose: 'sale' }, '-createdAt', 0, 50)
    expect(afterEdit.ids).not.toContain(someone)
    expect(afterEdit.total).toBe(before.total - 1)

    const other = afterEdit.ids[0]!
    await payload.update({ collection: 'properties', id: other, data: { published: false } })
    expect((await index.query({}, '-createdAt', 0, 50)).ids).not.toContain(other)

    const added = await createProperty(payload, ids.types[0]!, { title: 'قصر جديد', price: 9_000_000 })
    const top = await index.query({}, '-priceBase', 0, 1)
    expect(top.ids).toEqual([added.id])
    expect(await index.query({ search: 'قصر' }, '-createdAt', 0, 5)).toEqual({ ids: [added.id], total: 1 })

    // A title changed after the text search was first used: found by its new words, as the database finds it.
    const office = (await index.query({ search: 'مكتب اداري' }, '-createdAt', 0, 50)).ids[0]!
    await payload.update({ collection: 'properties', id: office, data: { title: 'مستودع واسع' } })
    expect((await index.query({ search: 'مستودع' }, '-createdAt', 0, 50)).ids).toEqual([office])
    for (const search of ['مستودع واسع', 'مكتب اداري', 'مكتب'])
      expect(await index.query({ search }, '-createdAt', 0, 50), search).toEqual(await fromDatabase({ search }, '-createdAt', 1, 50))
  })

  it('answers every reader asking at once after a change with the change, not only the first', async () => {
    const someone = (await index.query({}, '-createdAt', 0, 1)).ids[0]!
    await payload.update({ collection: 'properties', id: someone, data: { published: false } })
    const total = (await payload.count({ collection: 'properties', where: { published: { equals: true } } })).totalDocs
    // As a page asks: its sections at the same moment, the first of them taking the change off the feed.
    const [listed, market, facets, again] = await Promise.all([index.query({}, '-createdAt', 0, 50), index.market(), index.facets(), index.query({}, 'priceBase', 0, 50)])
    expect(listed.total).toBe(total)
    expect(market.total).toBe(total)
    expect(facets.total).toBe(total)
    expect(again.ids).not.toContain(someone)
    await payload.update({ collection: 'properties', id: someone, data: { published: true } })
  })

  it('takes a change in once its transaction commits: a reader in between neither sees it early nor loses it', async () => {
    const { ids: shown } = await index.query({}, '-createdAt', 0, 50)
    const [target, kept] = [shown[0]!, shown[1]!]
    const version = versionOf('properties')
    const begin = async () => {
      const req = await createLocalReq({}, payload)
      const id = await payload.db.beginTransaction()
      if (id) req.transactionID = id
      return { req, id }
    }

    const { req, id } = await begin()
    await payload.update({ collection: 'properties', id: target, data: { published: false }, req })
    if (id) {
      // PostgreSQL: the write is not yet visible to anyone else, so not yet a change.
      expect(versionOf('properties')).toBe(version)
      expect((await index.query({}, '-createdAt', 0, 50)).ids).toContain(target)
      await payload.db.commitTransaction(id)
    }
    // SQLite, as configured, has no transactions: every statement commits as it runs, and the change counts at once.
    expect(versionOf('properties')).toBe(version + 1)
    expect((await index.query({}, '-createdAt', 0, 50)).ids).not.toContain(target)

    const undone = await begin()
    if (undone.id) {
      // Rolled back: nothing changed, nothing recorded.
      await payload.update({ collection: 'properties', id: kept, data: { published: false }, req: undone.req })
      await payload.db.rollbackTransaction(undone.id)
      expect(versionOf('properties')).toBe(version + 1)
      expect((await index.query({}, '-createdAt', 0, 50)).ids).toContain(kept)
    }
    await payload.update({ collection: 'properties', id: target, data: { published: true } })
  })

  it('follows a write and a delete made by another process, told by the change feed', async () => {
    const feed = changeFeed(async () => payload)
    await feed.follow(testDbKind() === 'postgres' ? process.env.DATABASE_URL : undefined)
    try {
      const total = (await index.query({}, '-createdAt', 0, 1)).total
      const db = payload.db as unknown as { drizzle: unknown; execute: (a: { drizzle: unknown; raw: string }) => Promise<{ rows?: Record<string, unknown>[] }> }
      const sql = async (raw: string) => (await db.execute({ drizzle: db.drizzle, raw })).rows ?? []
      const [first, second] = (await sql(`SELECT "id" FROM "properties" WHERE "published" = true ORDER BY "id" LIMIT 2`)).map((r) => Number(r.id))
      // Straight into the tables, as another server's hooks would leave them: no hook of this process runs.
      await sql(`UPDATE "properties" SET "published" = false WHERE "id" = ${first}`)
      await sql(`INSERT INTO "content_changes" ("tag", "doc", "op") VALUES ('properties', ${first}, 'change')`)
      await expect.poll(async () => (await index.query({}, '-createdAt', 0, 1)).total, { timeout: 10_000, interval: 50 }).toBe(total - 1)
      await sql(`DELETE FROM "properties" WHERE "id" = ${second}`)
      await sql(`INSERT INTO "content_changes" ("tag", "doc", "op") VALUES ('properties', ${second}, 'delete')`)
      await expect.poll(async () => (await index.query({}, '-createdAt', 0, 50)).ids.includes(second!), { timeout: 10_000, interval: 50 }).toBe(false)
      expect((await index.query({}, '-createdAt', 0, 1)).total).toBe(total - 2)
      // A bulk write (a script): the whole table read again.
      await sql(`UPDATE "properties" SET "published" = true WHERE "id" = ${first}`)
      await sql(`INSERT INTO "content_changes" ("tag", "op") VALUES ('properties', 'reset')`)
      await expect.poll(async () => (await index.query({}, '-createdAt', 0, 1)).total, { timeout: 10_000, interval: 50 }).toBe(total - 1)
    } finally {
      await feed.stop()
    }
  })

  it('reads cards in the order asked, in each language, with their relations', async () => {
    const { ids: page } = await index.query({ city: ids.cities[1] }, 'priceBase', 0, 4)
    // One of them checked by an agent: its card says when.
    await payload.update({ collection: 'properties', id: page[1]!, data: { permit: { verifiedAt: '2026-11-12T12:00:00.000Z' } } })
    const ar = await cards('ar', page)
    expect(ar.map((c) => c.id)).toEqual(page)
    expect(ar.map((c) => c.permit?.verifiedAt ?? null)).toEqual([null, '2026-11-12T12:00:00.000Z', null, null])
    const viaPayload = await payload.find({ collection: 'properties', locale: 'ar', where: { id: { in: page } }, depth: 1, pagination: false })
    for (const card of ar) {
      const doc = viaPayload.docs.find((d) => d.id === card.id)!
      expect(card.title).toBe(doc.title)
      expect(card.price).toBe(doc.price)
      expect(card.priceBase).toBe(doc.priceBase)
      expect(card.purpose).toBe(doc.purpose)
      expect(card.bedrooms).toBe(doc.bedrooms)
      expect(card.luxury).toBe(doc.luxury === true)
      expect(card.createdAt).toBe(doc.createdAt)
      expect(card.permit?.verifiedAt ?? null).toBe(doc.permit?.verifiedAt ?? null)
      expect(card.city).toMatchObject({ id: ids.cities[1], name: 'الشارقة' })
      expect(card.type).toMatchObject({ id: typeof doc.type === 'object' ? doc.type.id : doc.type })
    }
    // English falls back to the Arabic title where there is no English one, as Payload does.
    const en = await cards('en', page.slice(0, 1))
    expect(en[0]!.title).toBe(ar[0]!.title)
    await payload.update({ collection: 'properties', id: page[0]!, locale: 'en', data: { title: 'A quiet villa' } })
    expect((await cards('en', page.slice(0, 1)))[0]!.title).toBe('A quiet villa')
  })

  it('puts the listings without a value last in both directions of a sort, whichever direction is built first', async () => {
    for (let i = 0; i < 3; i++) await createProperty(payload, ids.types[0]!, { area: undefined, bedrooms: 2 })
    const all = (await payload.find({ collection: 'properties', where: { published: { equals: true } }, pagination: false, depth: 0 })).docs
    const expected = (desc: boolean) => {
      const dir = desc ? -1 : 1
      const withArea = all.filter((p) => typeof p.area === 'number').sort((a, b) => (a.area === b.area ? dir * (a.id - b.id) : dir * (a.area! - b.area!)))
      const without = all.filter((p) => typeof p.area !== 'number').sort((a, b) => dir * (a.id - b.id))
      return [...withArea, ...without].map((p) => p.id)
    }
    expect(expected(false).length).toBe(all.length)
    for (const first of ['area', '-area']) {
      const fresh = new PropertyIndex(async () => payload)
      const second = first === 'area' ? '-area' : 'area'
      for (const sort of [first, second]) expect((await fresh.query({}, sort, 0, all.length)).ids, `${sort} after ${first}`).toEqual(expected(sort === '-area'))
    }
  })
})
