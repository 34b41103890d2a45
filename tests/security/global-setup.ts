import { execFile, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { spawnAppServer } from '../../scripts/lib/app-server'
import { freePort } from '../../scripts/lib/free-port'
import { startPgCluster, type PgCluster } from '../../scripts/lib/pg-cluster'
import { startRedis, type RedisServer } from '../../scripts/lib/redis-server'
import { cmsScript } from '../../scripts/lib/cms-script'

export type SecurityServer = { name: 'sqlite' | 'postgres'; base: string; dataDir: string }

declare module 'vitest' {
  export interface ProvidedContext {
    /** One production server per database; both answer the whole suite. */
    servers: SecurityServer[]
    /** A second server on the PostgreSQL database, sharing Redis with the first: for what must hold across servers. */
    secondPostgres: string
    secret: string
    redisUrl: string
    pgUrl: string
    ids: Record<string, number>
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const run = promisify(execFile)

/** Limits low enough for the tests to reach in a few requests; the suite's other requests each come from an address of their own. */
export const LIMITS = { API_POST_RATE_LIMIT: '10/60', API_READ_RATE_LIMIT: '40/60', PAGE_RATE_LIMIT: '8/60' }
export const SECRET = 'security-suite-secret-0123456789abcdef'

/**
 * The security suite talks HTTP to the production server (scripts/serve.ts) on both databases: SQLite
 * with the shared state in its database, and PostgreSQL with two servers sharing Redis. Each
 * database gets the contract suite's fixtures and the staff accounts of ./support/staff.ts. Needs a
 * build (`next build`), PostgreSQL's binaries and `redis-server`.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('The security suite needs a build: run `npx next build` first')
  // The servers keep their data cache and their rendered pages on disk in the build folder: what
  // another suite cached there would be served here, and what these servers render on the suite's
  // small data set would be served to the next suite (the browser tests) the other way round.
  const caches = [path.join(root, '.next', 'cache', 'fetch-cache'), path.join(root, '.next', 'server', 'route-cache')]
  const clearCaches = () => caches.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
  clearCaches()
  const dirs = { sqlite: fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-sec-sqlite-')), pgA: fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-sec-pg-a-')), pgB: fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-sec-pg-b-')) }
  const started: ChildProcess[] = []
  let cluster: PgCluster | undefined
  let redis: RedisServer | undefined
  const base: NodeJS.ProcessEnv = { ...process.env, PAYLOAD_SECRET: SECRET, NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1', ...LIMITS }
  for (const name of ['DATABASE_URL', 'NEXT_PUBLIC_SITE_URL', 'REDIS_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DEMO']) delete base[name]
  let log = ''

  async function prepare(env: NodeJS.ProcessEnv): Promise<Record<string, number>> {
    const { stdout } = await run(...cmsScript('tests/api/fixtures.ts', [], env), { cwd: root, env, maxBuffer: 10_000_000 })
    await run(...cmsScript('tests/security/support/fixtures.ts', [], env), { cwd: root, env, maxBuffer: 10_000_000 })
    const line = stdout.split('\n').find((l) => l.startsWith('FIXTURES ')) ?? ''
    return (JSON.parse(line.slice('FIXTURES '.length) || '{}') as { ids: Record<string, number> }).ids
  }

  async function start(name: string, env: NodeJS.ProcessEnv): Promise<string> {
    const port = await freePort()
    const server = spawnAppServer({ port, hostname: '127.0.0.1', env, keepAliveTimeout: 60_000 })
    started.push(server)
    server.stdout?.on('data', (d) => (log += `[${name}] ${String(d)}`))
    server.stderr?.on('data', (d) => (log += `[${name}] ${String(d)}`))
    const origin = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 90_000
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server (${name}) exited: ${log}`)
      const ok = await fetch(`${origin}/api/v1/currencies`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.ok).catch(() => false)
      if (ok) return origin
      if (Date.now() > deadline) throw new Error(`the server (${name}) did not answer: ${log}`)
      await new Promise((r) => setTimeout(r, 300))
    }
  }

  async function stopAll() {
    for (const server of started) server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    await cluster?.stop()
    await redis?.stop()
    for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true })
    clearCaches()
  }

  try {
    ;[cluster, redis] = await Promise.all([startPgCluster('manzil_security'), startRedis()])
    const sqliteEnv = { ...base, DATA_DIR: dirs.sqlite }
    const pgEnv = { ...base, DATABASE_URL: cluster.url, REDIS_URL: redis.url }
    const [ids] = await Promise.all([prepare(sqliteEnv), prepare({ ...pgEnv, DATA_DIR: dirs.pgA })])
    const [sqlite, pgA, pgB] = await Promise.all([start('sqlite', sqliteEnv), start('postgres', { ...pgEnv, DATA_DIR: dirs.pgA }), start('postgres-b', { ...pgEnv, DATA_DIR: dirs.pgB })])
    project.provide('servers', [
      { name: 'sqlite', base: sqlite, dataDir: dirs.sqlite },
      { name: 'postgres', base: pgA, dataDir: dirs.pgA },
    ])
    project.provide('secondPostgres', pgB)
    project.provide('secret', SECRET)
    project.provide('redisUrl', redis.url)
    project.provide('pgUrl', cluster.url)
    project.provide('ids', ids ?? {})
  } catch (error) {
    await stopAll()
    throw error
  }
  return async () => {
    await stopAll()
    if (process.env.SECURITY_TEST_LOG) console.log(log)
  }
}
