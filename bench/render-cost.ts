/**
 * What a page costs the server to render: CPU milliseconds per request of the app process (user +
 * system time read from /proc, so other work on a busy machine does not count), the throughput one
 * core would give at that cost, and the client's median time.
 *
 *   npx tsx bench/render-cost.ts [--requests 40] [--warmup 5] [--url http://host:port --pid <pid>] [path …]
 *
 * Without --url it starts the built app as production serves it (`npm run build` first) with the environment it was given (DATA_DIR of a seeded SQLite folder, or DATABASE_URL).
 * Search and list pages render on every request; each request of a path gets a query of its own
 * (`&bench=<n>`), so a page cached by URL is asked cold every time as well. `--cached` asks the
 * same URL again instead, to time what the app's page cache answers.
 */
import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import { spawnAppServer } from '../scripts/lib/app-server'
import { freePort } from '../scripts/lib/free-port'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : (args[i + 1] ?? fallback)
}
const VALUED = new Set(['--url', '--pid', '--requests', '--warmup'])
const paths = args.filter((a, i) => !a.startsWith('--') && !VALUED.has(args[i - 1] ?? ''))
const PAGES = paths.length ? paths : ['/properties', '/en/properties', '/property', '/projects', '/en/blogs', '/en/careers', '/en', '/en/contact-us']
const REQUESTS = Number(option('requests', '40'))
const WARMUP = Number(option('warmup', '5'))
const CACHED = args.includes('--cached')
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim())

/** User + system CPU time of a process so far, in ms (its threads included). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

async function startServer(): Promise<{ base: string; pid: number; server?: ChildProcess }> {
  const given = option('url', '')
  if (given) return { base: given.replace(/\/$/, ''), pid: Number(option('pid', '0')) }
  const port = await freePort()
  const server = spawnAppServer({ port, env: process.env })
  let log = ''
  server.stdout?.on('data', (d) => (log += String(d)))
  server.stderr?.on('data', (d) => (log += String(d)))
  const base = `http://localhost:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${log}`)
    if (await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false)) break
    if (Date.now() > deadline) {
      server.kill('SIGTERM')
      throw new Error(`the server was not ready: ${log}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return { base, pid: server.pid!, server }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/** One GET, to the last byte, gzip accepted as a browser does. */
function get(url: string): Promise<{ status: number; bytes: number; ms: number; cache: string }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0
        res.on('data', (c: Buffer) => (bytes += c.length))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started, cache: String(res.headers['x-nextjs-cache'] ?? '-') }))
      })
      .on('error', reject)
  })
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

const { base, pid, server } = await startServer()
if (!pid) throw new Error('--pid is needed with --url: the CPU time is read from the server process')
try {
  console.log(`${REQUESTS} requests per page after ${WARMUP} to warm up${CACHED ? ', the same URL each time' : ', a new query each time'}\n`)
  console.log('| page | CPU ms / request | req/s per core | median ms | KB (gzip) | cache |')
  console.log('|---|---|---|---|---|---|')
  let n = 0
  const urlOf = (p: string) => (CACHED ? `${base}${p}` : `${base}${p}${p.includes('?') ? '&' : '?'}bench=${++n}`)
  for (const page of PAGES) {
    for (let i = 0; i < WARMUP; i++) await get(urlOf(page))
    const times: number[] = []
    let bytes = 0
    const caches = new Set<string>()
    const before = cpuMs(pid)
    for (let i = 0; i < REQUESTS; i++) {
      const r = await get(urlOf(page))
      if (r.status !== 200) throw new Error(`${page}: ${r.status}`)
      times.push(r.ms)
      bytes = r.bytes
      caches.add(r.cache)
    }
    const cpu = (cpuMs(pid) - before) / REQUESTS
    console.log(`| ${page} | ${cpu.toFixed(1)} | ${(1000 / cpu).toFixed(0)} | ${median(times).toFixed(1)} | ${(bytes / 1024).toFixed(1)} | ${[...caches].join(', ')} |`)
  }
} finally {
  server?.kill('SIGTERM')
  agent.destroy()
}
