import { execFile, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { startPgCluster, type PgCluster } from '../../scripts/lib/pg-cluster'
import { spawnAppServer } from '../../scripts/lib/app-server'
import { freePort } from '../../scripts/lib/free-port'
import { cmsScript } from '../../scripts/lib/cms-script'

declare module 'vitest' {
  export interface ProvidedContext {
    apiBase: string
    apiIds: Record<string, number>
    apiDb: 'sqlite' | 'postgres'
    /** The same build on a database that does not answer, for the 503 checks. */
    apiDownBase: string
    /** What the app server was started with (its data folder and database), for a test that starts one more. */
    apiServerEnv: Record<string, string>
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The servers' session secret, which signs the form tokens the suite's client mints for its posts. */
export const API_SECRET = 'api-contract-tests-secret-0123456789'

/**
 * The contract suite talks HTTP to the real app: a fresh database (TEST_DB=sqlite|postgres) with the
 * suite's fixtures, then the production server (scripts/serve.ts) on it. The app must be built (`npm run build`) beforehand.
 */
export default async function setup(project: TestProject) {
  const db = (process.env.TEST_DB ?? 'sqlite') === 'postgres' ? 'postgres' : 'sqlite'
  if (!fs.existsSync(path.join(root, '.next', 'serve.mjs'))) throw new Error('The API contract tests need a build: run `npm run build` first')
  // The server keeps the app's data cache on disk in the build folder: what another run (the other
  // database, the browser tests) cached there would be served here, and the other way round.
  const dataCache = path.join(root, '.next', 'cache', 'fetch-cache')
  fs.rmSync(dataCache, { recursive: true, force: true })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-api-'))
  let cluster: PgCluster | undefined
  // The suite's client is a proxy on loopback that tells each test's client apart (X-Forwarded-For).
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PAYLOAD_SECRET: API_SECRET, NODE_ENV: 'production', TRUST_PROXY: 'loopback' }
  delete env.DATABASE_URL
  delete env.NEXT_PUBLIC_SITE_URL
  if (db === 'postgres') {
    cluster = await startPgCluster('manzil_api')
    env.DATABASE_URL = cluster.url
  }
  const { stdout } = await promisify(execFile)(...cmsScript('tests/api/fixtures.ts', [], env), { cwd: root, env, maxBuffer: 10_000_000 })
  const line = stdout.split('\n').find((l) => l.startsWith('FIXTURES ')) ?? ''
  const ids = (JSON.parse(line.slice('FIXTURES '.length) || '{}') as { ids: Record<string, number> }).ids
  let log = ''
  const started: ChildProcess[] = []
  async function start(name: string, serverEnv: NodeJS.ProcessEnv, probe: string, ready: (r: Response) => boolean): Promise<{ server: ChildProcess; base: string }> {
    const port = await freePort()
    // The site's public address is this server's own: canonical, language and sitemap links point at it.
    const server = spawnAppServer({
      port,
      hostname: '127.0.0.1',
      // Node closes a connection idle for 5 s; a test's fetch that reuses it at that moment gets
      // "other side closed". Idle connections stay open far longer than any pause inside a test.
      keepAliveTimeout: 120_000,
      env: { ...serverEnv, NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}` },
    })
    started.push(server)
    server.stdout?.on('data', (d) => (log += String(d)))
    server.stderr?.on('data', (d) => (log += String(d)))
    const base = `http://127.0.0.1:${port}/api/v1`
    const deadline = Date.now() + 60_000
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server (${name}) exited: ${log}`)
      const ok = await fetch(`${base}${probe}`, { signal: AbortSignal.timeout(10_000) }).then(ready).catch(() => false)
      if (ok) break
      if (Date.now() > deadline) throw new Error(`the server (${name}) did not answer: ${log}`)
      await new Promise((r) => setTimeout(r, 300))
    }
    return { server, base }
  }
  // The second server's database is a PostgreSQL address where nothing listens (port 1: reserved,
  // so no server started meanwhile can take it).
  const downEnv: NodeJS.ProcessEnv = { ...env, DATABASE_URL: 'postgres://manzil@127.0.0.1:1/manzil' }
  // The two servers share the build's data cache: the second one is probed with a read the first never caches.
  const [main, down] = await Promise.all([start('app', env, '/currencies', (r) => r.ok), start('database down', downEnv, '/real-estates/987654321', (r) => r.status === 503)]).catch(async (error: unknown) => {
    // Leave nothing running behind a failed start.
    for (const server of started) server.kill('SIGTERM')
    await cluster?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  project.provide('apiBase', main.base)
  project.provide('apiIds', ids)
  project.provide('apiDb', db)
  project.provide('apiDownBase', down.base)
  project.provide('apiServerEnv', { DATA_DIR: dataDir, PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? '', DATABASE_URL: env.DATABASE_URL ?? '' })
  return async () => {
    main.server.kill('SIGTERM')
    down.server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    await cluster?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(dataCache, { recursive: true, force: true })
    if (process.env.API_TEST_LOG) console.log(log)
  }
}
