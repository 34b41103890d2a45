import crypto from 'node:crypto'
import { readEnv, resolveSecret } from '@/env'
import { MIN_FILL_MS } from '@/lib/forms/fill-time'
import { FORM_TOKEN_MAX_AGE_MS } from '@/lib/forms/token'

/**
 * Form tokens: `<issued at, base 36>.<random nonce>.<signature>`, signed with a key derived from
 * PAYLOAD_SECRET, so every app server sharing the secret accepts the others' tokens. A token is good
 * from MIN_FILL_MS after it was issued until FORM_TOKEN_MAX_AGE_MS, for one stored record (the
 * nonce is claimed in the shared store when the record is stored, see ../api/forms.ts).
 */
export type TokenCheck = { ok: true; nonce: string; issuedAt: number } | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'early' | 'expired' }

let derived: { secret: string; key: Buffer } | undefined
function signingKey(secret = resolveSecret(readEnv())): Buffer {
  if (derived?.secret !== secret) derived = { secret, key: crypto.createHmac('sha256', secret).update('manzil form token v1').digest() }
  return derived.key
}

const sign = (key: Buffer, body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url')

export function issueFormToken(now = Date.now(), secret?: string): string {
  const body = `${now.toString(36)}.${crypto.randomBytes(12).toString('base64url')}`
  return `${body}.${sign(signingKey(secret), body)}`
}

export function checkFormToken(token: string | null | undefined, now = Date.now(), secret?: string): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' }
  const m = /^([0-9a-z]{1,12})\.([\w-]{16})\.([\w-]{43})$/.exec(token)
  if (!m) return { ok: false, reason: 'malformed' }
  const [, time = '', nonce = '', signature = ''] = m
  const expected = Buffer.from(sign(signingKey(secret), `${time}.${nonce}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' }
  const issuedAt = parseInt(time, 36)
  const age = now - issuedAt
  // Servers that share tokens must keep their clocks in step (NTP): a fast issuer makes tokens look younger.
  if (age < MIN_FILL_MS) return { ok: false, reason: 'early' }
  if (age > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: 'expired' }
  return { ok: true, nonce, issuedAt }
}
