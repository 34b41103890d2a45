/**
 * Seeds the browser tests' data folder once per run (`DATA_DIR`): migrated, with the first admin and
 * the demo content, and the ids of a few real records in `e2e-fixture.json`. Run by the global setup
 * as a child process (tsx resolves the app's path aliases); every worker then starts from a copy.
 */
import fs from 'node:fs'
import type { CollectionSlug, Payload } from 'payload'
import { E2E_ADMIN, writeRecords } from './records'

const log = (line: string) => console.log(`[e2e seed] ${line}`)

async function firstId(payload: Payload, collection: CollectionSlug): Promise<number> {
  const found = await payload.find({ collection, where: { published: { equals: true } }, limit: 1, depth: 0, sort: 'id' })
  const id = found.docs[0]?.id
  if (typeof id !== 'number') throw new Error(`the seed left no published ${collection}`)
  return id
}

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('prepare.ts needs DATA_DIR')
fs.mkdirSync(dataDir, { recursive: true })
Object.assign(process.env, { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, DATABASE_URL: '' })

// Where the seed is, so that a run which stops early says where: once it stopped with nothing left
// to run (an await that can never settle), Node would exit with code 13 and no word.
let step = 'starting'
const at = (next: string) => {
  step = next
  log(next)
}
process.on('beforeExit', () => {
  console.error(`[e2e seed] stopped with nothing left to run while ${step}: an await that can never settle`)
  process.exit(1)
})

const started = Date.now()
at('loading Payload')
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
at('migrating')
await payload.db.migrate()
at('creating the first admin')
const { ensureFirstAdmin } = await import('@/server/admin/first-admin')
await ensureFirstAdmin(payload)
at('seeding the demo content')
const { seedDemo } = await import('@/seed')
await seedDemo(payload, { log })
at('reading the records the tests use')
const pages = await payload.find({
  collection: 'pages',
  where: { and: [{ published: { equals: true } }, { permalink: { not_in: ['home-page', 'about-us'] } }] },
  limit: 1,
  depth: 0,
})
writeRecords(dataDir, {
  property: await firstId(payload, 'properties'),
  project: await firstId(payload, 'projects'),
  blog: await firstId(payload, 'blogs'),
  career: await firstId(payload, 'careers'),
  service: await firstId(payload, 'services'),
  pagePermalink: pages.docs[0]?.permalink ?? 'home-page',
})
log(`data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
await payload.destroy?.()
process.exit(0)
