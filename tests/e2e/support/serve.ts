/**
 * The browser tests' web server: a fresh data folder, migrated, with the first admin and the demo
 * content, then the built app as production serves it (scripts/serve.ts). Preparing happens here rather than in a Playwright
 * globalSetup because Playwright starts its webServer before running globalSetup.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { spawnAppServer } from '../../../scripts/lib/app-server'
import { startSmtpSink } from './smtp-sink'
import { e2eDataDir, e2ePort, smtpSinkDir, writeFixture } from './site'

const log = (line: string) => console.log(`[e2e server] ${line}`)

fs.rmSync(e2eDataDir, { recursive: true, force: true })
fs.mkdirSync(e2eDataDir, { recursive: true })
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: e2eDataDir,
  PAYLOAD_SECRET: 'browser-tests-secret-0123456789abcdef',
  ADMIN_EMAIL: 'admin@example.test',
  ADMIN_PASSWORD: 'browser-tests-password',
  DATABASE_URL: '',
}
Object.assign(process.env, env)

async function firstId(payload: Payload, collection: CollectionSlug): Promise<number> {
  const found = await payload.find({ collection, where: { published: { equals: true } }, limit: 1, depth: 0, sort: 'id' })
  const id = found.docs[0]?.id
  if (typeof id !== 'number') throw new Error(`the seed left no published ${collection}`)
  return id
}

async function prepare(): Promise<void> {
  const started = Date.now()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const { ensureFirstAdmin } = await import('@/server/admin/first-admin')
  await ensureFirstAdmin(payload)
  const { seedDemo } = await import('@/seed')
  await seedDemo(payload, { log })
  const pages = await payload.find({
    collection: 'pages',
    where: { and: [{ published: { equals: true } }, { permalink: { not_in: ['home-page', 'about-us'] } }] },
    limit: 1,
    depth: 0,
  })
  writeFixture({
    property: await firstId(payload, 'properties'),
    project: await firstId(payload, 'projects'),
    blog: await firstId(payload, 'blogs'),
    career: await firstId(payload, 'careers'),
    service: await firstId(payload, 'services'),
    pagePermalink: pages.docs[0]?.permalink ?? 'home-page',
  })
  log(`data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * With `E2E_SEED_CACHE=1` (for working on the tests, never in CI) the seeded folder is kept in a
 * cache named by a hash of everything that shapes it (seed, migrations, collections, globals), and
 * later runs copy it instead of seeding for two minutes.
 */
function seedCacheDir(): string | null {
  if (process.env.E2E_SEED_CACHE !== '1') return null
  const hash = crypto.createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else hash.update(file).update(fs.readFileSync(file))
    }
  }
  for (const dir of ['src/seed', 'src/migrations', 'src/collections', 'src/globals']) walk(path.resolve(dir))
  return path.join(os.tmpdir(), `manzil-e2e-seed-${hash.digest('hex').slice(0, 16)}`)
}

const cache = seedCacheDir()
if (cache && fs.existsSync(path.join(cache, 'e2e-fixture.json'))) {
  fs.cpSync(cache, e2eDataDir, { recursive: true })
  log(`data copied from the seed cache ${path.basename(cache)}`)
} else {
  await prepare()
  if (cache) fs.cpSync(e2eDataDir, cache, { recursive: true })
}
// Cached reads of an earlier run (another database) must not answer for this one.
fs.rmSync(path.resolve('.next/cache/fetch-cache'), { recursive: true, force: true })
// Staff notifications go over real SMTP to a server of the tests' own, which keeps them in a folder.
const sink = await startSmtpSink(smtpSinkDir)
log(`SMTP sink on port ${sink.port}`)
// Node closes a connection idle for 5 s; a test's API context that sends on it at that moment
// gets ECONNRESET. Idle connections stay open far longer than any pause inside a test.
const next = spawnAppServer({ port: e2ePort, keepAliveTimeout: 120_000, stdio: 'inherit', env: { ...env, SMTP_URL: `smtp://127.0.0.1:${sink.port}` } })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => next.kill(signal))
}
next.on('exit', (code) => {
  void sink.close().finally(() => {
    fs.rmSync(e2eDataDir, { recursive: true, force: true })
    process.exit(code ?? 0)
  })
})
