/**
 * The whole multi-server stack on this machine's loopback, for a deployment trial and for the
 * stack test: PostgreSQL, Redis, an S3-compatible server (s3rver), app servers on one migrated and
 * seeded database (each with a data folder of its own: what they share is in the database, Redis
 * and the bucket), and nginx in front as balancer and shared cache (deploy/manzil.nginx.conf).
 *
 *   npx tsx deploy/stack.ts [--port 8080] [--apps 2] [--shared-seconds 30]
 *
 * needs a build (`npm run build`), nginx and redis-server (Debian packages `nginx`, `redis-server`)
 * and PostgreSQL's binaries; loads the demo content, prints the addresses, and stops everything on
 * Ctrl-C. Everything lives in one temp folder, removed at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnAppServer } from '../scripts/lib/app-server'
import { cmsScript } from '../scripts/lib/cms-script'
import { freePort } from '../scripts/lib/free-port'
import { startPgCluster, type PgCluster } from '../scripts/lib/pg-cluster'
import { startS3Server, type S3Server } from '../scripts/lib/s3-server'
import { siteConfig } from './nginx'

/** What the stack's app servers sign sessions and form tokens with (a local trial, never a deployment's). */
export const STACK_SECRET = 'local-stack-secret-0123456789abcdef'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export type StackOptions = {
  /** How many app servers (default 2). */
  apps?: number
  /** nginx's port (default: a free one). */
  port?: number
  /** CACHE_SHARED_SECONDS of the app servers (default: the app's own, 30). */
  sharedSeconds?: number
  /** A script run with tsx against the stack's database before the app servers start; default the demo content (scripts/seed.ts). */
  seed?: string
  /** More settings for the app servers (SMTP_URL, API_POST_RATE_LIMIT…). */
  env?: Record<string, string>
  /** More configuration inside nginx's `http` block (the benches add a static file server). */
  nginxHttp?: string
  log?: (line: string) => void
}

export type App = {
  name: string
  port: number
  url: string
  /** The server process now (a new one after each `start`). */
  process: () => ChildProcess
  /** Starts the server (again) and resolves once `/readyz` answers 200. */
  start: () => Promise<void>
  /** Sends a signal and resolves once the process has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>
  /** What the server printed. */
  log: () => string
}

export type Stack = {
  /** nginx's address: what a visitor would use. */
  url: string
  apps: App[]
  databaseUrl: string
  redisUrl: string
  s3: S3Server
  /** The settings every app server runs with. */
  env: Record<string, string>
  /** The temp folder of everything (logs included). */
  dir: string
  seedOutput: string
  stop: () => Promise<void>
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

async function waitFor(what: string, check: () => Promise<boolean>, deadlineMs: number, failed?: () => string | null): Promise<void> {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    const reason = failed?.()
    if (reason) throw new Error(`${what}: ${reason}`)
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${deadlineMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()))
}

function which(binary: string, hint: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' }).stdout.trim() || [`/usr/sbin/${binary}`, `/usr/bin/${binary}`].find((p) => fs.existsSync(p))
  if (!found) throw new Error(`${binary} is not installed: ${hint}`)
  return found
}

async function startRedis(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const binary = which('redis-server', 'apt-get install redis-server')
  const port = await freePort()
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', path.join(dir, 'redis.log')], { stdio: 'ignore' })
  await waitFor('redis-server', () => listening(port), 10_000, () => (child.exitCode !== null ? `exited (${path.join(dir, 'redis.log')})` : null))
  return { url: `redis://127.0.0.1:${port}`, child }
}

async function startNginx(dir: string, site: string, extraHttp: string, port: number): Promise<ChildProcess> {
  const binary = which('nginx', 'apt-get install nginx')
  const temp = path.join(dir, 'temp')
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(temp, d), { recursive: true })
  fs.writeFileSync(path.join(dir, 'manzil.conf'), site)
  const main = [
    'daemon off;',
    'worker_processes auto;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    // Its workers write the cache and temp files in this folder, which belongs to whoever runs this.
    ...(isRoot() ? ['user root;'] : []),
    'events { worker_connections 4096; }',
    'http {',
    '    access_log off;',
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((d) => `    ${d === 'body' ? 'client_body' : d}_temp_path ${path.join(temp, d)};`),
    `    include ${path.join(dir, 'manzil.conf')};`,
    extraHttp,
    '}',
    '',
  ].join('\n')
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, main)
  const test = spawnSync(binary, ['-t', '-q', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`)
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: 'ignore' })
  await waitFor('nginx', () => listening(port), 10_000, () => (child.exitCode !== null ? `exited (${path.join(dir, 'error.log')})` : null))
  return child
}

type Settings = Record<string, string | undefined>

function appServer(name: string, port: number, env: Settings, logFile: string): App {
  let child: ChildProcess | null = null
  let output = ''
  const url = `http://127.0.0.1:${port}`
  return {
    name,
    port,
    url,
    process: () => {
      if (!child) throw new Error(`${name} has not started`)
      return child
    },
    log: () => output,
    async start() {
      const current = spawnAppServer({ port, hostname: '127.0.0.1', env: env as NodeJS.ProcessEnv })
      child = current
      const keep = (d: Buffer) => {
        output += String(d)
        fs.appendFileSync(logFile, d)
      }
      current.stdout?.on('data', keep)
      current.stderr?.on('data', keep)
      await waitFor(
        name,
        async () => (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) })).status === 200,
        120_000,
        () => (current.exitCode !== null ? `exited: ${output.slice(-2000)}` : null),
      )
    },
    async kill(signal) {
      if (!child) return
      const current = child
      current.kill(signal)
      await exited(current)
    },
  }
}

/** Runs the seed in a child process; asynchronously, since the S3 server it uploads to runs in this one. */
function runSeed(script: string, env: Settings): Promise<string> {
  const child = spawn(...cmsScript(script, [], env as NodeJS.ProcessEnv), { cwd: root, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => (stdout += String(d)))
  child.stderr.on('data', (d) => (stderr += String(d)))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve(stdout) : reject(new Error(`the seed (${script}) ended with ${signal ?? code}: ${(stderr + stdout).slice(-3000)}`))))
  })
}

export async function startStack(o: StackOptions = {}): Promise<Stack> {
  const log = o.log ?? (() => undefined)
  if (!fs.existsSync(path.join(root, '.next', 'serve.mjs'))) throw new Error('the stack serves a build: run `npm run build` first')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-stack-'))
  const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(dir, { recursive: true, force: true })]
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined)
  }
  try {
    let pg: PgCluster
    const [cluster, redis, s3] = await Promise.all([
      startPgCluster('manzil').then((c) => (pg = c)),
      startRedis(dir),
      startS3Server({ dir: path.join(dir, 's3') }),
    ])
    cleanups.push(() => cluster.stop())
    cleanups.push(async () => {
      redis.child.kill('SIGTERM')
      await exited(redis.child)
    })
    cleanups.push(() => s3.stop())
    void pg!
    log(`PostgreSQL ${cluster.url}, Redis ${redis.url}, S3 ${s3.endpoint} (bucket ${s3.bucket})`)

    const port = o.port ?? (await freePort())
    const siteUrl = `http://127.0.0.1:${port}`
    const env: Record<string, string> = {
      DATABASE_URL: cluster.url,
      REDIS_URL: redis.url,
      PAYLOAD_SECRET: STACK_SECRET,
      NEXT_PUBLIC_SITE_URL: siteUrl,
      // The app servers sit behind nginx on this machine: the client's address is nginx's
      // X-Forwarded-For, which a client's own header cannot forge.
      TRUST_PROXY: 'loopback',
      ...s3.env,
      ...(o.sharedSeconds !== undefined ? { CACHE_SHARED_SECONDS: String(o.sharedSeconds) } : {}),
      ...o.env,
    }
    const base: Settings = { ...process.env, ...env, NODE_ENV: undefined }

    log('migrating and seeding…')
    const seedOutput = await runSeed(o.seed ?? path.join(root, 'scripts/seed.ts'), { ...base, DATA_DIR: path.join(dir, 'seed') })

    const apps: App[] = []
    for (let i = 0; i < (o.apps ?? 2); i++) {
      const name = `app-${String.fromCharCode(97 + i)}`
      const dataDir = path.join(dir, name)
      fs.mkdirSync(dataDir)
      apps.push(appServer(name, await freePort(), { ...base, DATA_DIR: dataDir }, path.join(dir, `${name}.log`)))
    }
    cleanups.push(async () => {
      await Promise.all(apps.map((a) => a.kill('SIGTERM').catch(() => undefined)))
    })
    await Promise.all(apps.map((a) => a.start()))
    log(`app servers ${apps.map((a) => a.url).join(', ')}`)

    const site = siteConfig({ apps: apps.map((a) => `127.0.0.1:${a.port}`), listen: `127.0.0.1:${port}`, cacheDir: path.join(dir, 'cache') })
    const nginx = await startNginx(dir, site, o.nginxHttp ?? '', port)
    cleanups.push(async () => {
      nginx.kill('SIGQUIT')
      await exited(nginx)
    })
    log(`nginx ${siteUrl}`)
    return { url: siteUrl, apps, databaseUrl: cluster.url, redisUrl: redis.url, s3, env, dir, seedOutput, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const value = (name: string) => {
    const i = args.indexOf(name)
    return i === -1 ? undefined : Number(args[i + 1])
  }
  const stack = await startStack({ port: value('--port'), apps: value('--apps'), sharedSeconds: value('--shared-seconds'), log: (l) => console.log(`stack: ${l}`) }).catch(
    (error: unknown) => {
      console.error(`stack: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
  console.log(`stack: ready. The site: ${stack.url}  (admin ${stack.url}/admin). Ctrl-C stops everything.`)
  const end = () => void stack.stop().then(() => process.exit(0))
  process.once('SIGINT', end)
  process.once('SIGTERM', end)
}
