/**
 * One worker's site: a copy of the seeded data folder, a real SMTP server that keeps what it
 * receives, and the built app as production serves it (scripts/serve.ts) on a port of its own.
 * Nothing is shared with another worker: edits, sessions, rate limits and mail stay in the worker.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnAppServer } from '../../../scripts/lib/app-server'
import { E2E_ADMIN, E2E_SECRET, readRecords, type SiteRecords } from './records'
import { startSmtpSink } from './smtp-sink'

/** The first worker's port; worker n listens on `E2E_PORT + n`, its SMTP server on `E2E_PORT + 50 + n`. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100)

export type Site = {
  baseURL: string
  /** The worker's own data folder (its SQLite database, media, private files). */
  dataDir: string
  /** Where the worker's SMTP server writes each message it receives, as an .eml file. */
  mailDir: string
  records: SiteRecords
  stop: () => Promise<void>
}

let current: Site | undefined
/** This worker's site, for helpers called without the `site` fixture. */
export function currentSite(): Site {
  if (!current) throw new Error('no site has been started in this worker')
  return current
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))

export async function startSite(index: number): Promise<Site> {
  const seed = process.env.E2E_SEED_DIR
  if (!seed) throw new Error('E2E_SEED_DIR is not set: the browser tests run through playwright.config.ts, whose global setup seeds the data')
  const port = e2ePort + index
  const started = Date.now()
  const dataDir = path.join(os.tmpdir(), `manzil-e2e-${port}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.cpSync(seed, dataDir, { recursive: true })
  const mailDir = path.join(dataDir, 'smtp-sink')
  const sink = await startSmtpSink(mailDir, '127.0.0.1', e2ePort + 50 + index)
  const logFile = path.join(dataDir, 'server.log')
  const log = fs.openSync(logFile, 'a')
  const server = spawnAppServer({
    // Listening on every address as `npm start` does: the middleware's rewrites go to localhost.
    port,
    // Node closes a connection idle for 5 s; a test's API context that sends on it at that moment
    // gets ECONNRESET. Idle connections stay open far longer than any pause inside a test.
    keepAliveTimeout: 120_000,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYLOAD_SECRET: E2E_SECRET,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      // The tests' browsers and API clients tell the server which client they play (X-Forwarded-For) from loopback.
      TRUST_PROXY: 'loopback',
      // One worker plays many visitors from one address, far past what one person renders in a
      // minute; the page and read limits themselves are the security suite's.
      PAGE_RATE_LIMIT: '100000/60',
      API_READ_RATE_LIMIT: '1000000/60',
    },
  })
  // A worker that ends without its teardown (killed) takes its server along.
  const kill = () => server.kill('SIGKILL')
  process.once('exit', kill)
  const baseURL = `http://localhost:${port}`
  const stop = async () => {
    current = undefined
    process.off('exit', kill)
    server.kill('SIGTERM')
    await exited(server)
    fs.closeSync(log)
    await sink.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) {
      const output = fs.readFileSync(logFile, 'utf8')
      await stop()
      throw new Error(`the app server on port ${port} exited (${server.exitCode}):\n${output}`)
    }
    const ok = await fetch(`${baseURL}/builds/latest.json`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.ok, () => false)
    if (ok) break
    if (Date.now() > deadline) {
      const output = fs.readFileSync(logFile, 'utf8')
      await stop()
      throw new Error(`the app server on port ${port} did not answer within 2 minutes:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  console.log(`[e2e] worker ${index}: ${baseURL} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  current = { baseURL, dataDir, mailDir, records: readRecords(dataDir), stop }
  return current
}
