/**
 * Every public page through nginx, once warm, against nginx serving the very same bytes as a
 * static file: the shared cache should make a page as cheap as a file.
 *
 *   npx tsx bench/nginx-pages.ts [--seconds 2] [--rounds 3] [--connections 16]
 *
 * Starts the stack (deploy/stack.ts, demo content, two app servers; `npm run build` first), warms
 * each page through nginx until it is a cache HIT, saves the body nginx returns (gzip, as browsers
 * ask) as a file that a second nginx server block serves, then runs two `wrk` (Debian package
 * `wrk`) at the same moment, one on the page and one on the file, with the same request headers
 * and as many connections each: whatever else the machine is doing slows both alike, so their ratio
 * holds on a busy machine where one after the other would not. `rounds` such runs per page; the
 * median ratio is kept.
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

/** Requests per second of one `wrk` run (one thread), started now. */
function wrk(url: string): Promise<number> {
  const headers = Object.entries(HEADERS).flatMap(([k, v]) => ['-H', `${k}: ${v}`])
  const child = spawn('wrk', ['-t', '1', '-c', String(CONNECTIONS), '-d', `${SECONDS}s`, ...headers, url], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (d) => (out += String(d)))
  child.stderr.on('data', (d) => (out += String(d)))
  return new Promise((resolve, reject) => {
    child.on('error', (e) => reject(new Error(`wrk could not run (apt-get install wrk): ${e.message}`)))
    child.on('exit', (code) => {
      const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)
      if (code !== 0) reject(new Error(`wrk failed: ${out}`))
      else if (non2xx) reject(new Error(`${url}: ${non2xx[1]} answers were not 2xx/3xx`))
      else resolve(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN))
    })
  })
}

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
    const runs: { page: number; same: number }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const [page, same] = await Promise.all([wrk(final), wrk(`http://127.0.0.1:${staticPort}/${file}`)])
      runs.push({ page, same })
    }
    runs.sort((x, y) => x.page / x.same - y.page / y.same)
    const { page, same } = runs[Math.floor(runs.length / 2)]!
    const ratio = page / same
    worst = Math.min(worst, ratio)
    const bytes = fs.statSync(path.join(staticDir, file)).size
    rows.push(`| ${url} | ${bytes} | ${page.toFixed(0)} | ${same.toFixed(0)} | ${(ratio * 100).toFixed(0)} % |`)
    console.error(rows.at(-1))
  }
  console.log(['| page | bytes | page req/s | same bytes as a file, req/s | page / file |', '|---|---|---|---|---|', ...rows].join('\n'))
  console.log(`\nlowest page / file: ${(worst * 100).toFixed(0)} % (${urls.length} pages; median of ${ROUNDS} runs of two wrk -t1 -c${CONNECTIONS} -d${SECONDS}s at once, page and file; ${new Date().toISOString()})`)
} finally {
  await stack.stop()
  fs.rmSync(staticDir, { recursive: true, force: true })
}
