/**
 * Grows the properties of a seeded database to a given count by copying the rows already there,
 * in SQL (with their titles and pictures), for the large-scale listing benchmark: the bulk seed
 * writes about 200 properties a second through the app, so a million would take over an hour;
 * copies take minutes. Copies get new ids and references (`<reference>-c<k>`).
 *
 *   DATABASE_URL=postgres://… npx tsx bench/scale-properties.ts --to 1000000
 *   DATA_DIR=<folder> npx tsx bench/scale-properties.ts --to 300000
 *
 * Seed first (`npm run seed -- --properties 100000`). Ends with the planner statistics
 * (VACUUM ANALYZE on PostgreSQL, ANALYZE on SQLite).
 */
import { getTableColumns } from '@payloadcms/db-sqlite/drizzle'
import config from '@payload-config'
import { getPayload } from 'payload'
import { writeResets } from '../src/server/delivery/feed'

const i = process.argv.indexOf('--to')
const target = Number(i === -1 ? NaN : process.argv[i + 1])
if (!Number.isInteger(target) || target <= 0) throw new Error('Usage: bench/scale-properties.ts --to <count>')

type Adapter = {
  name: string
  drizzle: unknown
  tables: Record<string, unknown>
  execute: (a: { drizzle: unknown; raw: string }) => Promise<{ rows?: Record<string, unknown>[] }>
}
const payload = await getPayload({ config })
const db = payload.db as unknown as Adapter
const sql = async (raw: string) => (await db.execute({ drizzle: db.drizzle, raw })).rows ?? []
const one = async (raw: string) => Number(Object.values((await sql(raw))[0] ?? {})[0] ?? 0)
const columns = (table: string) => Object.values(getTableColumns(db.tables[table] as never)).map((c) => (c as { name: string }).name)
const q = (c: string) => `"${c}"`

const have = await one('SELECT count(*) FROM "properties"')
if (have === 0) throw new Error('No properties to copy: seed first')
const span = await one('SELECT max("id") FROM "properties"')
const spanLocales = await one('SELECT max("id") FROM "properties_locales"')
const spanRels = await one('SELECT max("id") FROM "properties_rels"')
const started = Date.now()
console.log(`${have.toLocaleString('en-US')} properties; copying up to ${target.toLocaleString('en-US')}`)

const select = (table: string, map: Record<string, string>) => {
  const cols = columns(table)
  return { into: cols.map(q).join(', '), from: cols.map((c) => map[c] ?? q(c)).join(', ') }
}

let count = have
for (let k = 1; count < target; k++) {
  const take = Math.min(have, target - count)
  // The originals copied this round: the first `take` of them by id.
  const last = await one(`SELECT "id" FROM "properties" WHERE "id" <= ${span} ORDER BY "id" LIMIT 1 OFFSET ${take - 1}`)
  const props = select('properties', { id: `"id" + ${k * span}`, reference: `"reference" || '-c${k}'` })
  await sql(`INSERT INTO "properties" (${props.into}) SELECT ${props.from} FROM "properties" WHERE "id" <= ${last}`)
  const locales = select('properties_locales', { id: `"id" + ${k * spanLocales}`, _parent_id: `"_parent_id" + ${k * span}` })
  await sql(`INSERT INTO "properties_locales" (${locales.into}) SELECT ${locales.from} FROM "properties_locales" WHERE "_parent_id" <= ${last}`)
  const rels = select('properties_rels', { id: `"id" + ${k * spanRels}`, parent_id: `"parent_id" + ${k * span}` })
  await sql(`INSERT INTO "properties_rels" (${rels.into}) SELECT ${rels.from} FROM "properties_rels" WHERE "parent_id" <= ${last}`)
  count += take
  console.log(`  ${count.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
}

if (db.name === 'postgres') {
  for (const table of ['properties', 'properties_locales', 'properties_rels']) {
    await sql(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max("id") FROM "${table}"))`)
  }
  await sql('VACUUM ANALYZE "properties"')
  await sql('VACUUM ANALYZE "properties_locales"')
  await sql('VACUUM ANALYZE "properties_rels"')
} else {
  await sql('ANALYZE')
}
// Written past the change hooks: running servers reload their listing index from the feed.
await writeResets(payload, ['properties'])
console.log(`Done: ${(await one('SELECT count(*) FROM "properties"')).toLocaleString('en-US')} properties in ${((Date.now() - started) / 1000).toFixed(0)} s`)
process.exit(0)
