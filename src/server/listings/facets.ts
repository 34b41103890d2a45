import 'server-only'
import { count, eq, max, min } from '@payloadcms/db-sqlite/drizzle'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { propertyIndex, type PropertyFacets } from './property-index'

type Drizzle = {
  drizzle: { select: (cols: Record<string, unknown>) => { from: (t: unknown) => { where: (w: unknown) => Query } } }
  tables: Record<string, Record<string, unknown>>
}
type Query = Promise<Record<string, unknown>[]> & { groupBy: (col: unknown) => Promise<Record<string, unknown>[]> }

export type Counts = Record<string, number>
export type Range = { min: number | null; max: number | null }

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

async function tableOf(slug: 'properties' | 'projects') {
  const payload = await payloadClient()
  const db = payload.db as unknown as Drizzle
  const table = db.tables[slug]
  if (!table) throw new Error(`No table for ${slug}`)
  return { db: db.drizzle, table }
}

/** How many published records have each value of a column, in one grouped query. */
async function countBy(slug: 'properties' | 'projects', column: string): Promise<Counts> {
  const { db, table } = await tableOf(slug)
  const rows = await db.select({ key: table[column], n: count() }).from(table).where(eq(table.published as never, true)).groupBy(table[column])
  const out: Counts = {}
  for (const row of rows) if (row.key !== null && row.key !== undefined) out[String(row.key)] = Number(row.n)
  return out
}

async function rangeOf(slug: 'properties' | 'projects', column: string): Promise<Range> {
  const { db, table } = await tableOf(slug)
  const [row] = await db.select({ lo: min(table[column] as never), hi: max(table[column] as never) }).from(table).where(eq(table.published as never, true))
  return { min: num(row?.lo), max: num(row?.hi) }
}

/**
 * What the property search screen offers, counted over the published listings: counts per option
 * and the price (base currency) and area ranges, from the in-memory listing index.
 */
export function propertyFacets(): Promise<PropertyFacets> {
  return propertyIndex().facets()
}

export const projectFacets = cachedRead('projects:facets', ['projects'], async () => {
  const [status, category, city, total, price] = await Promise.all([
    countBy('projects', 'status'),
    countBy('projects', 'category'),
    countBy('projects', 'city'),
    countBy('projects', 'published'),
    rangeOf('projects', 'priceBase'),
  ])
  return { status, category, city, total: Object.values(total).reduce((a, b) => a + b, 0), priceBase: price }
})
