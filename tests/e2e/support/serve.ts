/**
 * The browser tests' web server: a fresh data folder, migrated, with the first admin and the demo
 * content, then the built app (`next start`). Preparing happens here rather than in a Playwright
 * globalSetup because Playwright starts its webServer before running globalSetup.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { e2eDataDir, e2ePort, writeFixture } from './site'

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

await prepare()
// Cached reads of an earlier run (another database) must not answer for this one.
fs.rmSync(path.resolve('.next/cache/fetch-cache'), { recursive: true, force: true })
const next = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(e2ePort)], {
  stdio: 'inherit',
  env: { ...env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => next.kill(signal))
}
next.on('exit', (code) => {
  fs.rmSync(e2eDataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
