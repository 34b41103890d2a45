import pg from 'pg'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentClock, versionOf } from '@/lib/changes'
import { APPLICATION_NAME } from '@/server/delivery/listen'
import { ChangeFeed } from '@/server/delivery/feed'
import type { FeedRow } from '@/server/delivery/cursor'
import { testPayload } from '../support/payload'
import { testDbKind } from '../support/test-db'

/**
 * The change feed on a real database: written in the transaction of each change, followed by every
 * process. A second process is played by a second feed reader of its own, which only collects the
 * rows it is handed.
 */
const postgres = testDbKind() === 'postgres'
const databaseUrl = postgres ? process.env.DATABASE_URL : undefined

describe('the change feed', () => {
  let payload: Payload
  const rows = async (sql: string) => {
    const db = payload.db as unknown as { drizzle: unknown; execute: (a: { drizzle: unknown; raw: string }) => Promise<{ rows?: Record<string, unknown>[] }> }
    return (await db.execute({ drizzle: db.drizzle, raw: sql })).rows ?? []
  }
  const feedRowsOf = async (tag: string, doc: number) => rows(`SELECT "id", "op" FROM "content_changes" WHERE "tag" = '${tag}' AND "doc" = ${doc} ORDER BY "id"`)

  /** Another process: a feed reader of its own, following the database, keeping what it is handed. */
  const otherProcess = async (every: { safetyMs?: number; pollMs?: number } = {}) => {
    const seen: FeedRow[] = []
    const feed = new ChangeFeed(async () => payload, { rows: (batch) => seen.push(...batch) })
    await feed.follow(databaseUrl, every)
    return { seen, feed, docs: (tag: string) => seen.filter((r) => r.tag === tag).map((r) => r.doc) }
  }
  const followers: ChangeFeed[] = []
  afterAll(async () => {
    for (const f of followers) await f.stop()
  })

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('writes one row for each change, a delete included, and none for the seed', async () => {
    const service = await payload.create({ collection: 'services', data: { title: 'خدمة', published: true } })
    await payload.update({ collection: 'services', id: service.id, data: { title: 'خدمة معدلة' } })
    await payload.create({ collection: 'services', data: { title: 'خدمة البذور', published: true }, context: { skipRevalidate: true } })
    await payload.delete({ collection: 'services', id: service.id })
    expect((await feedRowsOf('services', service.id)).map((r) => r.op)).toEqual(['change', 'change', 'delete'])
    expect(await rows(`SELECT count(*) AS "n" FROM "content_changes" WHERE "tag" = 'services'`)).toEqual([{ n: postgres ? '3' : 3 }])
    await payload.updateGlobal({ slug: 'settings', data: {} })
    expect((await rows(`SELECT "doc" FROM "content_changes" WHERE "tag" = 'settings'`)).length).toBe(1)
  })

  it("applies the writer's change in its own process before the operation answers", async () => {
    const before = contentClock()
    const made = await payload.create({ collection: 'categories', data: { name: 'تصنيف', type: '2' } })
    expect(contentClock()).toBeGreaterThan(before)
    expect(versionOf(`categories:${made.id}`)).toBeGreaterThan(before)
  })

  it('hands every change, in order, to another process following the feed', async () => {
    const other = await otherProcess()
    followers.push(other.feed)
    const a = await payload.create({ collection: 'faqs', data: { question: 'سؤال؟', answer: 'جواب', published: true } })
    await payload.update({ collection: 'faqs', id: a.id, data: { question: 'سؤال آخر؟' } })
    await payload.delete({ collection: 'faqs', id: a.id })
    // A notification (PostgreSQL) or the next poll (SQLite) brings them.
    await expect.poll(() => other.docs('faqs'), { timeout: 10_000, interval: 50 }).toEqual([a.id, a.id, a.id])
    expect(other.seen.filter((r) => r.tag === 'faqs').map((r) => r.op)).toEqual(['change', 'change', 'delete'])
    const ids = other.seen.map((r) => r.id)
    expect([...ids].sort((x, y) => x - y)).toEqual(ids)
  })

  it('keeps only the newest rows when pruned, the newest always, and a reader goes on from where it was', async () => {
    const other = await otherProcess()
    followers.push(other.feed)
    for (let i = 0; i < 4; i++) await payload.create({ collection: 'categories', data: { name: `تصنيف ${i}`, type: '2' } })
    const [{ n: newest }] = (await rows(`SELECT max("id") AS "n" FROM "content_changes"`)) as [{ n: unknown }]
    await other.feed.prune(3)
    expect((await rows(`SELECT "id" FROM "content_changes" ORDER BY "id"`)).map((r) => Number(r.id))).toEqual([Number(newest) - 2, Number(newest) - 1, Number(newest)])
    const after = await payload.create({ collection: 'categories', data: { name: 'بعد التقليم', type: '2' } })
    await expect.poll(() => other.docs('categories').includes(after.id), { timeout: 10_000, interval: 50 }).toBe(true)
    expect(Number((await feedRowsOf('categories', after.id))[0]?.id)).toBe(Number(newest) + 1)
  })

  describe.runIf(postgres)('on PostgreSQL (transactions commit out of order; the listening connection may drop)', () => {
    const begin = async () => {
      const req = await createLocalReq({}, payload)
      const id = await payload.db.beginTransaction()
      if (!id) throw new Error('no transaction')
      req.transactionID = id
      return { req, id }
    }

    it('writes the row in the change’s own transaction: nothing before the commit, nothing after a rollback', async () => {
      const outside = new pg.Client({ connectionString: databaseUrl })
      await outside.connect()
      try {
        const service = await payload.create({ collection: 'services', data: { title: 'خدمة المعاملة', published: true } })
        const count = async () => Number((await outside.query(`SELECT count(*) AS n FROM content_changes WHERE tag = 'services' AND doc = $1`, [service.id])).rows[0].n)
        const kept = await begin()
        await payload.update({ collection: 'services', id: service.id, data: { title: 'قبل الالتزام' }, req: kept.req })
        expect(await count()).toBe(1)
        await payload.db.commitTransaction(kept.id)
        expect(await count()).toBe(2)
        const undone = await begin()
        await payload.update({ collection: 'services', id: service.id, data: { title: 'يتراجع' }, req: undone.req })
        await payload.db.rollbackTransaction(undone.id)
        expect(await count()).toBe(2)
      } finally {
        await outside.end()
      }
    })

    it('applies a row whose transaction commits after a later row was read (a gap), once', async () => {
      const other = await otherProcess()
      followers.push(other.feed)
      const slow = await begin()
      const first = await payload.create({ collection: 'services', data: { title: 'خدمة بطيئة', published: true }, req: slow.req })
      const second = await payload.create({ collection: 'services', data: { title: 'خدمة سريعة', published: true } })
      await expect.poll(() => other.docs('services'), { timeout: 10_000, interval: 50 }).toEqual([second.id])
      await payload.db.commitTransaction(slow.id)
      await expect.poll(() => other.docs('services'), { timeout: 10_000, interval: 50 }).toEqual([second.id, first.id])
      await other.feed.pull()
      expect(other.docs('services')).toEqual([second.id, first.id])
    })

    it('reads what was written while its connection was down as soon as it is back', async () => {
      // No safety read in the meantime: only the reconnection can bring the rows.
      const other = await otherProcess({ safetyMs: 3_600_000 })
      followers.push(other.feed)
      await expect.poll(() => other.feed.status().connected, { timeout: 10_000, interval: 50 }).toBe(true)
      const admin = new pg.Client({ connectionString: databaseUrl })
      await admin.connect()
      try {
        const cut = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, [APPLICATION_NAME])
        expect(cut.rowCount).toBeGreaterThan(0)
      } finally {
        await admin.end()
      }
      // Written while it is away: its notification reaches nobody.
      await expect.poll(() => other.feed.status().connected, { timeout: 10_000, interval: 20 }).toBe(false)
      const written = await payload.create({ collection: 'faqs', data: { question: 'سؤال أثناء الانقطاع؟', answer: 'جواب', published: true } })
      await expect.poll(() => other.docs('faqs'), { timeout: 15_000, interval: 50 }).toEqual([written.id])
    })
  })
})
