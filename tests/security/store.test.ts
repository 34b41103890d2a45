import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { RateLimiter } from '@/server/http/rate-limit'
import { databaseStore } from '@/server/shared-store/database'
import { redisStore } from '@/server/shared-store/redis'
import type { SharedStore } from '@/server/shared-store/store'

/**
 * Issue 11, point 4 (second part): the state app servers share — rate-limit counters, used form
 * tokens, idempotency keys — in the database (SQLite, PostgreSQL) or in Redis, with the same
 * behaviour on each: PostgreSQL the suite's own database migrated by the app, SQLite a file with the
 * same table, Redis the suite's.
 */
const pool = new pg.Pool({ connectionString: inject('pgUrl'), max: 4 })
// A SQLite file of its own, with the table the migration makes (the suite's SQLite server keeps
// its database busy with its change feed): the store's statements, not the app's locks, are tested.
const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-store-'))
const sqlite = createClient({ url: `file:${path.join(sqliteDir, 'store.db')}` })
const migration = fs.readFileSync('src/migrations/sqlite/20261124_000100_shared_state.ts', 'utf8')
for (const [, statement] of migration.matchAll(/sql`(CREATE[\s\S]*?;)`/g)) await sqlite.execute(statement!.replace(/\\`/g, '`'))
const asPayload = (db: Record<string, unknown>) => (async () => ({ db }) as unknown as Payload)

const stores: [string, SharedStore][] = [
  ['SQLite', databaseStore(asPayload({ name: 'sqlite', client: sqlite }))],
  ['PostgreSQL', databaseStore(asPayload({ name: 'postgres', pool }))],
  ['Redis', redisStore(inject('redisUrl'))],
]

afterAll(async () => {
  for (const [, store] of stores) await store.close()
  await pool.end()
  sqlite.close()
  fs.rmSync(sqliteDir, { recursive: true, force: true })
})

let serial = 0
const key = (name: string) => `test:${name}:${Date.now()}:${serial++}`

for (const [name, store] of stores) {
  describe(`the shared store in ${name}`, () => {
    it('counts: a window starts with a key and keeps it; a batch counts each key once with all its amounts', async () => {
      const a = key('a')
      const b = key('b')
      const now = Date.now()
      const [first] = await store.add([{ key: a, n: 1, ttlMs: 60_000 }], now)
      expect(first).toEqual({ total: 1, expiresAt: expect.closeTo(now + 60_000, -3) as unknown as number })
      const totals = await store.add(
        [
          { key: a, n: 2, ttlMs: 60_000 },
          { key: b, n: 5, ttlMs: 60_000 },
          { key: a, n: 3, ttlMs: 60_000 },
        ],
        now + 10,
      )
      expect(totals.map((t) => t.total)).toEqual([6, 5, 6])
      // Later counts keep the first window's end.
      expect(Math.abs(totals[0]!.expiresAt - first!.expiresAt)).toBeLessThan(1000)
    })

    it('counts atomically: twenty servers adding at once see twenty different totals', async () => {
      const k = key('race')
      const totals = await Promise.all(Array.from({ length: 20 }, () => store.add([{ key: k, n: 1, ttlMs: 60_000 }], Date.now())))
      expect(totals.map(([t]) => t!.total).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    })

    it('claims: once per key while it lives, its value readable by all', async () => {
      const k = key('claim')
      expect(await store.claim(k, 'first', Date.now() + 60_000)).toBe(true)
      expect(await store.claim(k, 'second', Date.now() + 60_000)).toBe(false)
      expect(await store.read(k)).toBe('first')
      expect(await store.read(key('absent'))).toBeNull()
    })

    it('a limit counted in it holds across servers', async () => {
      const rule = { limit: 3, windowSeconds: 60 }
      const serverA = new RateLimiter(`test-${serial++}`, rule, () => store)
      const serverB = new RateLimiter(serverA.name, rule, () => store)
      const answers = [await serverA.take('198.51.100.1'), await serverB.take('198.51.100.1'), await serverA.take('198.51.100.1'), await serverB.take('198.51.100.1')]
      expect(answers.map((a) => a.ok)).toEqual([true, true, true, false])
      expect(answers[3]).toEqual({ ok: false, retryAfter: 60 })
      // Reads are counted in memory and added once a second: after a flush, both servers know the total.
      const readsA = new RateLimiter(`test-${serial++}`, rule, () => store)
      const readsB = new RateLimiter(readsA.name, rule, () => store)
      expect(readsA.takeBatched('198.51.100.2').ok).toBe(true)
      expect(readsA.takeBatched('198.51.100.2').ok).toBe(true)
      expect(readsB.takeBatched('198.51.100.2').ok).toBe(true)
      await readsA.flush()
      await readsB.flush()
      // B flushed last and knows all three; A learns them with its next flush, one read later at most.
      expect(readsB.takeBatched('198.51.100.2').ok).toBe(false)
      expect(readsA.takeBatched('198.51.100.2').ok).toBe(true)
      await readsA.flush()
      expect(readsA.takeBatched('198.51.100.2').ok).toBe(false)
    })
  })
}

describe('the shared store in a database', () => {
  it('an expired window starts over, and an expired claim can be claimed again', async () => {
    for (const [, store] of stores.slice(0, 2)) {
      const k = key('expiry')
      const now = Date.now()
      await store.add([{ key: k, n: 4, ttlMs: 1000 }], now)
      const [after] = await store.add([{ key: k, n: 1, ttlMs: 1000 }], now + 1000)
      expect(after).toEqual({ total: 1, expiresAt: now + 2000 })
      const c = key('claim-expiry')
      expect(await store.claim(c, 'old', Date.now() - 1)).toBe(true)
      expect(await store.read(c)).toBeNull()
      expect(await store.claim(c, 'new', Date.now() + 60_000)).toBe(true)
      expect(await store.read(c)).toBe('new')
      await store.sweep(Date.now() + 120_000)
      expect(await store.read(c)).toBeNull()
    }
  })
})

describe('a store that cannot be reached', () => {
  it('the limit is kept by each server on its own rather than failing requests', async () => {
    const away = redisStore('redis://127.0.0.1:1')
    const limiter = new RateLimiter('away', { limit: 2, windowSeconds: 60 }, () => away)
    const answers = [await limiter.take('192.0.2.1'), await limiter.take('192.0.2.1'), await limiter.take('192.0.2.1')]
    expect(answers.map((a) => a.ok)).toEqual([true, true, false])
    await away.close()
  })
})
