/**
 * The production server: the built Next.js app behind a Node HTTP server of our own, so that reads
 * of the public API skip Next's request pipeline.
 *
 *   tsx scripts/serve.ts [-p 3000] [-H 0.0.0.0] [--keepAliveTimeout ms]
 *
 * Why: on a 2-core machine Next.js's own handling costs 4–6 ms at the median and over 10 ms at the
 * 95th percentile for any request, even a static file or a 404 (bench/RESULTS.md), which alone
 * exceeds the listing API's budget. Reads of `/api/v1` (GET and HEAD) are answered here by the very
 * function the route uses (`answerApi`, which the route publishes when Next first loads it, see
 * src/server/api/lane.ts); everything else, posts included, and every API read before that first
 * load, goes through Next as before. Nothing is answered differently: the same function makes the
 * response, and the contract and browser suites run against this server.
 */
import cluster from 'node:cluster'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import onHeaders from 'on-headers'
import { apiLane } from '../src/server/api/lane'
import { cacheControl, cacheSettings, classify, inPreview, sharedCacheable, varyHeader } from '../src/server/delivery/contract'
import { answerPages } from '../src/server/http/page-answers'
import { checkReadiness, isReady } from '../src/server/delivery/readiness'
import { superviseWorkers, workerCount } from './lib/cluster'
import { guardedServer } from '../src/server/http/guard'
import { sharedStore } from '../src/server/shared-store'

// `next start` defaults to production; so does this server.
;(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production'

/** The value after the first of `names` given on the command line. */
function option(...names: string[]): string | undefined {
  const args = process.argv.slice(2)
  const i = args.findIndex((a) => names.includes(a))
  return i === -1 ? undefined : args[i + 1]
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000)
const hostname = option('-H', '--hostname') ?? '0.0.0.0'
const keepAliveTimeout = option('--keepAliveTimeout')

// With WEB_CONCURRENCY > 1 this process only starts and watches the workers, which run the rest of
// this script; it never gets past this point.
const workers = workerCount()
if (cluster.isPrimary && workers > 1) {
  superviseWorkers(workers)
  await new Promise<never>(() => undefined)
}

const { default: next } = await import('next')
// No hostname for Next.js itself: it builds its internal URLs on `localhost` and the port, whatever
// address the server binds (given `127.0.0.1`, its middleware rewrites would point at another origin).
const app = next({ dev: false, dir: root, port, customServer: true })
// Pages get the site's own 404, 503 and 500 views instead of Next's empty error documents (src/server/http/page-answers.ts).
const handle = answerPages(app.getRequestHandler())
await app.prepare()

const settings = cacheSettings()

const COLOR_SCHEME_HINT = 'sec-ch-prefers-color-scheme'

function dropColorSchemeHint(res: http.ServerResponse): void {
  res.removeHeader('Accept-CH')
  res.removeHeader('Critical-CH')
  const kept = String(res.getHeader('vary') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v && v.toLowerCase() !== COLOR_SCHEME_HINT)
  if (kept.length) res.setHeader('Vary', kept.join(', '))
  else res.removeHeader('Vary')
}

/**
 * The cache contract (src/server/delivery/contract.ts) on every response, just before its headers
 * are written: what it may be kept as, what it varies on, and no cookie on what a shared cache keeps.
 */
function applyContract(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  onHeaders(res, function () {
    // An editor's preview shows drafts: kept by no cache, indexed by no search engine.
    const preview = inPreview(req.headers.cookie)
    const kind = preview ? 'private' : classify(req.method ?? 'GET', pathname, res.statusCode)
    res.setHeader('Cache-Control', cacheControl(kind, settings))
    if (preview) res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    if (sharedCacheable(kind)) res.removeHeader('Set-Cookie')
    // Payload asks every response for the visitor's colour scheme, for its admin's dark mode: on the
    // site that would split shared caches by it and, with Critical-CH, make a browser send its first
    // request twice.
    if (!admin) dropColorSchemeHint(res)
    if (kind !== 'private' && kind !== 'live') res.setHeader('Vary', varyHeader(String(res.getHeader('vary') ?? ''), kind, pathname === '/api/v1' || pathname.startsWith('/api/v1/')))
    if (draining) res.setHeader('Connection', 'close')
  })
}

/** `/api/v1` and below, with plain segments only; anything unusual (a trailing slash, `..`, bad escapes) is left to Next. */
const API_PATH = /^\/api\/v1((?:\/[^/]+)*)$/

function apiSegments(pathname: string): string[] | null {
  const m = API_PATH.exec(pathname)
  if (!m) return null
  try {
    const parts = (m[1] ?? '').split('/').slice(1).map(decodeURIComponent)
    return parts.some((p) => p === '.' || p === '..') ? null : parts
  } catch {
    return null
  }
}

/** Compressed when the client takes gzip and the body is worth it, as Next.js does. */
const MIN_COMPRESS = 1024
const takesGzip = (header: string | string[] | undefined) => /\bgzip\b(?!;\s*q=0(?:\.0*)?\b)/i.test(String(header ?? ''))

async function answerRead(req: http.IncomingMessage, res: http.ServerResponse, segments: string[]): Promise<boolean> {
  const lane = apiLane()
  if (!lane) return false
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`
  const answer = await lane(new Request(url, { method: req.method, headers }), segments)
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(answer.headers)) out[name.toLowerCase()] = value
  let body: Buffer | undefined = answer.body === null ? undefined : Buffer.from(answer.body, 'utf8')
  if (body && body.length >= MIN_COMPRESS && !out['content-encoding'] && takesGzip(req.headers['accept-encoding'])) {
    body = zlib.gzipSync(body, { level: 6 })
    out['content-encoding'] = 'gzip'
  }
  if (body) out['content-length'] = String(body.length)
  for (const [name, value] of Object.entries(out)) res.setHeader(name, value)
  res.writeHead(answer.status)
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

/** Liveness and readiness, answered here: a load balancer asks them often, and they must work when Next.js is busy. */
async function answerHealth(pathname: string, res: http.ServerResponse): Promise<void> {
  const body = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(value))
  }
  if (pathname === '/healthz') return body(200, { ok: true })
  const readiness = await checkReadiness()
  const ready = isReady(readiness) && !draining
  // The requests under way besides this one: what a stop is waiting for.
  body(ready ? 200 : 503, { ready, draining, inFlight: inFlight.size - 1, worker: cluster.worker?.id ?? 0, ...readiness })
}

let draining = false
const inFlight = new Set<http.ServerResponse>()

// Security headers, request bounds, the client's address and the read limits on every request of both paths (src/server/http/guard.ts).
const server = guardedServer((req, res) => {
  inFlight.add(res)
  res.on('close', () => {
    inFlight.delete(res)
    if (draining) finishDrain()
  })
  const pathname = (req.url ?? '/').split('?')[0] ?? '/'
  applyContract(req, res, pathname)
  if (pathname === '/healthz' || pathname === '/readyz') {
    void answerHealth(pathname, res)
    return
  }
  const segments = req.method === 'GET' || req.method === 'HEAD' ? apiSegments(pathname) : null
  if (!segments) {
    void handle(req, res)
    return
  }
  answerRead(req, res, segments).then(
    (answered) => {
      if (!answered) void handle(req, res)
    },
    (error: unknown) => {
      // The handler answers its own failures; this is only the conversion around it. Next gets the
      // request instead, which answers it the usual way (a read has no body to replay).
      console.error('[serve] API read failed outside the handler:', error)
      if (!res.headersSent) void handle(req, res)
      else res.destroy()
    },
  )
}, { store: sharedStore })
if (keepAliveTimeout) server.keepAliveTimeout = Number(keepAliveTimeout)

server.listen(port, hostname, () => {
  if (cluster.isPrimary || cluster.worker?.id === 1) console.log(`manzil: ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${workers > 1 ? ` (${workers} workers)` : ''}`)
})

/** How long a stop waits for the requests in flight before it ends them. */
const DRAIN_MS = 8_000

let drained: (() => void) | null = null
function finishDrain(): void {
  if (inFlight.size === 0) drained?.()
}

/**
 * A stop (SIGTERM, SIGINT): no new connection is taken and `/readyz` says so, idle kept-alive
 * connections close, each request in flight finishes (a lead being posted is stored and answered),
 * then the process exits; after `DRAIN_MS` whatever is left is cut, so it exits within 10 s.
 */
function stop(): void {
  if (draining) return
  draining = true
  server.close()
  server.closeIdleConnections()
  const done = new Promise<void>((resolve) => {
    drained = resolve
    finishDrain()
  })
  const cut = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref())
  void Promise.race([done, cut]).then(async () => {
    server.closeAllConnections()
    await Promise.race([app.close(), new Promise((r) => setTimeout(r, 1_000).unref())]).catch(() => undefined)
    process.exit(0)
  })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)
