import 'server-only'
import type { Payload } from 'payload'

/** A row as the driver gives it: SQLite hands back 0/1 and numbers, PostgreSQL booleans, strings for numerics and Dates. */
export type SqlRow = Record<string, unknown>

type SqlAdapter = {
  name: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows?: SqlRow[] }>
}

export type Sql = {
  /** Runs one read-only statement and returns its rows. */
  rows: (statement: string) => Promise<SqlRow[]>
  /**
   * `SELECT <columns> <rest>` with the rows folded into one JSON value by the database. Drivers
   * build an object per row and cell (the SQLite one costs about 10 µs a cell), so thousands of
   * rows come back far faster as one string: 20,000 index rows in tens of milliseconds, not seconds.
   * Keys are the column names; booleans are 0/1 on SQLite and true/false on PostgreSQL.
   */
  jsonRows: (columns: readonly string[], rest: string) => Promise<SqlRow[]>
  /** Several `jsonRows` reads in one statement (one round trip, one statement to prepare), by name. */
  jsonSets: <K extends string>(sets: Record<K, readonly [readonly string[], string]>) => Promise<Record<K, SqlRow[]>>
}

/**
 * Raw reads on the app's database (SQLite or PostgreSQL), for the listing read models only: their
 * statements are written for both dialects and interpolate nothing but integers.
 */
export function sqlRunner(payload: () => Promise<Payload>): Sql {
  const adapter = async () => (await payload()).db as unknown as SqlAdapter
  const rows = async (statement: string) => {
    const db = await adapter()
    const result = await db.execute({ drizzle: db.drizzle, raw: statement })
    return result.rows ?? []
  }
  /** One read folded into a single JSON array cell (named `as`, when given). */
  const folded = (postgres: boolean, columns: readonly string[], rest: string, as = '') => {
    const pairs = columns.map((c) => `'${c}', "${c}"`).join(', ')
    const inner = `SELECT ${columns.map((c) => `"${c}"`).join(', ')} ${rest}`
    return postgres
      ? `SELECT coalesce(json_agg(json_build_object(${pairs})), '[]'::json)${as} FROM (${inner}) AS "t"`
      : `SELECT coalesce(json_group_array(json_object(${pairs})), '[]')${as} FROM (${inner}) AS "t"`
  }
  const parsed = (cell: unknown): unknown => (typeof cell === 'string' ? JSON.parse(cell) : cell)
  return {
    rows,
    async jsonRows(columns, rest) {
      const db = await adapter()
      const [row] = await rows(folded(db.name === 'postgres', columns, rest, ' AS "rows"'))
      return (parsed(row?.rows) ?? []) as SqlRow[]
    },
    async jsonSets(sets) {
      const db = await adapter()
      const postgres = db.name === 'postgres'
      const entries = Object.entries(sets) as [string, readonly [readonly string[], string]][]
      const parts = entries.map(([name, [columns, rest]]) => {
        const sub = `(${folded(postgres, columns, rest)})`
        return `'${name}', ${postgres ? sub : `json(${sub})`}`
      })
      const [row] = await rows(`SELECT ${postgres ? 'json_build_object' : 'json_object'}(${parts.join(', ')}) AS "sets"`)
      const all = (parsed(row?.sets) ?? {}) as Record<string, SqlRow[]>
      return Object.fromEntries(entries.map(([n]) => [n, all[n] ?? []])) as Record<keyof typeof sets, SqlRow[]>
    },
  }
}

/** A comma-separated list of integer ids for an `IN (…)`, never anything else. */
export function idList(ids: readonly number[]): string {
  return ids.map((id) => String(Math.trunc(Number(id)))).join(',')
}
