import type { ChildProcess } from 'node:child_process'
import net from 'node:net'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { spawnAppServer } from '../../scripts/lib/app-server'
import { freePort } from '../../scripts/lib/free-port'

/**
 * A search page while the database is out of reach: 503 with Retry-After, the site's shell in the
 * visitor's language and a message saying so (as the API answers), and the page again, without a
 * restart, once the database is back. The outage is real: the app reaches PostgreSQL through a
 * TCP relay of this test's own, which stops forwarding and refuses connections, then resumes.
 */

/** A relay from a local port to the database; `cut` drops every connection and refuses new ones. */
async function relay(target: URL) {
  const port = await freePort()
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname)
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => undefined)
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  await listen()
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server?.close(() => resolve())
      }),
    resume: listen,
  }
}

const dbUrl = () => inject('apiServerEnv').DATABASE_URL ?? ''

describe.runIf(inject('apiDb') === 'postgres')('search pages while the database is down', () => {
  let server: ChildProcess | undefined
  let link: Awaited<ReturnType<typeof relay>> | undefined
  afterAll(async () => {
    server?.kill('SIGTERM')
    await link?.cut()
  })

  it('answer 503 with Retry-After, the site shell and a message in the visitor language, then recover without a restart', async () => {
    const target = new URL(dbUrl())
    link = await relay(target)
    const through = new URL(dbUrl())
    through.hostname = '127.0.0.1'
    through.port = String(link.port)
    const port = await freePort()
    // Listening on every address, as in production: the locale router rewrites to `localhost`.
    server = spawnAppServer({ port, env: { ...process.env, ...inject('apiServerEnv'), DATABASE_URL: through.toString() } })
    const site = `http://localhost:${port}`
    const deadline = Date.now() + 90_000
    while (!(await fetch(`${site}/api/v1/currencies`).then((r) => r.ok, () => false))) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start')
      await new Promise((r) => setTimeout(r, 250))
    }
    // A first visit in each language, with the database there: the shell's own reads are cached.
    for (const path of ['/en/properties', '/properties']) expect((await fetch(`${site}${path}`)).status).toBe(200)

    await link.cut()
    for (const [path, lang, dir, text] of [
      ['/en/properties?page=2', 'en', 'ltr', 'The site cannot reach its data right now'],
      ['/properties?page=2&sort=price', 'ar', 'rtl', 'لا يستطيع الموقع الوصول إلى بياناته الآن'],
    ] as const) {
      const res = await fetch(`${site}${path}`)
      const html = await res.text()
      expect(res.status, path).toBe(503)
      expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}"`))
      expect(html).toContain('data-testid="site-header"')
      expect(html).toContain('data-testid="unavailable"')
      expect(html).toContain(text)
      expect(html).not.toMatch(/ECONNREFUSED|postgres:\/\/|at [\w.]+ \(/)
    }

    await link.resume()
    await expect.poll(async () => (await fetch(`${site}/en/properties?page=2`)).status, { timeout: 30_000, interval: 250 }).toBe(200)
  }, 180_000)
})
