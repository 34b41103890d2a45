import type { Payload } from 'payload'
import { databaseStore } from './database'
import { redisStore } from './redis'
import type { SharedStore } from './store'

export type { Count, SharedStore } from './store'

/**
 * The process's one shared store. Kept on `globalThis`: the production server's own code
 * (scripts/serve.ts) and the app's bundles are separate module graphs in one process, and all of
 * them must count into the same store through the same connection.
 */
const KEY = Symbol.for('manzil.shared-store')
const holder = globalThis as typeof globalThis & { [KEY]?: SharedStore }

/** How often this process drops expired rows from the database store. */
const SWEEP_EVERY_MS = 60_000

/** Creates the store once (Redis with `REDIS_URL`, else the database), or returns the one there is. */
export function openSharedStore(payload: () => Promise<Payload>): SharedStore {
  const existing = holder[KEY]
  if (existing) return existing
  const url = process.env.REDIS_URL
  const store = url ? redisStore(url) : databaseStore(payload)
  holder[KEY] = store
  if (store.kind === 'database') setInterval(() => void store.sweep(Date.now()).catch(() => undefined), SWEEP_EVERY_MS).unref()
  return store
}

/** The store once the app has opened it; undefined before (code outside the app's bundles never opens it). */
export const sharedStore = (): SharedStore | undefined => holder[KEY]
