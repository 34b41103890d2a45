import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { afterCommit } from '../hooks/revalidate'

type Execute = (args: { db?: unknown; drizzle: unknown; raw: string }) => Promise<{ rows?: Record<string, unknown>[] }>
type Adapter = { name: string; drizzle: unknown; execute: Execute; sessions?: Record<string, { db: unknown } | undefined> }

/** The listings that carry a price in some currency, and the column it is in. */
const PRICED = [
  { table: 'properties', tag: 'properties', price: 'price' },
  { table: 'projects', tag: 'projects', price: 'starting_price' },
] as const

/** Up to this many re-priced rows, one change-feed row each; past it, one reset of the tag (every reader loads it again). */
const PER_ROW_LIMIT = 200

/** The database handle of the transaction `req` runs in, if any. */
async function transactionDb(req: PayloadRequest, adapter: Adapter): Promise<unknown> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  return id === undefined || id === null ? undefined : adapter.sessions?.[String(id)]?.db
}

/**
 * A currency's new rate re-prices the stored base price of every listing in that currency, in the
 * same transaction as the rate, so that price filters and sorts (which read the base price) agree
 * with the prices shown (converted with the current rates). Same rounding as a listing's own save
 * (src/collections/Properties/hooks.ts): the amount over the rate, to two decimals. The change feed
 * gets the re-priced rows in that transaction too (bypassing the listings' hooks, as a bulk write).
 */
export const repriceListings: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const code = String(doc.code ?? '')
  const rate = Number(doc.rate)
  if (operation !== 'update' || (previousDoc?.rate === doc.rate && previousDoc?.code === doc.code)) return doc
  // Both are checked by the collection's fields; the statement below interpolates nothing else.
  if (!/^[A-Z]{3}$/.test(code) || !(rate > 0) || !Number.isFinite(rate)) return doc
  const adapter = req.payload.db as unknown as Adapter
  const db = await transactionDb(req, adapter)
  const now = new Date().toISOString()
  const changed: ['properties' | 'projects', number[]][] = []
  for (const { table, tag, price } of PRICED) {
    const result = await adapter.execute({
      db,
      drizzle: adapter.drizzle,
      raw: `UPDATE "${table}" SET "price_base" = ROUND(("${price}" * 1.0) / ${rate}, 2), "updated_at" = '${now}' WHERE "currency" = '${code}' AND "${price}" IS NOT NULL RETURNING "id"`,
    })
    changed.push([tag, (result.rows ?? []).map((r) => Number(r.id))])
  }
  // In the change feed, in the same transaction: every app process re-reads what was re-priced.
  const { changeFeed, writeChange } = await import('@/server/delivery/feed')
  let last: number | undefined
  for (const [tag, ids] of changed) {
    if (!ids.length) continue
    if (ids.length > PER_ROW_LIMIT) last = await writeChange(req, tag, null, 'reset')
    else for (const id of ids) last = await writeChange(req, tag, id, 'change')
  }
  if (last !== undefined) {
    const row = last
    await afterCommit(req, () => changeFeed(() => Promise.resolve(req.payload)).pull(row).catch(() => undefined))
  }
  return doc
}
