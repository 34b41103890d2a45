/**
 * Every public page through nginx, once warm, against nginx serving the very same bytes as a
 * static file: the shared cache should make a page as cheap as a file.
 *
 *   npx tsx bench/nginx-pages.ts [--seconds 2] [--rounds 3] [--connections 16]
 *
 * Starts the stack (deploy/stack.ts, demo content, two app servers; `npm run build` first), warms
 * each page through nginx until it is a cache HIT, saves the body nginx returns (gzip, as browsers
 * ask) as a file that a second nginx server block serves, then runs `wrk` (Debian package `wrk`)
 * on the page and on the file in turn, with the same request headers, `rounds` times each.
 *
 * Two figures per page: requests per second, and the CPU time nginx's workers spent per request
 * (from /proc, over the same run). nginx serving cached pages is bound by its CPU, so the rate it
 * can reach is the inverse of that time; unlike the rate, the time does not depend on what else
 * the machine is doing meanwhile. Medians of the rounds.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../scripts/lib/free-port'
import { startStack } from '../deploy/stack'

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback)
}
const SECONDS = Number(arg('seconds', '2'))
const ROUNDS = Number(arg('rounds', '3'))
const CONNECTIONS = Number(arg('connections', '16'))
const HEADERS = { 'accept-encoding': 'gzip', 'accept-language': 'ar' }

/** The public pages of SPEC §2, in both languages; `{property}` and the like become a record's id. */
const PAGES = [
  '/', '/about-us', '/blogs', '/blogs/{blog}', '/careers', '/careers/{career}', '/compare', '/contact-us', '/discover', '/faq', '/form',
  '/insights', '/jobs', '/jobs/{career}', '/jobs/request', '/luxury-property', '/our-branches', '/our-team', '/payment-policy', '/plans',
  '/privacy-policy', '/projects', '/projects/{project}', '/properties', '/properties/{property}', '/properties?purpose=sale&sort=price_asc',
  '/property', '/property/{property}', '/return-policy', '/services', '/services/{service}', '/terms-and-conditions', '/videos',
]

/** CPU time (clock ticks) used so far by nginx's worker processes. */
function workerTicks(masterPid: number): number {
  const workers = fs.readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  let ticks = 0
  for (const pid of workers) {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
  }
  return ticks
}

/** One `wrk` run: requests per second, and nginx's CPU ticks per 1,000 requests. */
async function wrk(url: string, masterPid: number): Promise<{ rate: number; ticksPerK: number }> {
  const headers = Object.entries(HEADERS).flatMap(([k, v]) => ['-H', `${k}: ${v}`])
  const before = workerTicks(masterPid)
  const child = spawn('wrk', ['-t', '1', '-c', String(CONNECTIONS), '-d', `${SECONDS}s`, ...headers, url], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (d) => (out += String(d)))
  child.stderr.on('data', (d) => (out += String(d)))
  await new Promise<void>((resolve, reject) => {
    child.on('error', (e) => reject(new Error(`wrk could not run (apt-get install wrk): ${e.message}`)))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wrk failed: ${out}`))))
  })
  const ticks = workerTicks(masterPid) - before
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)
  if (non2xx) throw new Error(`${url}: ${non2xx[1]} answers were not 2xx/3xx`)
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN)
  return { rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), ticksPerK: (ticks / requests) * 1000 }
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!

/** The body exactly as sent (still compressed), by Node's plain HTTP client. */
function rawBody(url: string): Promise<{ body: Buffer; gzip: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ body: Buffer.concat(chunks), gzip: res.headers['content-encoding'] === 'gzip' }))
      })
      .on('error', reject)
  })
}

const staticPort = await freePort()
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-static-'))
// A second server block: the same bytes as files, with the content type a page has.
const nginxHttp = `    server { listen 127.0.0.1:${staticPort}; root ${staticDir}; default_type 'text/html; charset=utf-8'; location / { add_header Content-Encoding $static_encoding; } }
    map $uri $static_encoding { default ''; ~\\.gz$ gzip; }`
const stack = await startStack({ log: (l) => console.error(`stack: ${l}`), nginxHttp })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stack.stop().then(() => process.exit(130)))
try {
  const firstId = async (endpoint: string) => {
    const text = await (await fetch(`${stack.url}/api/v1/${endpoint}`)).text()
    return /"id":\s*(\d+)/.exec(text)?.[1] ?? '1'
  }
  const ids: Record<string, string> = {
    property: await firstId('real-estates'),
    project: await firstId('projects'),
    blog: await firstId('blogs'),
    career: await firstId('careers'),
    service: await firstId('services'),
  }
  const urls = PAGES.flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`]).map((p) => p.replace(/\{(\w+)\}/g, (_, k: string) => ids[k] ?? '1'))
  const rows: string[] = []
  let worst = Infinity
  for (const [i, url] of urls.entries()) {
    // Warm until nginx holds it (a redirect is followed to the page it points at).
    let final = `${stack.url}${url}`
    let status = ''
    let file = ''
    for (let tries = 0; tries < 20 && status !== 'HIT'; tries++) {
      const res = await fetch(final, { headers: HEADERS, redirect: 'manual' })
      const location = res.headers.get('location')
      if (res.status >= 300 && res.status < 400 && location) {
        final = new URL(location, final).toString()
        continue
      }
      status = res.headers.get('x-cache-status') ?? ''
      if (status === 'HIT') {
        // The body as nginx sends it (compressed when the app compressed it).
        const raw = await rawBody(final)
        file = `page-${i}.html${raw.gzip ? '.gz' : ''}`
        fs.writeFileSync(path.join(staticDir, file), raw.body)
      }
    }
    if (status !== 'HIT') throw new Error(`${url} never became a cache hit (${status})`)
    const master = Number(fs.readFileSync(path.join(stack.dir, 'nginx.pid'), 'utf8'))
    const pages: { rate: number; ticksPerK: number }[] = []
    const files: { rate: number; ticksPerK: number }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      pages.push(await wrk(final, master))
      files.push(await wrk(`http://127.0.0.1:${staticPort}/${file}`, master))
    }
    const page = median(pages.map((r) => r.rate))
    const same = median(files.map((r) => r.rate))
    const pageCpu = median(pages.map((r) => r.ticksPerK))
    const fileCpu = median(files.map((r) => r.ticksPerK))
    // The rate nginx can reach is inversely proportional to its CPU time per request.
    const ratio = fileCpu / pageCpu
    worst = Math.min(worst, ratio)
    const bytes = fs.statSync(path.join(staticDir, file)).size
    rows.push(`| ${url} | ${bytes} | ${page.toFixed(0)} | ${same.toFixed(0)} | ${(pageCpu * 10).toFixed(0)} | ${(fileCpu * 10).toFixed(0)} | ${(ratio * 100).toFixed(0)} % |`)
    console.error(rows.at(-1))
  }
  console.log(
    [
      '| page | bytes | page req/s | file req/s | nginx CPU µs per request, page | …, file | page rate / file rate (by CPU) |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  )
  console.log(`\nlowest: ${(worst * 100).toFixed(0)} % (${urls.length} pages; medians of ${ROUNDS} runs of wrk -t1 -c${CONNECTIONS} -d${SECONDS}s; ${new Date().toISOString()})`)
} finally {
  await stack.stop()
  fs.rmSync(staticDir, { recursive: true, force: true })
}
