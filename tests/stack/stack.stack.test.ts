import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STACK_SECRET, startStack, type Stack } from '../../deploy/stack'
import { MIN_FILL_MS } from '../../src/lib/forms/fill-time'
import { issueFormToken } from '../../src/server/forms/token'
import { minimalPdf } from '../api/files'
import { startSmtpSink, type SmtpSink } from '../e2e/support/smtp-sink'

/**
 * The multi-server deployment as deploy/stack.ts starts it: two app servers on one PostgreSQL
 * database, Redis, an S3-compatible bucket and nginx in front, all on loopback. Every check polls
 * for its condition until a deadline; none waits a fixed time.
 */

/** CACHE_SHARED_SECONDS of the stack: how long nginx keeps a page before it asks again. */
const SHARED_SECONDS = 2
/** An edit made through one server is on the other's pages and API within this. */
const FEED_DEADLINE_MS = 2_000
/** …and through nginx within the shared cache's lifetime, plus the one request that refreshes it. */
const NGINX_DEADLINE_MS = SHARED_SECONDS * 1000 + 3_000
const POST_LIMIT = 3

type Fixtures = { password: string; users: Record<'admin' | 'editor' | 'sales' | 'hr', string>; properties: number[] }

/** Polls `check` until it returns true; fails with `what` once `deadlineMs` have passed. */
async function until(what: string, deadlineMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`${what}: not within ${deadlineMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** A form token as a form page gets one, issued the minimum fill time ago (the posts below are a visitor's). */
const formToken = () => issueFormToken(Date.now() - MIN_FILL_MS - 1000, STACK_SECRET)

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { 'accept-language': 'en', ...headers }, signal: AbortSignal.timeout(30_000) })
const body = async (url: string) => {
  const res = await get(url)
  return { status: res.status, text: await res.text() }
}

describe('the stack: two app servers, PostgreSQL, Redis, S3 and nginx', () => {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-stack-mail-'))
  let sink: SmtpSink
  let stack: Stack
  let fixtures: Fixtures
  let a: string, b: string, site: string
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    sink = await startSmtpSink(mailDir)
    stack = await startStack({
      seed: 'tests/stack/fixtures.ts',
      sharedSeconds: SHARED_SECONDS,
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, API_POST_RATE_LIMIT: `${POST_LIMIT}/60` },
    })
    const line = stack.seedOutput.split('\n').find((l) => l.startsWith('STACK ')) ?? ''
    fixtures = JSON.parse(line.slice('STACK '.length)) as Fixtures
    ;[a, b] = stack.apps.map((app) => app.url) as [string, string]
    site = stack.url
    for (const [role, email] of Object.entries(fixtures.users)) {
      const res = await fetch(`${a}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: fixtures.password }) })
      tokens[role] = ((await res.json()) as { token: string }).token
    }
  })

  afterAll(async () => {
    await stack?.stop()
    await sink?.close()
    fs.rmSync(mailDir, { recursive: true, force: true })
  })

  const auth = (role: string) => ({ authorization: `JWT ${tokens[role]}` })
  const page = (base: string, id: number) => `${base}/en/properties/${id}`
  const record = (base: string, id: number) => `${base}/api/v1/real-estates/${id}`
  const editTitle = async (id: number, title: string) => {
    const res = await fetch(`${a}/api/properties/${id}?locale=en`, { method: 'PATCH', headers: { 'content-type': 'application/json', ...auth('editor') }, body: JSON.stringify({ title }) })
    expect(res.status).toBe(200)
  }

  it('an edit through A is on B’s page and API within 2 s, and through nginx within the shared-cache lifetime', async () => {
    const id = fixtures.properties[0]!
    expect((await body(page(b, id))).text).toContain('Apartment 1')
    expect((await body(record(b, id))).text).toContain('Apartment 1')
    await get(page(site, id))
    expect((await get(page(site, id))).headers.get('x-cache-status')).toBe('HIT')

    const title = `Apartment 1, renovated ${Date.now()}`
    await editTitle(id, title)
    await until('the edit on B', FEED_DEADLINE_MS, async () => (await body(page(b, id))).text.includes(title) && (await body(record(b, id))).text.includes(title))
    await until('the edit through nginx', NGINX_DEADLINE_MS, async () => (await body(page(site, id))).text.includes(title))
  })

  it('a delete through A is gone from B within 2 s, and from nginx within the shared-cache lifetime', async () => {
    const id = fixtures.properties[1]!
    expect((await body(page(b, id))).status).toBe(200)
    expect((await body(record(b, id))).status).toBe(200)
    await get(page(site, id))
    expect((await get(page(site, id))).headers.get('x-cache-status')).toBe('HIT')

    const res = await fetch(`${a}/api/properties/${id}`, { method: 'DELETE', headers: auth('editor') })
    expect(res.status).toBe(200)
    await until('the delete on B', FEED_DEADLINE_MS, async () => (await body(page(b, id))).status === 404 && (await body(record(b, id))).status === 404)
    await until('the delete through nginx', NGINX_DEADLINE_MS, async () => (await body(page(site, id))).status === 404)
  })

  it('nginx keeps API answers apart by what they vary on, and never keeps what is private', async () => {
    const id = fixtures.properties[3]!
    const url = record(site, id)
    for (const language of ['en', 'ar', 'en', 'ar']) await get(url, { 'accept-language': language })
    const en = await get(url, { 'accept-language': 'en' })
    const ar = await get(url, { 'accept-language': 'ar' })
    expect([en.headers.get('x-cache-status'), ar.headers.get('x-cache-status')]).toEqual(['HIT', 'HIT'])
    expect(await en.text()).toContain('Apartment 4')
    expect(await ar.text()).toContain('شقة 4')

    for (const path of ['/admin/login', '/api/users/me']) {
      await get(`${site}${path}`)
      const again = await get(`${site}${path}`)
      expect(again.headers.get('cache-control')).toBe('private, no-store')
      expect(again.headers.get('x-cache-status')).not.toBe('HIT')
    }
  })

  it('an image uploaded through A is served by B and through nginx, from the bucket, immutable', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'stack-photo.png')
    form.append('_payload', JSON.stringify({ alt: 'صورة' }))
    const res = await fetch(`${a}/api/media`, { method: 'POST', headers: auth('editor'), body: form })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { filename: string; sizes: { card: { filename: string } } } }

    for (const name of [doc.filename, doc.sizes.card.filename]) {
      const fromB = await get(`${b}/media/${name}`)
      expect(fromB.status).toBe(200)
      expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await fromB.arrayBuffer())
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
      const viaNginx = Buffer.from(await (await get(`${site}/media/${name}`)).arrayBuffer())
      expect(viaNginx.equals(bytes)).toBe(true)
    }
    const onDisk = stack.apps.flatMap((app) => fs.readdirSync(path.join(stack.dir, app.name), { recursive: true }).map(String))
    expect(onDisk.filter((f) => f.endsWith('.webp') || f.endsWith('.png'))).toEqual([])
  })

  it('a CV posted to A is read through B by HR, and by no one else', async () => {
    const form = new FormData()
    form.append('name', 'Stack Applicant')
    form.append('email', 'applicant@stack.test')
    form.append('phone', '+971501234501')
    form.append('consent', 'true')
    form.append('cv', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'cv.pdf')
    const posted = await fetch(`${a}/api/v1/job-applications`, { method: 'POST', headers: { 'accept-language': 'en', 'x-forwarded-for': '192.0.2.11', 'x-form-token': formToken() }, body: form })
    expect(posted.status).toBe(201)

    const found = (await (await get(`${b}/api/job-applications?where[email][equals]=applicant@stack.test&depth=1`, auth('hr'))).json()) as { docs: { cv: { filename: string } }[] }
    const file = `${b}/api/cv-files/file/${found.docs[0]!.cv.filename}`
    const forHr = await get(file, auth('hr'))
    expect(forHr.status).toBe(200)
    expect(Buffer.from(await forHr.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect((await get(file, auth('sales'))).status).toBe(403)
    expect((await get(file)).status).toBe(403)
    expect((await get(`${site}/api/cv-files/file/${found.docs[0]!.cv.filename}`)).status).toBe(403)
  })

  it('one lead posted to A and again to B with the same Idempotency-Key is stored once and mailed once', async () => {
    const key = `stack-lead-${Date.now()}`
    // One visitor's form: the same token and key on both servers.
    const token = formToken()
    const post = (base: string) =>
      fetch(`${base}/api/v1/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', 'idempotency-key': key, 'x-forwarded-for': '192.0.2.21', 'x-form-token': token },
        body: JSON.stringify({ kind: 'contact', name: 'Idempotent Visitor', phone: '+971501234502', message: 'Once, please' }),
      })
    const first = await post(a)
    const second = await post(b)
    expect([first.status, second.status]).toEqual([201, 201])
    const [one, two] = (await Promise.all([first.json(), second.json()])) as { data: { id: string } }[]
    expect(two!.data.id).toBe(one!.data.id)

    const stored = (await (await get(`${a}/api/leads?where[idempotencyKey][equals]=${key}`, auth('sales'))).json()) as { totalDocs: number; docs: { id: number }[] }
    expect(stored.totalDocs).toBe(1)
    const leadId = stored.docs[0]!.id

    const db = new pg.Client({ connectionString: stack.databaseUrl })
    await db.connect()
    try {
      const job = async () =>
        (await db.query<{ jobs: string; done: string }>(`SELECT count(*) AS jobs, count(completed_at) AS done FROM payload_jobs WHERE input->>'collection' = 'leads' AND input->>'id' = $1`, [String(leadId)])).rows[0]!
      await until('the lead’s mail sent', 60_000, async () => (await job()).done === '1')
      expect(await job()).toEqual({ jobs: '1', done: '1' })
    } finally {
      await db.end()
    }
    const mails = fs.readdirSync(mailDir).filter((name) => fs.readFileSync(path.join(mailDir, name), 'latin1').includes(`/admin/collections/leads/${leadId}`))
    expect(mails).toHaveLength(1)
  })

  it('the post rate limit counts a client’s posts on both servers together', async () => {
    const post = (base: string) =>
      fetch(`${base}/api/v1/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': '198.51.100.23', 'x-form-token': formToken() },
        // The honeypot filled: counted, answered, never stored.
        body: JSON.stringify({ name: 'Counted Visitor', phone: '+971501234503', website: 'https://spam.example' }),
      })
    const statuses: number[] = []
    for (const base of [a, b, a, b, a]) statuses.push((await post(base)).status)
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })

  it('one app server killed with kill -9 while requests run through nginx: none fails, and once restarted it answers with what changed meanwhile', async () => {
    const [, serverB] = stack.apps
    const id = fixtures.properties[2]!
    let running = true
    let answered = 0
    const failures: string[] = []
    let n = 0
    const urls = () => [page(site, id), `${site}/api/v1/real-estates?min_price=${100_000 + ++n}`, `${site}/en/properties?min_price=${200_000 + ++n}`]
    const worker = async () => {
      while (running) {
        for (const url of urls()) {
          const res = await get(url).catch((error: unknown) => ({ status: 0, statusText: String(error) }))
          if (res.status !== 200) failures.push(`${url}: ${res.status} ${res.statusText}`)
          else answered++
          if ('body' in res) await res.body?.cancel()
        }
      }
    }
    const workers = [worker(), worker(), worker()]
    await until('requests flowing', 30_000, async () => answered >= 20)
    await serverB!.kill('SIGKILL')
    const atKill = answered
    const title = `Apartment 3, changed while B was down ${Date.now()}`
    await editTitle(id, title)
    await until('requests answered after the kill', 60_000, async () => answered >= atKill + 60)
    running = false
    await Promise.all(workers)
    expect(failures).toEqual([])

    await serverB!.start()
    const first = await body(page(b, id))
    expect(first.status).toBe(200)
    expect(first.text).toContain(title)
  })

  it('with every app server down, nginx still answers the pages it keeps (stale)', async () => {
    const id = fixtures.properties[4]!
    await get(page(site, id))
    expect((await get(page(site, id))).headers.get('x-cache-status')).toBe('HIT')
    await Promise.all(stack.apps.map((app) => app.kill('SIGKILL')))
    const stale = await get(page(site, id))
    expect(stale.status).toBe(200)
    expect(await stale.text()).toContain('Apartment 5')
    await until('the kept copy past its lifetime, still served', NGINX_DEADLINE_MS + 5_000, async () => {
      const res = await get(page(site, id))
      // STALE for the request that found it expired, UPDATING while another one is fetching a copy.
      return res.status === 200 && ['STALE', 'UPDATING'].includes(res.headers.get('x-cache-status') ?? '') && (await res.text()).includes('Apartment 5')
    })
  })
})
