/**
 * SPEC §8: a request that fails with one of these statuses is retried — idempotent requests 0 times,
 * the others once. A non-idempotent request is only ever retried when it carries an Idempotency-Key,
 * so the server can recognise the second attempt and never create a second record.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE'])

/** The longest a retry waits for a server's Retry-After. */
export const MAX_RETRY_DELAY_MS = 5000
/** The wait before a retry when the server names none. */
export const DEFAULT_RETRY_DELAY_MS = 300

export const isIdempotent = (method: string) => IDEMPOTENT_METHODS.has(method.toUpperCase())

export const retriesFor = (method: string) => (isIdempotent(method) ? 0 : 1)

/**
 * Whether attempt number `attempt` (0 for the first) that failed with `status` may be repeated.
 * `status` is undefined when no response arrived (a network failure), which is treated like a 503.
 */
export function shouldRetry(input: { method: string; status: number | undefined; attempt: number; idempotencyKey?: string | null }): boolean {
  const status = input.status ?? 503
  if (!RETRY_STATUSES.has(status)) return false
  if (input.attempt >= retriesFor(input.method)) return false
  return isIdempotent(input.method) || Boolean(input.idempotencyKey)
}

/** How long to wait before the retry: the server's Retry-After (seconds or a date), capped. */
export function retryDelay(retryAfter: string | null | undefined, now: number = Date.now()): number {
  if (!retryAfter) return DEFAULT_RETRY_DELAY_MS
  const seconds = Number(retryAfter)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now
  if (!Number.isFinite(ms)) return DEFAULT_RETRY_DELAY_MS
  return Math.min(MAX_RETRY_DELAY_MS, Math.max(0, ms))
}
