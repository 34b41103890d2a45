import { readEnv, type Env } from '@/env'
import { parseTrustProxy, type Trust } from './client-address'
import { parseRule, type Rule } from './rate-limit'

/** The HTTP-facing settings (README, "Settings"), read once per process. */
export type HttpSettings = {
  trust: Trust
  /** Form posts per client (`API_POST_RATE_LIMIT`). */
  posts: Rule
  /** API reads per client (`API_READ_RATE_LIMIT`). */
  reads: Rule
  /** Renders of search and list pages per client (`PAGE_RATE_LIMIT`). */
  pages: Rule
  /** How long an API request may take before it is answered 503 (`API_TIME_BUDGET_MS`). */
  budgetMs: number
  /** `Strict-Transport-Security` max-age for https requests; 0 sends none (`HSTS_MAX_AGE`). */
  hstsMaxAge: number
}

let cached: HttpSettings | undefined

export function readHttpSettings(env: Env = readEnv()): HttpSettings {
  return {
    trust: parseTrustProxy(env.TRUST_PROXY),
    posts: parseRule('API_POST_RATE_LIMIT', env.API_POST_RATE_LIMIT, '10/60'),
    reads: parseRule('API_READ_RATE_LIMIT', env.API_READ_RATE_LIMIT, '1200/60'),
    pages: parseRule('PAGE_RATE_LIMIT', env.PAGE_RATE_LIMIT, '300/60'),
    budgetMs: env.API_TIME_BUDGET_MS ?? 10_000,
    hstsMaxAge: env.HSTS_MAX_AGE ?? 31_536_000,
  }
}

export const httpSettings = (): HttpSettings => (cached ??= readHttpSettings())
