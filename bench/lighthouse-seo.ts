/**
 * Lighthouse's SEO category on one page of every indexable template, in both languages.
 *
 *   CHROME_PATH=/usr/bin/chromium npx tsx bench/lighthouse-seo.ts [--url http://host:port] [path …]
 *
 * Without --url it starts the production server of the build (`npm run build` first) on a free port,
 * with the environment it was given (DATA_DIR for a seeded folder), its public address set to that
 * port so that canonical and language links are the ones a crawler of it would see. The pages are
 * found the way a crawler finds them: the site's own pages from its sitemap, and the first
 * listing, project, article, posting, service and popular search of theirs. Each page is audited in
 * a fresh headless Chromium tab with Lighthouse's default (mobile) settings, SEO category only: its
 * audits do not depend on the machine's speed. Prints a Markdown table and every failed audit.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { spawnAppServer } from '../scripts/lib/app-server'
import { freePort } from '../scripts/lib/free-port'

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? undefined : args[i + 1]
}
const given = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--url')
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'

async function until(what: string, ok: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await ok().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

async function startSite(): Promise<{ base: string; server?: ChildProcess }> {
  const url = option('url')
  if (url) return { base: url.replace(/\/$/, '') }
  const port = await freePort()
  const base = `http://localhost:${port}`
  const server = spawnAppServer({ port, env: { ...process.env, NEXT_PUBLIC_SITE_URL: base } })
  let log = ''
  server.stderr?.on('data', (d) => (log += String(d)))
  await until('the site', async () => {
    if (server.exitCode !== null) throw new Error(`the server exited: ${log}`)
    return (await fetch(`${base}/readyz`)).ok
  })
  return { base, server }
}

async function startChromium(): Promise<{ port: number; browser: ChildProcess; profile: string }> {
  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'))
  const browser = spawn(
    chromePath,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  )
  await until('Chromium', async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, 30_000)
  return { port, browser, profile }
}

/** The site's own pages and the first record of each kind, from the sitemaps, Arabic paths. */
async function templatePaths(base: string): Promise<string[]> {
  const locs = async (file: string) => [...(await (await fetch(`${base}/sitemaps/${file}.xml`)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname + new URL(m[1]!.replace(/&amp;/g, '&')).search)
  const arabic = (list: string[]) => list.filter((p) => !p.startsWith('/en'))
  const pages = arabic(await locs('pages-1')).filter((p) => !/\?category=/.test(p))
  const onePolicy = pages.filter((p) => /-policy$|terms-and-conditions$/.test(p)).slice(1)
  const records = await Promise.all(['properties-1', 'projects-1', 'articles-1', 'careers-1', 'services-1'].map(async (f) => arabic(await locs(f))[0]))
  const landing = arabic(await locs('searches-1')).find((p) => /type=/.test(p))
  return [...pages.filter((p) => !onePolicy.includes(p)), ...records, landing].filter((p): p is string => Boolean(p))
}

type Row = { path: string; score: number; failed: string[] }

async function audit(url: string, port: number): Promise<{ score: number; failed: string[] }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] })
  if (!result) throw new Error(`no result for ${url}`)
  const seo = result.lhr.categories.seo
  const failed = (seo?.auditRefs ?? [])
    .map((ref) => result.lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a!.id}: ${a!.title}`)
  return { score: Math.round((seo?.score ?? 0) * 100), failed }
}

const { base, server } = await startSite()
const chromium = await startChromium()
try {
  const paths = given.length ? given : await templatePaths(base)
  const rows: Row[] = []
  for (const p of paths.flatMap((x) => [x, x === '/' ? '/en' : `/en${x}`])) {
    const { score, failed } = await audit(base + p, chromium.port)
    rows.push({ path: p, score, failed })
    console.error(`${String(score).padStart(3)}  ${p}${failed.length ? `  (${failed.join('; ')})` : ''}`)
  }
  console.log(`\n| page | SEO |\n|---|---|`)
  for (const r of rows) console.log(`| \`${r.path}\` | ${r.score} |`)
  const below = rows.filter((r) => r.score < 100)
  console.log(`\n${rows.length} pages, ${rows.length - below.length} at 100${below.length ? `; below: ${below.map((r) => `${r.path} (${r.score}: ${r.failed.join('; ')})`).join(', ')}` : ''}`)
  process.exitCode = below.length ? 1 : 0
} finally {
  server?.kill('SIGTERM')
  // Chromium writes its profile until it has exited: the folder goes after it.
  if (chromium.browser.exitCode === null && chromium.browser.signalCode === null) {
    const exited = new Promise((resolve) => chromium.browser.once('exit', resolve))
    chromium.browser.kill('SIGTERM')
    await exited
  }
  fs.rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 3 })
}
