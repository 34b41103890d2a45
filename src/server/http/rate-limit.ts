import type { SharedStore } from '../shared-store'

/**
 * Requests per client in a window that starts with the client's first request, counted in the
 * store all app servers share (the database, or Redis with `REDIS_URL`).
 *
 * Two ways of counting:
 * - `strict` (form posts): every request waits for the store's answer, so the limit holds exactly
 *   across servers;
 * - `batched` (reads and search pages, far more of them): counted in memory and added to the store
 *   once a second, so a read never waits for it; across servers a client may overshoot by about a
 *   second's worth before every server knows.
 * When the store cannot be reached each process counts on its own: a limit never takes the site down.
 */
export type Rule = { limit: number; windowSeconds: number }
export type RateResult = { ok: true } | { ok: false; retryAfter: number }

/** `10/60`: ten in sixty seconds. */
export function parseRule(name: string, value: string | undefined, fallback: string): Rule {
  const text = value?.trim() || fallback
  const m = /^(\d+)\/(\d+)$/.exec(text)
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) throw new Error(`${name}: "${text}" is not of the form <requests>/<seconds>, e.g. ${fallback}`)
  return { limit: Number(m[1]), windowSeconds: Number(m[2]) }
}

const FLUSH_MS = 1000
/** Beyond this many clients counted at once, the oldest windows are dropped first. */
const MAX_LOCAL = 100_000

type Local = { start: number; end: number; total: number; pending: number }

export class RateLimiter {
  private readonly local = new Map<string, Local>()
  private flushing: ReturnType<typeof setTimeout> | null = null

  constructor(
    readonly name: string,
    readonly rule: Rule,
    private readonly store: () => SharedStore | undefined,
  ) {}

  private get windowMs() {
    return this.rule.windowSeconds * 1000
  }

  private key(client: string) {
    return `rl:${this.name}:${client}`
  }

  private entry(client: string, now: number): Local {
    let e = this.local.get(client)
    if (!e || now >= e.end) {
      e = { start: now, end: now + this.windowMs, total: 0, pending: 0 }
      this.local.delete(client)
      this.local.set(client, e)
      if (this.local.size > MAX_LOCAL) {
        for (const [k, v] of this.local) {
          if (this.local.size <= MAX_LOCAL * 0.9) break
          if (v.pending === 0 || now >= v.end) this.local.delete(k)
        }
      }
    }
    return e
  }

  private refused(end: number, now: number): RateResult {
    return { ok: false, retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) }
  }

  /** One request of `client`, counted in the shared store before it is let through. */
  async take(client: string, now = Date.now()): Promise<RateResult> {
    const store = this.store()
    if (store) {
      try {
        const [counted] = await store.add([{ key: this.key(client), n: 1, ttlMs: this.windowMs }], now)
        if (counted) return counted.total > this.rule.limit ? this.refused(counted.expiresAt, now) : { ok: true }
      } catch {
        // Counted here alone until the store answers again.
      }
    }
    return this.takeLocally(client, now)
  }

  /** One request of `client`, answered from what this process knows; added to the store within a second. */
  takeBatched(client: string, now = Date.now()): RateResult {
    const e = this.entry(client, now)
    if (e.total >= this.rule.limit) return this.refused(e.end, now)
    e.total += 1
    e.pending += 1
    this.flushing ??= setTimeout(() => void this.flush(), FLUSH_MS)
    this.flushing.unref?.()
    return { ok: true }
  }

  private takeLocally(client: string, now: number): RateResult {
    const e = this.entry(client, now)
    e.total += 1
    return e.total > this.rule.limit ? this.refused(e.end, now) : { ok: true }
  }

  /** Adds what this process counted since the last flush to the store, and learns the totals of every server. */
  async flush(now = Date.now()): Promise<void> {
    this.flushing = null
    const store = this.store()
    const sent: [string, Local, number][] = []
    for (const [client, e] of this.local) {
      if (now >= e.end) {
        this.local.delete(client)
        continue
      }
      if (e.pending > 0) sent.push([client, e, e.pending])
    }
    if (!store || !sent.length) return
    for (const [, e] of sent) e.pending = 0
    try {
      const totals = await store.add(
        sent.map(([client, e, n]) => ({ key: this.key(client), n, ttlMs: Math.max(1, e.end - now) })),
        now,
      )
      totals.forEach((t, i) => {
        const e = sent[i]![1]
        // Every server's requests in the shared window, plus what came here meanwhile.
        e.total = Math.max(e.total, t.total + e.pending)
        e.end = Math.max(e.end, t.expiresAt)
      })
    } catch {
      // The store is away: this process keeps counting on its own.
    }
  }
}
