/**
 * State every app server must agree on — rate-limit counters, used form tokens, idempotency keys —
 * in a store they all reach: the app's database by default, Redis when `REDIS_URL` is set. Every
 * entry carries its own expiry (milliseconds since the epoch) and is gone after it.
 */
/** `n` more for `key`, whose window (of `ttlMs`) starts at its first count. */
export type Count = { key: string; n: number; ttlMs: number }
/** A key's count in its current window, and when that window ends. */
export type Total = { total: number; expiresAt: number }

export interface SharedStore {
  readonly kind: 'database' | 'redis'
  /**
   * Adds each `n` to its key's counter and returns the new totals, in order. A key not there (or
   * expired) starts a new window at `now` lasting its `ttlMs`; later counts keep that window.
   */
  add(counts: readonly Count[], now: number): Promise<Total[]>
  /** Stores `value` under `key` unless a live entry is there; true when this call stored it. */
  claim(key: string, value: string, expiresAt: number): Promise<boolean>
  /** The live value under `key`, or null. */
  read(key: string): Promise<string | null>
  /** Drops expired entries (the database keeps them until asked; Redis expires them itself). */
  sweep(now: number): Promise<void>
  close(): Promise<void>
}

/** The same key twice in one batch counts once, with both amounts: a store may not touch one row twice in a statement. */
export function mergeCounts(counts: readonly Count[]): Count[] {
  const byKey = new Map<string, Count>()
  for (const c of counts) {
    const seen = byKey.get(c.key)
    if (seen) byKey.set(c.key, { key: c.key, n: seen.n + c.n, ttlMs: Math.max(seen.ttlMs, c.ttlMs) })
    else byKey.set(c.key, { ...c })
  }
  return [...byKey.values()]
}
