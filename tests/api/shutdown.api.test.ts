import http from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { spawnAppServer } from '../../scripts/lib/app-server'
import { freePort } from '../../scripts/lib/free-port'

/**
 * A stop of the production server (SIGTERM, as an orchestrator or a deploy sends it), on a server of
 * this test's own over the suite's database: it takes no new connection, finishes what is in flight,
 * and exits within 10 s.
 */
describe('stopping the server', () => {
  it('finishes a lead being posted when the stop comes, takes no new connection and exits within 10 s', async () => {
    const port = await freePort()
    const server = spawnAppServer({ port, hostname: '127.0.0.1', env: { ...process.env, ...inject('apiServerEnv'), NODE_ENV: 'production' } })
    let log = ''
    server.stdout?.on('data', (d) => (log += String(d)))
    server.stderr?.on('data', (d) => (log += String(d)))
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
    try {
      await expect.poll(() => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0), { timeout: 60_000, interval: 200 }).toBe(200)

      // A lead whose body is still arriving when the stop comes: headers and part of the body first.
      const body = JSON.stringify({ kind: 'contact', name: 'زائر أثناء الإيقاف', phone: '+971 50 123 4567', message: 'x'.repeat(200) })
      let rest = () => undefined as void
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/api/v1/leads', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-language': 'en' } }, (res) => {
          let text = ''
          res.on('data', (c) => (text += String(c)))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        })
        req.on('error', reject)
        req.write(body.slice(0, 40))
        rest = () => void req.end(body.slice(40))
      })
      const status = () => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.json() as Promise<{ inFlight: number }>)
      await expect.poll(async () => (await status()).inFlight, { timeout: 10_000, interval: 50 }).toBe(1)
      const stoppedAt = Date.now()
      server.kill('SIGTERM')
      // No new connection is taken once the stop has begun; then the rest of the body arrives.
      await expect.poll(() => fetch(`http://127.0.0.1:${port}/healthz`).then(() => 'answered', (e: { cause?: { code?: string } }) => e.cause?.code ?? 'failed'), { timeout: 5_000, interval: 50 }).toBe('ECONNREFUSED')
      rest()
      const posted = await answer
      expect(posted.status, posted.text).toBe(201)
      expect(await exited).toBe(0)
      expect(Date.now() - stoppedAt).toBeLessThan(10_000)
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL')
      if (process.env.API_TEST_LOG) console.log(log)
    }
  })

  it('runs WEB_CONCURRENCY workers on one port, and a stop ends them all', async () => {
    const port = await freePort()
    const server = spawnAppServer({ port, hostname: '127.0.0.1', env: { ...process.env, ...inject('apiServerEnv'), NODE_ENV: 'production', WEB_CONCURRENCY: '2' } })
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
    try {
      const seen = new Set<number>()
      // Each request on a new connection; the primary hands connections to the workers in turn.
      await expect
        .poll(
          async () => {
            const answer = await fetch(`http://127.0.0.1:${port}/readyz`, { headers: { connection: 'close' } }).then((r) => (r.ok ? (r.json() as Promise<{ worker: number }>) : null), () => null)
            if (answer) seen.add(answer.worker)
            return [...seen].sort()
          },
          { timeout: 90_000, interval: 100 },
        )
        .toEqual([1, 2])
      const stoppedAt = Date.now()
      server.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(Date.now() - stoppedAt).toBeLessThan(10_000)
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL')
    }
  })
})
