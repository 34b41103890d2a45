import 'server-only'
import type { Payload } from 'payload'

/** A row as the driver gives it: SQLite hands back 0/1 and numbers, PostgreSQL booleans, strings for numerics and Dates. */
export type SqlRow = Record<string, unknown>

/** Runs one read-only statement and returns its rows. */
export type SqlRunner = (statement: string) => Promise<SqlRow[]>

type SqlAdapter = {
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows?: SqlRow[] }>
}

/**
 * Raw reads on the app's database (SQLite or PostgreSQL), for the listing read models only: their
 * statements are written for both dialects and interpolate nothing but integers.
 */
export function sqlRunner(payload: () => Promise<Payload>): SqlRunner {
  return async (statement) => {
    const db = (await payload()).db as unknown as SqlAdapter
    const result = await db.execute({ drizzle: db.drizzle, raw: statement })
    return result.rows ?? []
  }
}

/** A comma-separated list of integer ids for an `IN (…)`, never anything else. */
export function idList(ids: readonly number[]): string {
  return ids.map((id) => String(Math.trunc(Number(id)))).join(',')
}
