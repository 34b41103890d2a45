import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { ConfigError, isDemoMode, isProductionMode, readEnv, type Env } from '@/env'

/** The published demo account: only in demo mode (`DEMO=true`), which serves on this machine alone. */
export const DEMO_ADMIN = { email: 'admin@manzil.local', password: 'manzil-demo-admin' } as const

export type FirstAdminResult =
  | { created: false }
  /** `password` is set when it was generated here: shown once by the caller, stored nowhere else. */
  | { created: true; email: string; password?: string; demo: boolean }

/** A password nobody has seen: 24 characters from 18 random bytes. */
export const generatePassword = () => crypto.randomBytes(18).toString('base64url')

/**
 * Creates the first admin when there is no user yet: with ADMIN_PASSWORD when it is set, the demo
 * password in demo mode, and otherwise a generated password that the caller prints once. No account
 * is ever given a password that is written anywhere public.
 */
export async function ensureFirstAdmin(payload: Payload, env: Env = readEnv()): Promise<FirstAdminResult> {
  const existing = await payload.count({ collection: 'users', overrideAccess: true })
  if (existing.totalDocs > 0) return { created: false }
  const demo = isDemoMode(env)
  if (demo && isProductionMode(env)) throw new ConfigError('DEMO=true is for trying the site on this machine; it cannot be combined with NODE_ENV=production')
  const email = env.ADMIN_EMAIL ?? DEMO_ADMIN.email
  const generated = env.ADMIN_PASSWORD || demo ? undefined : generatePassword()
  const password = env.ADMIN_PASSWORD ?? (demo ? DEMO_ADMIN.password : generated!)
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', roles: ['admin'] },
    overrideAccess: true,
  })
  return { created: true, email, demo: demo && !env.ADMIN_PASSWORD, ...(generated ? { password: generated } : {}) }
}

/**
 * Whether a stored hash is of `password`, checked the way Payload's local login checks it (PBKDF2-SHA256,
 * current and legacy parameters) but without counting a failed login against the account.
 */
async function hashIsOf(doc: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  if (typeof doc.hash !== 'string' || typeof doc.salt !== 'string') return false
  const current = 'pbkdf2-sha256-v1:'
  const [stored, iterations, length] = doc.hash.startsWith(current) ? [doc.hash.slice(current.length), 600_000, 32] : [doc.hash, 25_000, 512]
  const derived = await new Promise<Buffer>((resolve, reject) => crypto.pbkdf2(password, doc.salt as string, iterations, length, 'sha256', (e, key) => (e ? reject(e) : resolve(key))))
  const expected = Buffer.from(stored, 'hex')
  return expected.length === derived.length && crypto.timingSafeEqual(expected, derived)
}

/** Outside demo mode, an account that still has the published demo password may not be served. */
export async function refuseDemoPassword(payload: Payload, env: Env = readEnv()): Promise<void> {
  if (isDemoMode(env)) return
  const found = await payload.find({ collection: 'users', where: { email: { equals: DEMO_ADMIN.email } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })
  const user = found.docs[0] as { hash?: unknown; salt?: unknown } | undefined
  if (user && (await hashIsOf(user, DEMO_ADMIN.password))) {
    throw new ConfigError(
      `The account ${DEMO_ADMIN.email} still has the published demo password: start with DEMO=true (served on this machine only), change it under /admin → Account, then start again`,
    )
  }
}
