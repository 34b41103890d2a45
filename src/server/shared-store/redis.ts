import { createClient } from 'redis'
import { mergeCounts, type Count, type SharedStore, type Total } from './store'

/** Key prefix, so that a Redis shared with other applications keeps ours apart. */
const PREFIX = 'manzil:'

/**
 * The shared state in Redis (`REDIS_URL`): counters with `INCRBY` and an absolute expiry, claims
 * with `SET NX PXAT`. Redis drops expired keys itself. The client reconnects on its own; while
 * Redis is away (or not yet reached, just after start), every call fails at once rather than
 * waiting (callers decide what a failure means: the limits count locally meanwhile).
 */
export function redisStore(url: string): SharedStore {
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) } })
  // Without a listener an unreachable Redis would be an uncaught error event; failures surface per call instead.
  client.on('error', () => undefined)
  // Connected at once; the first calls wait for that first attempt (a second and a half at most).
  // Afterwards the client reconnects by itself after a loss.
  let first: Promise<unknown> | null = Promise.race([client.connect().catch(() => undefined), new Promise((r) => setTimeout(r, 1500).unref())]).finally(() => {
    first = null
  })
  const ready = async () => {
    if (first) await first
    if (!client.isReady) throw new Error('Redis is not reachable')
    return client
  }
  return {
    kind: 'redis',
    async add(counts: readonly Count[], now: number) {
      const c = await ready()
      const merged = mergeCounts(counts)
      const multi = c.multi()
      // The window starts with the key: set (with its expiry) only when absent, then counted into.
      for (const { key, n, ttlMs } of merged) multi.set(PREFIX + key, '0', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }).incrBy(PREFIX + key, n).pTTL(PREFIX + key)
      const replies = (await multi.exec()) as unknown[]
      const totals = new Map<string, Total>(merged.map((m, i) => [m.key, { total: Number(replies[i * 3 + 1]), expiresAt: now + Math.max(0, Number(replies[i * 3 + 2])) }]))
      return counts.map((k) => totals.get(k.key) ?? { total: k.n, expiresAt: now + k.ttlMs })
    },
    async claim(key, value, expiresAt) {
      const c = await ready()
      const reply = await c.set(PREFIX + key, value, { condition: 'NX', expiration: { type: 'PXAT', value: expiresAt } })
      return reply === 'OK'
    },
    async read(key) {
      const c = await ready()
      return (await c.get(PREFIX + key)) ?? null
    },
    async sweep() {},
    async close() {
      if (client.isReady) await client.close()
      else if (client.isOpen) client.destroy()
    },
  }
}
