import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'
import { dataDir } from '@/lib/paths'
import { parseTrustProxy } from '@/server/http/client-address'

/** A rate limit as `<requests>/<seconds>`. */
const rule = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d*\/[1-9]\d*$/, `${name} must be <requests>/<seconds>, e.g. 10/60`)
    .optional()

/** Every environment variable the app reads, checked once. The README lists the same table. */
const schema = z.object({
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^(postgres|postgresql):\/\//.test(v) || v.startsWith('file:'), {
      message: 'DATABASE_URL must start with postgres:// (PostgreSQL) or file: (SQLite), or be left empty for data/manzil.db',
    }),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  NEXT_PUBLIC_SITE_URL: z.string().url().optional(),
  NEXT_PUBLIC_MAPS_KEY: z.string().trim().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().optional(),
  DATA_DIR: z.string().optional(),
  PORT: z.coerce.number().int().positive().optional(),
  NODE_ENV: z.string().optional(),
  DEMO: z.enum(['true', 'false'], 'DEMO must be true or false').optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => {
      try {
        parseTrustProxy(v)
        return true
      } catch {
        return false
      }
    }, 'TRUST_PROXY must be a number of proxy hops, or a comma-separated list of addresses, subnets, "loopback" or "private"'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
  API_POST_RATE_LIMIT: rule('API_POST_RATE_LIMIT'),
  API_READ_RATE_LIMIT: rule('API_READ_RATE_LIMIT'),
  PAGE_RATE_LIMIT: rule('PAGE_RATE_LIMIT'),
  API_TIME_BUDGET_MS: z.coerce.number().int().min(100, 'API_TIME_BUDGET_MS must be at least 100').optional(),
  HSTS_MAX_AGE: z.coerce.number().int().min(0, 'HSTS_MAX_AGE must be a number of seconds, 0 to send no HSTS').optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens').optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be an address such as http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' }).optional(),
})

export type Env = z.infer<typeof schema>

export class ConfigError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    throw new ConfigError(`${first?.path.join('.')}: ${first?.message}`)
  }
  const env = parsed.data
  const s3Only = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).find((name) => env[name] !== undefined)
  if (s3Only && !env.S3_BUCKET) throw new ConfigError(`S3_BUCKET: required when ${s3Only} is set (or remove the S3_ settings to keep uploads on disk)`)
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(`${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or set neither to use the machine's own credentials)`)
  }
  return env
}

export const isProductionMode = (env: Env = readEnv()) => env.NODE_ENV === 'production'

/** `DEMO=true`: the demo admin password, and the site served on this machine only (127.0.0.1). */
export const isDemoMode = (env: Env = readEnv()) => env.DEMO === 'true'

/**
 * Why a session secret is too weak to sign anything a server others can reach hands out, or null:
 * shorter than 32 characters, or made of a few characters repeated (`aaaa…`, `1234…1234`).
 */
export function weakSecret(secret: string): string | null {
  if (secret.length < 32) return 'it is shorter than 32 characters'
  if (new Set(secret).size < 10) return 'it repeats too few characters'
  return null
}

/** A served site (the production server always serves in production mode) refuses a weak PAYLOAD_SECRET. */
export function assertStrongSecret(secret: string): void {
  const weak = weakSecret(secret)
  if (weak) throw new ConfigError(`PAYLOAD_SECRET is too weak (${weak}): set it to a long random string (openssl rand -hex 32)`)
}

/**
 * The secret that signs sessions. Production must set PAYLOAD_SECRET, and a strong one; elsewhere one
 * is generated once and kept in the data folder, so a demo install needs no set-up and sessions
 * survive restarts.
 */
export function resolveSecret(env: Env = readEnv()): string {
  if (env.PAYLOAD_SECRET) {
    if (isProductionMode(env) && process.env.NEXT_PHASE !== 'phase-production-build') assertStrongSecret(env.PAYLOAD_SECRET)
    return env.PAYLOAD_SECRET
  }
  // `next build` loads the config to collect routes but signs nothing: no secret is needed or kept.
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'build-phase-placeholder-never-used-to-sign'
  if (isProductionMode(env)) throw new ConfigError('PAYLOAD_SECRET is missing: set it to a long random string (openssl rand -hex 32)')
  const file = path.join(dataDir(), '.secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export type DatabaseKind = 'sqlite' | 'postgres'
export const databaseKind = (env: Env = readEnv()): DatabaseKind =>
  env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? 'postgres' : 'sqlite'
