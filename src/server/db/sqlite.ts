import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Client } from '@libsql/client'
import { openSqliteClient, transactionOwner } from './sqlite-client'

/** How long a write waits for another process's transaction (a script beside the server) before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000
/** How long a write outside a transaction waits for this process's open one before running inside it (see sqlite-client). */
export const SQLITE_JOIN_AFTER_MS = 5_000

type Args = Parameters<typeof sqliteAdapter>[0]
type Adapter = ReturnType<ReturnType<typeof sqliteAdapter>['init']>

/**
 * Payload's SQLite adapter with transactions on (it runs without them unless asked), on the
 * connection of `openSqliteClient`: WAL, a busy timeout, transactions taking turns in the process.
 * The adapter opens its client only when it has none, so it is given this one before it connects.
 */
export function sqliteDatabase(args: Omit<Args, 'transactionOptions' | 'wal' | 'busyTimeout'>) {
  const adapter = sqliteAdapter({ ...args, transactionOptions: { behavior: 'immediate' } })
  const init = adapter.init
  adapter.init = (options) => {
    const db = init(options) as Adapter & { client?: Client; clientConfig: Args['client'] }
    const connect = db.connect
    db.connect = async function (this: typeof db, ...rest: Parameters<NonNullable<typeof connect>>) {
      this.client ??= await openSqliteClient(this.clientConfig, { busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS, joinAfterMs: SQLITE_JOIN_AFTER_MS })
      return connect?.apply(this, rest)
    }
    // The caller of beginTransaction becomes the transaction's owner: entered before anything is
    // awaited, the owner stays with the rest of the caller's work (see sqlite-client).
    const begin = db.beginTransaction
    db.beginTransaction = function (this: typeof db, ...rest: Parameters<typeof begin>) {
      transactionOwner.enterWith({})
      return begin.apply(this, rest)
    }
    return db
  }
  return adapter
}
