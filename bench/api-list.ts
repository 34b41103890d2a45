/**
 * Listing API latency: `GET /api/v1/real-estates` with random combinations of the search filters
 * (SPEC §3), sorts and pages, one request at a time, timed by the client over HTTP on this machine.
 *
 *   npx tsx bench/api-list.ts [--requests 600] [--warmup 40] [--url http://host:port]
 *
 * Without --url it starts the built app as production serves it (`npm run build` first) with the environment it was given:
 * DATA_DIR for a SQLite folder or DATABASE_URL=postgres://… — seed it first with
 * `npm run seed -- --properties 100000`. The values of every filter are taken from
 * `/real-estates/filters`, so every request asks for something the database has.
 *
 * Every URL is asked once: the domain reads are cached by tag in the app (on disk, in the build
 * folder, which this script empties when it starts the server), so a repeated URL would time the
 * cache, not the query. The cached figure is measured apart, on URLs asked twice.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { spawnAppServer } from '../scripts/lib/app-server'
import { freePort } from '../scripts/lib/free-port'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataCache = path.join(root, '.next', 'cache', 'fetch-cache')

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback)
}

const REQUESTS = Number(arg('requests', '600'))
const WARMUP = Number(arg('warmup', '40'))

async function startServer(): Promise<{ base: string; server?: ChildProcess }> {
  const given = arg('url', '')
  if (given) return { base: `${given.replace(/\/$/, '')}/api/v1` }
  // The app keeps its data cache on disk in the build folder; a run must not be served what an
  // earlier run (or another database) left there.
  fs.rmSync(dataCache, { recursive: true, force: true })
  const port = await freePort()
  const server = spawnAppServer({ port, hostname: '127.0.0.1', env: process.env })
  let log = ''
  server.stdout?.on('data', (d) => (log += String(d)))
  server.stderr?.on('data', (d) => (log += String(d)))
  const base = `http://127.0.0.1:${port}/api/v1`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${log}`)
    if (await fetch(`${base}/currencies`).then((r) => r.ok).catch(() => false)) break
    if (Date.now() > deadline) {
      // Errors answered as 500s keep the server alive; it must not outlive the script.
      server.kill('SIGTERM')
      throw new Error(`the server did not answer: ${log}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return { base, server }
}

type Option = { value: string; count?: number }
type Filters = {
  types: Option[]
  categories: Option[]
  purposes: Option[]
  bedrooms: Option[]
  bathrooms: Option[]
  furnishing_types: Option[]
  cities: Option[]
  price: { min: number; max: number }
  size: { min: number; max: number }
  total: number
}

// A seeded generator (mulberry32), so two runs ask the same questions. In 32-bit integer steps:
// a multiplier on a double loses bits and falls into a short cycle after a few hundred draws.
let seed = Number(arg('seed', '20261122')) >>> 0
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0
  let t = Math.imul(seed ^ (seed >>> 15), seed | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
}
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T
const real = (options: Option[]) => options.filter((o) => o.value !== 'not-selected-value')

type Kind = 'no filter' | 'one filter' | 'two to five filters' | 'text search' | 'deep page'

function makeQuery(f: Filters, kind: Kind, words: string[]): string {
  const q = new URLSearchParams()
  const between = (lo: number, hi: number) => Math.round(lo + random() * (hi - lo))
  const filters: Array<() => void> = [
    () => q.set('filter[type]', pick(real(f.types)).value),
    () => q.set('filter[category]', pick(real(f.categories)).value),
    () => q.set('filter[purpose]', pick(real(f.purposes)).value),
    () => q.set('filter[bedroom]', pick(real(f.bedrooms)).value),
    () => q.set('filter[bathroom]', pick(real(f.bathrooms)).value),
    () => q.set('filter[furnishing_type]', pick(real(f.furnishing_types)).value),
    () => q.set('filter[city]', pick(real(f.cities)).value),
    () => q.set('filter[virtual]', pick(['true', 'false'])),
    () => q.set('filter[luxury]', pick(['true', 'false'])),
    () => {
      const a = between(f.price.min, f.price.max)
      const b = between(f.price.min, f.price.max)
      q.set('filter[min_price]', String(Math.min(a, b)))
      if (random() < 0.7) q.set('filter[max_price]', String(Math.max(a, b)))
    },
    () => {
      const a = between(f.size.min, f.size.max)
      q.set('filter[min_size]', String(a))
      if (random() < 0.5) q.set('filter[max_size]', String(a + between(20, 400)))
    },
  ]
  const apply = (n: number) => {
    const order = [...filters].sort(() => random() - 0.5)
    for (const set of order.slice(0, n)) set()
  }
  if (kind === 'one filter') apply(1)
  if (kind === 'two to five filters') apply(2 + Math.floor(random() * 4))
  if (kind === 'text search') {
    q.set('filter[search]', pick(words))
    if (random() < 0.5) apply(1)
  }
  q.set('sort', pick(['-created_at', 'created_at', 'price', '-price', 'area', '-area', '-bedrooms']))
  if (kind === 'deep page') {
    if (random() < 0.5) apply(1)
    q.set('page', String(between(50, 400)))
  } else {
    q.set('page', String(pick([1, 1, 1, 2, 3])))
  }
  q.set('per_page', String(pick([12, 12, 12, 24, 50])))
  return q.toString()
}

/**
 * One GET on a kept-alive connection, as a browser or a load tool sends it (gzip accepted), timed
 * from the request to the last byte of the answer. Decompressing and parsing come after the
 * timing: the client's own work is not the server's latency. `node:http` rather than `fetch`:
 * undici's fetch adds 1–2 ms of its own per request on this machine.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number; total: number }> {
  const started = performance.now()
  const { status, encoding, raw } = await new Promise<{ status: number; encoding: string; raw: Buffer }>((resolve, reject) => {
    http
      .get(url, { agent, headers: { ...headers, 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? ''), raw: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
  const ms = performance.now() - started
  const text = (encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8')
  const body = JSON.parse(text) as { meta?: { total: number } }
  return { ms, status, total: body.meta?.total ?? -1 }
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN
  const f = (n: number) => n.toFixed(1)
  return { n: s.length, p50: f(at(50)), p95: f(at(95)), p99: f(at(99)), max: f(s[s.length - 1] ?? NaN), mean: f(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)) }
}

async function main() {
  const { base, server } = await startServer()
  try {
    const headers = { 'accept-language': 'ar', 'x-forwarded-for': '127.0.0.1' }
    const filters = (await (await fetch(`${base}/real-estates/filters`, { headers })).json()) as { data: Filters }
    const f = filters.data
    const sample = (await (await fetch(`${base}/real-estates?per_page=50&sort=price`, { headers })).json()) as { data: { title: string; reference: string }[] }
    const words = [...new Set(sample.data.flatMap((p) => [p.reference, ...p.title.split(/\s+/).filter((w) => w.length > 2)]))]
    console.log(`properties published: ${f.total}; words for search: ${words.length}`)

    const kinds: Kind[] = ['no filter', 'one filter', 'two to five filters', 'two to five filters', 'two to five filters', 'text search', 'deep page']
    const seen = new Set<string>()
    const next = (): { kind: Kind; url: string } => {
      for (;;) {
        const kind = pick(kinds)
        const url = `${base}/real-estates?${makeQuery(f, kind, words)}`
        if (!seen.has(url)) {
          seen.add(url)
          return { kind, url }
        }
      }
    }
    for (let i = 0; i < WARMUP; i++) await timed(next().url, headers)

    const all: number[] = []
    const byKind = new Map<Kind, number[]>()
    const statuses = new Map<number, number>()
    const slowest: { ms: number; url: string }[] = []
    const repeat: string[] = []
    for (let i = 0; i < REQUESTS; i++) {
      const { kind, url } = next()
      const r = await timed(url, headers)
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
      all.push(r.ms)
      ;(byKind.get(kind) ?? byKind.set(kind, []).get(kind)!).push(r.ms)
      slowest.push({ ms: r.ms, url: url.slice(base.length) })
      if (i % 10 === 0) repeat.push(url)
    }
    const cached: number[] = []
    for (const url of repeat) cached.push((await timed(url, headers)).ms)

    console.log(`\nstatuses: ${JSON.stringify(Object.fromEntries(statuses))}`)
    console.log(`all uncached requests   ${JSON.stringify(stats(all))}`)
    for (const [kind, samples] of byKind) console.log(`  ${kind.padEnd(22)}${JSON.stringify(stats(samples))}`)
    console.log(`cached (same URL again) ${JSON.stringify(stats(cached))}`)
    console.log('\nslowest:')
    for (const s of slowest.sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`  ${s.ms.toFixed(1)} ms  ${decodeURIComponent(s.url)}`)
  } finally {
    agent.destroy()
    if (server) {
      server.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 500))
      fs.rmSync(dataCache, { recursive: true, force: true })
    }
  }
}

await main()
