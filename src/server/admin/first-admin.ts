import type { Payload } from 'payload'
import { ConfigError, isProductionMode, readEnv, type Env } from '@/env'

/** Used only outside production mode, and said so in the README. */
export const DEMO_ADMIN = { email: 'admin@manzil.local', password: 'manzil-demo-admin' } as const

export type FirstAdminResult = { created: false } | { created: true; email: string; demoPassword: boolean }

/**
 * Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when there is no user yet.
 * Outside production a documented demo account stands in; production never gets a default password.
 */
export async function ensureFirstAdmin(payload: Payload, env: Env = readEnv()): Promise<FirstAdminResult> {
  const existing = await payload.count({ collection: 'users', overrideAccess: true })
  if (existing.totalDocs > 0) return { created: false }
  const production = isProductionMode(env)
  if (production && (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)) {
    throw new ConfigError('No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one')
  }
  const email = env.ADMIN_EMAIL ?? DEMO_ADMIN.email
  const password = env.ADMIN_PASSWORD ?? DEMO_ADMIN.password
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', roles: ['admin'] },
    overrideAccess: true,
  })
  return { created: true, email, demoPassword: !env.ADMIN_PASSWORD }
}
