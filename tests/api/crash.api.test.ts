import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { spawnAppServer } from '../../scripts/lib/app-server'
import { freePort } from '../../scripts/lib/free-port'
import { formToken } from './client'

/**
 * The server killed (`kill -9`) in the middle of an exchange request with photos, after it wrote
 * photos and before it committed; started again; the visitor's retry with the same
 * Idempotency-Key stores the request once, with all its photos and one staff mail, and no file is
 * left that no record owns. On the suite's database (SQLite or PostgreSQL), with a server of this
 * test's own on the suite's data.
 */

const env = () => inject('apiServerEnv')
const photosDir = () => path.join(env().DATA_DIR ?? '', 'private', 'exchange-photos')

/** Reads the suite's database directly, as an operator would after a crash. */
async function query<T extends Record<string, unknown>>(sql: string, params: (string | number)[] = []): Promise<T[]> {
  const url = env().DATABASE_URL
  if (url?.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      let n = 0
      return (await client.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: `file:${path.join(env().DATA_DIR ?? '', 'manzil.db')}` })
  try {
    return (await client.execute({ sql, args: params })).rows as unknown as T[]
  } finally {
    client.close()
  }
}

let server: ChildProcess | null = null
let base = ''

async function startServer(): Promise<void> {
  const port = await freePort()
  server = spawnAppServer({ port, hostname: '127.0.0.1', env: { ...process.env, ...env() } })
  base = `http://127.0.0.1:${port}/api/v1`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited while starting')
    if (await fetch(`${base}/currencies`).then((r) => r.ok, () => false)) return
    if (Date.now() > deadline) throw new Error('the server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
}

afterAll(() => {
  server?.kill('SIGTERM')
})

/** A photo that takes the server a moment to re-encode: camera-sized noise. */
const photo = () => sharp(crypto.randomBytes(2400 * 1800 * 3), { raw: { width: 2400, height: 1800, channels: 3 } }).jpeg({ quality: 60 }).toBuffer()

function exchangeBody(photos: Buffer[], name: string): FormData {
  const body = new FormData()
  body.set('data', new Blob([JSON.stringify({ name, phone: '+971 55 765 4321', offered: { area: 120 }, wanted: {} })], { type: 'application/json' }))
  photos.forEach((bytes, i) => body.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i}.jpg`))
  return body
}

/** The visitor's form token: the same for the cut post and its retry, as in the browser. */
const token = formToken()
const post = (body: FormData, key: string) =>
  fetch(`${base}/exchange-form`, { method: 'POST', body, headers: { 'idempotency-key': key, 'x-form-token': token, 'x-forwarded-for': `10.9.${crypto.randomInt(250)}.${crypto.randomInt(250)}` } })

/** Resolves once a file shows up in the photos folder whose name is not in `before`. */
async function firstNewPhoto(before: Set<string>, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const added = (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()) : []).find((f) => !before.has(f))
    if (added) return added
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new Error('no photo was written')
}

describe('a crash in the middle of a form post', () => {
  it('kill -9 after the photos are written, before the commit; the retry with the same key stores it once, whole, with one mail and no stray file', async () => {
    await startServer()
    const key = `crash-${crypto.randomUUID()}`
    const name = `Crash test ${key.slice(-8)}`
    const photos = await Promise.all(Array.from({ length: 6 }, photo))
    const before = new Set(fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()) : [])

    const cut = post(exchangeBody(photos, name), key).then(
      (r) => r.status,
      () => 'connection lost',
    )
    await firstNewPhoto(before, 60_000)
    server?.kill('SIGKILL')
    expect(await cut).toBe('connection lost')
    await new Promise<void>((resolve) => (server?.exitCode !== null ? resolve() : server.once('exit', () => resolve())))
    // Nothing of it was committed; its first photo lies on disk.
    expect(await query('SELECT id FROM exchange_requests WHERE idempotency_key = ?', [key])).toEqual([])
    const left = fs.readdirSync(photosDir()).filter((f) => !before.has(f))
    expect(left.length).toBeGreaterThan(0)

    await startServer()
    const retry = await post(exchangeBody(photos, name), key)
    expect(retry.status, await retry.clone().text()).toBe(201)

    const requests = await query<{ id: number | string }>('SELECT id FROM exchange_requests WHERE idempotency_key = ?', [key])
    expect(requests).toHaveLength(1)
    const id = Number(requests[0]!.id)
    const owned = await query<{ filename: string; thumb: string | null }>(
      "SELECT p.filename AS filename, p.sizes_thumb_filename AS thumb FROM exchange_requests_rels r JOIN exchange_photos p ON p.id = r.exchange_photos_id WHERE r.parent_id = ? AND r.path = 'offered.photos'",
      [id],
    )
    expect(owned).toHaveLength(6)
    for (const p of owned) {
      expect(fs.existsSync(path.join(photosDir(), p.filename)), p.filename).toBe(true)
      if (p.thumb) expect(fs.existsSync(path.join(photosDir(), p.thumb)), p.thumb).toBe(true)
    }
    const mails = await query<{ input: unknown }>("SELECT input FROM payload_jobs WHERE task_slug = 'notifyStaff'")
    const forThis = mails.filter((m) => {
      const input = typeof m.input === 'string' ? (JSON.parse(m.input) as { collection?: string; id?: string }) : (m.input as { collection?: string; id?: string })
      return input.collection === 'exchange-requests' && Number(input.id) === id
    })
    expect(forThis).toHaveLength(1)

    // Never a photo without its request, and every file in the folder belongs to a photo record.
    expect(await query('SELECT p.id FROM exchange_photos p LEFT JOIN exchange_requests_rels r ON r.exchange_photos_id = p.id WHERE r.id IS NULL')).toEqual([])
    const known = new Set((await query<{ filename: string; thumb: string | null }>('SELECT filename, sizes_thumb_filename AS thumb FROM exchange_photos')).flatMap((p) => [p.filename, p.thumb]))
    expect(fs.readdirSync(photosDir()).filter((f) => !known.has(f))).toEqual([])
    // Two server starts and an upload of six camera-sized photos, on a machine other work shares.
  }, 180_000)
})
