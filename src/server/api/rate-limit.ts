import { z } from 'zod'

/**
 * Posts per client in a fixed window. The window is kept in this process's memory: with several
 * app servers each counts its own share, so a client can send up to `limit` × servers per window.
 * Acceptable for abuse control of form posts; a shared store is the upgrade when that matters.
 */
const setting = z
  .string()
  .regex(/^\d+\/\d+$/)
  .optional()
  .parse(process.env.API_POST_RATE_LIMIT || undefined)

const [LIMIT, WINDOW_SECONDS] = (setting ?? '10/60').split('/').map(Number) as [number, number]

const windows = new Map<string, { start: number; count: number }>()

export type RateResult = { ok: true } | { ok: false; retryAfter: number }

export function takePost(client: string, now = Date.now()): RateResult {
  const windowMs = WINDOW_SECONDS * 1000
  let w = windows.get(client)
  if (!w || now - w.start >= windowMs) {
    w = { start: now, count: 0 }
    windows.set(client, w)
    if (windows.size > 50_000) for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k)
  }
  if (w.count >= LIMIT) return { ok: false, retryAfter: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) }
  w.count += 1
  return { ok: true }
}

export const rateLimit = { limit: LIMIT, windowSeconds: WINDOW_SECONDS }
