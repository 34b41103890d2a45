import 'server-only'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/locales'
import { publicId, type InboxCollection } from '@/lib/ids'
import { FORM_TOKEN_HEADER, FORM_TOKEN_MAX_AGE_MS } from '@/lib/forms/token'
import { HONEYPOT_FIELD, translate } from '@/lib/schemas'
import { checkFormToken, type TokenCheck } from '../forms/token'
import { sendQueuedMailSoon } from '../mail/jobs'
import { payloadClient } from '../payload'
import { readEnv } from '@/env'
import { removeObjects, s3Settings } from '../storage/s3'
import { ApiError, invalid } from './errors'
import { appStore } from './limits'

type Inbox = InboxCollection

export { publicId }

const KEY = /^[\x21-\x7e]{8,200}$/

/** The Idempotency-Key header: absent, or 8 to 200 visible ASCII characters. */
export function idempotencyKey(req: Request): string | undefined {
  const key = req.headers.get('idempotency-key')
  if (key === null) return undefined
  if (!KEY.test(key)) throw new ApiError(422, 'idempotencyKey', { errors: { 'Idempotency-Key': ['8–200 visible ASCII characters'] } })
  return key
}

/** A filled honeypot: answer as if stored, store nothing. */
export function isBot(input: unknown): boolean {
  if (!input || typeof input !== 'object') return false
  const v = (input as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof v === 'string' && v.trim() !== ''
}

export type ValidToken = Extract<TokenCheck, { ok: true }>

/**
 * The post's form token (`X-Form-Token`): signed by a server, and issued at least the minimum fill
 * time ago. Null when it is missing or fails: the post gets the thank-you and is dropped.
 */
export function formToken(req: Request): ValidToken | null {
  const check = checkFormToken(req.headers.get(FORM_TOKEN_HEADER))
  return check.ok ? check : null
}

/**
 * Uses the token up for one record, in the store all servers share. A second post with it is
 * dropped like a script's, unless it carries the Idempotency-Key the token was spent with (the
 * browser's retry after a lost answer, which then gets the record stored the first time).
 */
export async function spendFormToken(token: ValidToken, key: string | undefined): Promise<boolean> {
  const store = appStore()
  const name = `ft:${token.nonce}`
  try {
    if (await store.claim(name, key ?? '', token.issuedAt + FORM_TOKEN_MAX_AGE_MS)) return true
    return key !== undefined && (await store.read(name)) === key
  } catch (error) {
    // The store is unreachable: the fill time was proven, and the post limit still holds.
    console.error('[forms] the form token could not be recorded:', error instanceof Error ? error.message : error)
    return true
  }
}

export function decoyCreated(collection: Inbox) {
  return { status: 201, data: { id: publicId(collection, 1000 + crypto.randomInt(1, 900_000)), created_at: new Date().toISOString() } }
}

type Stored = { id: number; createdAt: string }

/** How long an Idempotency-Key is remembered in Redis; the database's unique column keeps it for good. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000

async function findByKey(collection: Inbox, key: string): Promise<Stored | undefined> {
  const store = appStore()
  if (store.kind === 'redis') {
    const remembered = await store.read(`idem:${collection}:${key}`).catch(() => null)
    if (remembered) return JSON.parse(remembered) as Stored
  }
  const payload = await payloadClient()
  const found = await payload.find({ collection, where: { idempotencyKey: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, select: { createdAt: true } })
  return found.docs[0]
}

/** With Redis, the key and its record are kept there too: a retry on any server is answered without a query. */
async function rememberKey(collection: Inbox, key: string, doc: Stored): Promise<void> {
  const store = appStore()
  if (store.kind !== 'redis') return
  await store.claim(`idem:${collection}:${key}`, JSON.stringify({ id: doc.id, createdAt: doc.createdAt }), Date.now() + KEY_TTL_MS).catch(() => undefined)
}

/**
 * Stores a form post before answering. With an Idempotency-Key, a key seen before answers with the
 * record it created, and the unique index on the key settles two servers racing with the same key.
 * Once stored, the staff notification is sent at once rather than at the queue's next run.
 */
export async function storeOnce(collection: Inbox, key: string | undefined, create: () => Promise<{ id: number; createdAt: string }>) {
  if (key) {
    const existing = await findByKey(collection, key)
    if (existing) return { status: 201, headers: { 'idempotent-replayed': 'true' }, data: { id: publicId(collection, existing.id), created_at: existing.createdAt } }
  }
  try {
    // `create` resolves once the record and its queued notification are committed.
    const doc = await create()
    if (key) await rememberKey(collection, key, doc)
    sendQueuedMailSoon(await payloadClient())
    return { status: 201, data: { id: publicId(collection, doc.id), created_at: doc.createdAt } }
  } catch (error) {
    if (key) {
      const existing = await findByKey(collection, key).catch(() => undefined)
      if (existing) return { status: 201, headers: { 'idempotent-replayed': 'true' }, data: { id: publicId(collection, existing.id), created_at: existing.createdAt } }
    }
    throw error
  }
}

/** Runs `work` in one database transaction, committed before it resolves and rolled back if it throws. */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const own = await initTransaction(req)
  try {
    const result = await work(req)
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/**
 * The names of the files one form post stores in an upload collection, and their removal. With an
 * Idempotency-Key every attempt of the post names its files after the key, so the files of an
 * attempt cut short (the server killed in the middle, after writing files, before committing)
 * are found and removed by the next attempt, once it holds the key. Without a key each attempt
 * has a name of its own, and removes its files only when it fails.
 */
export function postFiles(payload: Payload, collection: 'exchange-photos' | 'cv-files', key: string | undefined) {
  const tag = key ? `k${crypto.createHash('sha256').update(key).digest('hex').slice(0, 24)}` : `r${crypto.randomBytes(12).toString('hex')}`
  const dir = payload.collections[collection].config.upload.staticDir
  const bucket = s3Settings(readEnv())
  if (!dir && !bucket) throw new Error(`${collection} keeps no files on disk`)
  return {
    /** A new file's name (the collection's sizes add their suffix to it). */
    name: (ext: string) => `${tag}-${crypto.randomUUID()}.${ext}`,
    /** Removes every file of this post (and its sizes) from the collection's folder, or its objects from the bucket. */
    async removeLeftovers(): Promise<void> {
      if (bucket) return removeObjects(bucket, collection, `${tag}-`)
      if (!dir) return
      const names = await fs.readdir(dir).catch(() => [] as string[])
      await Promise.all(names.filter((n) => n.startsWith(`${tag}-`)).map((n) => fs.rm(path.join(dir, n), { force: true })))
    },
  }
}

/** The records a form refers to must exist and be public: a 422 on the field otherwise. */
export async function checkRefs(locale: Locale, refs: { field: string; collection: 'properties' | 'projects' | 'services' | 'careers' | 'property-types' | 'cities'; id: number | undefined }[]) {
  const payload = await payloadClient()
  const errors: Record<string, string[]> = {}
  await Promise.all(
    refs.map(async ({ field, collection, id }) => {
      if (id === undefined) return
      const found = await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: false })
      if (found.totalDocs === 0) errors[field] = [translate(locale, 'notFound')]
    }),
  )
  if (Object.keys(errors).length) throw invalid(errors)
}
