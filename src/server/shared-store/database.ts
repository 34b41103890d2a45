import type { Payload } from 'payload'
import { mergeCounts, type Count, type SharedStore, type Total } from './store'

type Row = Record<string, unknown>
/** One parameterised statement (`?` placeholders) on the app's database, with the rows it returns. */
type Query = (text: string, args: (string | number)[]) => Promise<Row[]>

type SqliteClient = { execute: (q: { sql: string; args: (string | number)[] }) => Promise<{ rows: Row[] }> }
type PgPool = { query: (text: string, values: unknown[]) => Promise<{ rows: Row[] }> }

/** Straight to the driver of the adapter Payload runs on: libsql for SQLite, pg's pool for PostgreSQL. */
function driverQuery(payload: Payload): Query {
  const db = payload.db as unknown as { name: string; client?: SqliteClient; pool?: PgPool }
  if (db.name === 'postgres' && db.pool) {
    const pool = db.pool
    return async (text, args) => {
      let n = 0
      return (await pool.query(text.replace(/\?/g, () => `$${++n}`), args)).rows
    }
  }
  if (db.client) {
    const client = db.client
    return async (text, args) => (await client.execute({ sql: text, args })).rows
  }
  throw new Error(`no driver for the ${db.name} adapter`)
}

/** Rows per statement: well under either database's limit on parameters. */
const BATCH = 300

/**
 * The shared state in the app's own database (table `shared_state`, made by a migration): one
 * statement per batch, atomic on both databases (`INSERT … ON CONFLICT … RETURNING`).
 */
export function databaseStore(payload: () => Promise<Payload>): SharedStore {
  let query: Query | null = null
  const run: Query = async (text, args) => (query ??= driverQuery(await payload()))(text, args)
  return {
    kind: 'database',
    async add(counts: readonly Count[], now: number) {
      const totals = new Map<string, Total>()
      const merged = mergeCounts(counts)
      for (let i = 0; i < merged.length; i += BATCH) {
        const batch = merged.slice(i, i + BATCH)
        // An expired row starts over: its count and its window are replaced (the right-hand sides read the row as it was).
        const rows = await run(
          `INSERT INTO "shared_state" ("key", "count", "expires_at") VALUES ${batch.map(() => '(?, ?, ?)').join(', ')}
           ON CONFLICT ("key") DO UPDATE SET
             "count" = CASE WHEN "shared_state"."expires_at" <= ? THEN excluded."count" ELSE "shared_state"."count" + excluded."count" END,
             "expires_at" = CASE WHEN "shared_state"."expires_at" <= ? THEN excluded."expires_at" ELSE "shared_state"."expires_at" END
           RETURNING "key", "count", "expires_at"`,
          [...batch.flatMap((c) => [c.key, c.n, now + c.ttlMs]), now, now],
        )
        for (const r of rows) totals.set(String(r.key), { total: Number(r.count), expiresAt: Number(r.expires_at) })
      }
      return counts.map((c) => totals.get(c.key) ?? { total: c.n, expiresAt: now + c.ttlMs })
    },
    async claim(key, value, expiresAt) {
      const rows = await run(
        `INSERT INTO "shared_state" ("key", "count", "value", "expires_at") VALUES (?, 0, ?, ?)
         ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "expires_at" = excluded."expires_at"
         WHERE "shared_state"."expires_at" <= ?
         RETURNING "key"`,
        [key, value, expiresAt, Date.now()],
      )
      return rows.length > 0
    },
    async read(key) {
      const rows = await run(`SELECT "value" FROM "shared_state" WHERE "key" = ? AND "expires_at" > ?`, [key, Date.now()])
      const value = rows[0]?.value
      return typeof value === 'string' ? value : null
    },
    async sweep(now) {
      await run(`DELETE FROM "shared_state" WHERE "expires_at" <= ?`, [now])
    },
    async close() {},
  }
}
