import crypto from 'node:crypto'
import { getPayload, type Payload } from 'payload'
import { testDbKind } from './test-db'

let instance: Promise<Payload> | undefined

type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

/** Applies the committed migrations of this run's engine (passed in: Payload's own file loader cannot import TypeScript here). */
export async function migrateTestDatabase(payload: Payload): Promise<void> {
  const { migrations } =
    testDbKind() === 'postgres' ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
}

/**
 * This test file's Payload, on the fresh database the setup file prepared, with the committed
 * migrations applied. The config is imported here, after the setup file has set the environment.
 */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const { default: config } = await import('@payload-config')
    // A key of its own, so a cached instance from another file could never be handed back.
    const payload = await getPayload({ config, key: `test-${crypto.randomUUID()}` })
    await migrateTestDatabase(payload)
    return payload
  })()
  return instance
}

/** Another app process on the same database: a second server, or the same one after a restart. Close it with `closePayload`. */
export async function anotherPayload(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config, key: `other-${crypto.randomUUID()}` })
}

export async function closeTestPayload(): Promise<void> {
  if (!instance) return
  const payload = await instance.catch(() => undefined)
  instance = undefined
  if (payload) await closePayload(payload)
}

/** Ends a Payload instance and its database connections. */
export async function closePayload(payload: Payload): Promise<void> {
  // Payload's destroy() forgets the schema but leaves connections open: close them too.
  const db = payload.db as unknown as {
    pool?: { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void }
    client?: { close: () => void }
  }
  await payload.destroy()
  if (db.pool) {
    // The adapter keeps one client checked out for good, so end() never settles: close the idle
    // ones and let the database drop end the last connection (its error is expected then).
    db.pool.on('error', () => undefined)
    void db.pool.end()
  } else db.client?.close()
}
