import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '@/server/api/forms'
import { testPayload } from '../support/payload'
import { testDbKind } from '../support/test-db'

/**
 * Transactions on both databases (SQLite runs without them unless the adapter is told): what one
 * holds is stored whole or not at all, posts at the same moment are all stored, and readers are
 * answered while a transaction is open.
 */
describe('transactions', () => {
  let payload: Payload
  let png: Buffer
  beforeAll(async () => {
    payload = await testPayload()
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).png().toBuffer()
  })
  const photos = async () => (await payload.count({ collection: 'exchange-photos', overrideAccess: true })).totalDocs
  const leadsNamed = async (name: string) => (await payload.count({ collection: 'leads', where: { name: { equals: name } }, overrideAccess: true })).totalDocs

  it('a failure after the photo is stored takes the photo back with it: never a photo without its request', async () => {
    const before = await photos()
    await expect(
      inTransaction(payload, async (req) => {
        await payload.create({ collection: 'exchange-photos', overrideAccess: true, req, data: {}, file: { data: png, mimetype: 'image/png', name: 'rollback.png', size: png.length } })
        expect(await payload.count({ collection: 'exchange-photos', overrideAccess: true, req })).toMatchObject({ totalDocs: before + 1 })
        // The request itself is refused (no name): the whole exchange goes.
        await payload.create({ collection: 'exchange-requests', overrideAccess: true, req, data: { status: 'new', phone: '+971500000001' } as never })
      }),
    ).rejects.toThrow()
    expect(await photos()).toBe(before)
  })

  it('posts arriving at the same moment are all stored', async () => {
    const name = `same-moment-${testDbKind()}`
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        i % 4 === 0
          ? inTransaction(payload, (req) => payload.create({ collection: 'leads', overrideAccess: true, req, data: { kind: 'contact', status: 'new', name, phone: `+97150000${String(i).padStart(4, '0')}` } }))
          : payload.create({ collection: 'leads', overrideAccess: true, data: { kind: 'contact', status: 'new', name, phone: `+97150000${String(i).padStart(4, '0')}` } }),
      ),
    )
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect(await leadsNamed(name)).toBe(16)
  })

  it('readers are answered while a transaction is open, and see it only once it is committed', async () => {
    const name = `open-transaction-${testDbKind()}`
    let finish!: () => void
    const held = new Promise<void>((resolve) => (finish = resolve))
    let created!: () => void
    const inside = new Promise<void>((resolve) => (created = resolve))
    const writing = inTransaction(payload, async (req) => {
      await payload.create({ collection: 'leads', overrideAccess: true, req, data: { kind: 'contact', status: 'new', name, phone: '+971500009999' } })
      created()
      await held
    })
    await inside
    expect(await leadsNamed(name)).toBe(0)
    finish()
    await writing
    expect(await leadsNamed(name)).toBe(1)
  })

  it.runIf(testDbKind() === 'sqlite')('SQLite runs in WAL mode with a busy timeout', async () => {
    const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> } }).client
    expect((await client.execute('PRAGMA journal_mode')).rows[0]).toMatchObject({ journal_mode: 'wal' })
    expect(Number(Object.values((await client.execute('PRAGMA busy_timeout')).rows[0] ?? {})[0])).toBeGreaterThan(0)
  })
})
