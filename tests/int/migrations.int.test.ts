import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { collections } from '@/collections'
import { testDbKind } from '../support/test-db'
import { migrateTestDatabase, testPayload } from '../support/payload'

/** drizzle names a collection's table after its slug in snake case. */
const tableOf = (slug: string) => slug.replace(/-/g, '_')

async function tableNames(payload: Payload): Promise<string[]> {
  if (testDbKind() === 'postgres') {
    const db = payload.db as unknown as { pool: { query: (sql: string) => Promise<{ rows: { name: string }[] }> } }
    const result = await db.pool.query(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`)
    return result.rows.map((r) => r.name)
  }
  const db = payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: { name: unknown }[] }> } }
  const result = await db.client.execute(`SELECT name FROM sqlite_master WHERE type = 'table'`)
  return result.rows.map((r) => String(r.name))
}

describe(`committed migrations (${testDbKind()})`, () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('create a table for every collection and global', async () => {
    const tables = await tableNames(payload)
    const expected = [...collections.map((c) => tableOf(c.slug)), 'settings', 'menus', 'payload_migrations', 'payload_preferences']
    expect(expected.filter((t) => !tables.includes(t))).toEqual([])
    // Localized fields live in their own tables.
    expect(tables).toContain('properties_locales')
  })

  it('are recorded as run, and a second run changes nothing', async () => {
    const before = await payload.find({ collection: 'payload-migrations', limit: 0 })
    expect(before.docs.map((m) => m.name).sort()).toEqual(
      fs
        .readdirSync(path.resolve('src/migrations', testDbKind()))
        .filter((f) => /^\d.*\.ts$/.test(f))
        .map((f) => f.replace(/\.ts$/, ''))
        .sort(),
    )
    await migrateTestDatabase(payload)
    const after = await payload.find({ collection: 'payload-migrations', limit: 0 })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('leave this file a database of its own that starts empty', async () => {
    expect(await payload.count({ collection: 'users' })).toEqual({ totalDocs: 0 })
    if (testDbKind() === 'sqlite') {
      expect(fs.existsSync(path.join(process.env.DATA_DIR ?? '', 'manzil.db'))).toBe(true)
    } else {
      expect(process.env.DATABASE_URL).toMatch(/\/t_[0-9a-f]{12}$/)
    }
  })
})
