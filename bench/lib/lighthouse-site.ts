/**
 * What the Lighthouse benches share: the site (the production build started on a free port, or a
 * running one given by --url), a headless Chromium Lighthouse drives, and the pages found the way a
 * crawler finds them.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnAppServer } from '../../scripts/lib/app-server'
import { freePort } from '../../scripts/lib/free-port'

const args = process.argv.slice(2)
/** The value after `--name` on the command line. */
export const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? undefined : args[i + 1]
}
/** The paths named on the command line (every argument that is not an option or an option's value). */
export const givenPaths = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'

async function until(what: string, ok: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await ok().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

/**
 * The site: the one at --url, or the production server of the build on a free port, with the
 * environment this process was given (DATA_DIR for a seeded folder) and its public address set to
 * that port, so that canonical and language links are the ones a visitor of it would see.
 */
export async function startSite(): Promise<{ base: string; server?: ChildProcess }> {
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

export type Chromium = { port: number; browser: ChildProcess; profile: string }

/** A headless Chromium with its debugging port open, on a profile of its own. */
export async function startChromium(): Promise<Chromium> {
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

/** Stops what startSite and startChromium started. */
export async function stopAll(server: ChildProcess | undefined, chromium: Chromium): Promise<void> {
  server?.kill('SIGTERM')
  // Chromium writes its profile until it has exited: the folder goes after it.
  if (chromium.browser.exitCode === null && chromium.browser.signalCode === null) {
    const exited = new Promise((resolve) => chromium.browser.once('exit', resolve))
    chromium.browser.kill('SIGTERM')
    await exited
  }
  fs.rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 3 })
}

/** The paths of one sitemap file (`pages-1`, `properties-1`…), Arabic ones only. */
export async function sitemapPaths(base: string, file: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemaps/${file}.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)]
    .map((m) => new URL(m[1]!.replace(/&amp;/g, '&')))
    .map((u) => u.pathname + u.search)
    .filter((p) => !p.startsWith('/en'))
}

/** The English page of an Arabic path. */
export const english = (p: string): string => (p === '/' ? '/en' : `/en${p}`)
