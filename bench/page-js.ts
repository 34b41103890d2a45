/**
 * JavaScript a page sends on its first load, compressed, as the browser receives it: each page is
 * opened in a fresh Chromium context (empty cache) and every script response is summed from the
 * DevTools network events (`encodedDataLength`: bytes on the wire, after gzip).
 *
 *   npx tsx bench/page-js.ts [--url http://host:port] [--settle 4000] [path …]
 *
 * Without --url it starts the built app (`next build` first) with the environment it was given
 * (DATA_DIR for a seeded SQLite folder). Paths default to the search pages in both languages.
 * Two figures per page: scripts finished by the `load` event, and all scripts fetched until the
 * network has been quiet for `--settle` ms without any interaction (the shell's idle-time chunk
 * included) — the second is the one held against the budget.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { freePort } from '../scripts/lib/free-port'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : (args[i + 1] ?? fallback)
}
const VALUED = new Set(['--url', '--settle'])
const paths = args.filter((a, i) => !a.startsWith('--') && !VALUED.has(args[i - 1] ?? ''))
const PAGES = paths.length ? paths : ['/properties', '/en/properties', '/properties?view=map', '/projects', '/discover']
const SETTLE = Number(option('settle', '4000'))

async function startServer(): Promise<{ base: string; server?: ChildProcess }> {
  const given = option('url', '')
  if (given) return { base: given.replace(/\/$/, '') }
  const port = await freePort()
  // Listening on every interface: bound to 127.0.0.1 only, the locale rewrite of the Arabic pages
  // (addressed to "localhost") loops back through the proxy as a redirect.
  const server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  server.stdout?.on('data', (d) => (log += String(d)))
  server.stderr?.on('data', (d) => (log += String(d)))
  const base = `http://localhost:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited: ${log}`)
    if (await fetch(`${base}/api/v1/currencies`).then((r) => r.ok).catch(() => false)) break
    if (Date.now() > deadline) throw new Error(`next start did not answer: ${log}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return { base, server }
}

type Script = { url: string; bytes: number; atLoad: boolean }

async function measure(base: string, pagePath: string, browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // A returning visitor: the first-landing overlay does not change what loads, only what is seen.
  await context.addInitScript(() => sessionStorage.setItem('manzil:landed', '1'))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const kinds = new Map<string, { url: string; type: string }>()
  const scripts: Script[] = []
  let loaded = false
  let lastActivity = Date.now()
  cdp.on('Network.responseReceived', (e) => {
    kinds.set(e.requestId, { url: e.response.url, type: e.type })
    lastActivity = Date.now()
  })
  cdp.on('Network.loadingFinished', (e) => {
    lastActivity = Date.now()
    const k = kinds.get(e.requestId)
    if (k && (k.type === 'Script' || /\.m?js(\?|$)/.test(new URL(k.url).pathname))) scripts.push({ url: k.url, bytes: e.encodedDataLength, atLoad: !loaded })
  })
  await page.goto(base + pagePath, { waitUntil: 'load' })
  loaded = true
  while (Date.now() - lastActivity < SETTLE) await new Promise((r) => setTimeout(r, 250))
  await context.close()
  const sum = (list: Script[]) => list.reduce((n, s) => n + s.bytes, 0)
  return { path: pagePath, atLoad: sum(scripts.filter((s) => s.atLoad)), settled: sum(scripts), files: scripts.length, scripts }
}

const kb = (n: number) => (n / 1024).toFixed(1)

const { base, server } = await startServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  // One unmeasured visit per page first: the server renders and caches it, and compiles nothing later.
  for (const p of PAGES) await fetch(base + p).catch(() => undefined)
  console.log('| page | JS by load (KB) | JS settled (KB) | files |')
  console.log('|---|---|---|---|')
  for (const p of PAGES) {
    const r = await measure(base, p, browser)
    console.log(`| \`${r.path}\` | ${kb(r.atLoad)} | ${kb(r.settled)} | ${r.files} |`)
    if (args.includes('--verbose')) for (const s of r.scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(s.bytes).padStart(7)}  ${s.atLoad ? 'load ' : 'later'}  ${new URL(s.url).pathname}`)
  }
} finally {
  await browser.close()
  server?.kill('SIGTERM')
}
