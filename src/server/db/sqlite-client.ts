import { AsyncLocalStorage } from 'node:async_hooks'
import { createClient, type Client, type Config, type InStatement, type InArgs, type ResultSet, type Transaction, type TransactionMode } from '@libsql/client'

/**
 * The SQLite connection the CMS uses, made safe for transactions in one server process.
 *
 * libsql's client opens a fresh connection for every transaction and runs each statement
 * synchronously. Two writers in one process then either fail at once (`SQLITE_BUSY`: the new
 * connections have no busy timeout) or, with a timeout, block the whole event loop waiting for a
 * lock that only this very process could release. So here, within the process:
 *
 * - transactions take turns: one at a time, in the order they were asked for, on one connection
 *   kept for them (`BEGIN IMMEDIATE`: the write lock is held from the start);
 * - a write outside a transaction waits (without blocking) until none is open; reads never wait,
 *   WAL lets them read the last committed state beside a writer;
 * - a write made by the very work that opened the transaction, outside it (Payload does so on
 *   purpose: a password reset's reservation), runs inside it at once — waiting would be waiting
 *   for itself. Which work opened it is known by `transactionOwner`, entered by whoever begins a
 *   transaction (src/server/db/sqlite.ts); a write that still finds a transaction open after
 *   `joinAfterMs` runs inside it too, as a last resort.
 *
 * Between processes (a script beside the server, a second server) SQLite's own lock and busy
 * timeout settle it. The database runs in WAL mode with full syncs: a commit survives the process
 * being killed the moment after.
 */

export type SqliteOptions = { busyTimeoutMs: number; joinAfterMs: number }

/** The work that begins a transaction enters a fresh owner here; its later statements carry it. */
export const transactionOwner = new AsyncLocalStorage<object>()

type Gate = {
  readonly held: boolean
  /** Waits for its turn; resolves with the function that ends it. */
  acquire(): Promise<() => void>
  /** Resolves true once no transaction is open, or false after `ms`. */
  whenFree(ms: number): Promise<boolean>
}

function createGate(): Gate {
  let held = false
  const waiting: (() => void)[] = []
  const idle = new Set<() => void>()
  return {
    get held() {
      return held
    },
    async acquire() {
      // A released gate is handed straight to the next waiter, so it stays held in between.
      if (held) await new Promise<void>((resolve) => waiting.push(resolve))
      held = true
      let ended = false
      return () => {
        if (ended) return
        ended = true
        const next = waiting.shift()
        if (next) return next()
        held = false
        for (const wake of [...idle]) wake()
      }
    },
    whenFree(ms) {
      if (!held) return Promise.resolve(true)
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          idle.delete(wake)
          resolve(true)
        }
        const timer = setTimeout(() => {
          idle.delete(wake)
          resolve(false)
        }, Math.max(0, ms))
        idle.add(wake)
      })
    },
  }
}

const sqlOf = (stmt: InStatement) => (typeof stmt === 'string' ? stmt : stmt.sql)
/** Statements that only read: they run at once, beside any writer. */
const READ = /^\s*(?:select|explain)\b/i
const CTE = /^\s*with\b/i
const WRITES = /\b(?:insert|update|delete|replace)\b/i
export const isRead = (sql: string) => READ.test(sql) || (CTE.test(sql) && !WRITES.test(sql))

async function open(config: Config, busyTimeoutMs: number): Promise<Client> {
  const client = createClient(config)
  await client.execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
  return client
}

/**
 * The turn-taking of one database file in this process, shared by every client opened on it (two
 * Payload instances in one process — a script's and the server's, or two in a test — take turns
 * like the transactions of one).
 */
type FileTurns = { gate: Gate; holder: object | undefined }
const turnsByFile = new Map<string, FileTurns>()

/** The CMS's SQLite client: see above. */
export async function openSqliteClient(config: Config, { busyTimeoutMs, joinAfterMs }: SqliteOptions): Promise<Client> {
  const main = await open(config, busyTimeoutMs)
  if ((await main.execute('PRAGMA journal_mode')).rows[0]?.journal_mode !== 'wal') await main.execute('PRAGMA journal_mode = WAL')
  await main.execute('PRAGMA journal_size_limit = 67108864')
  await main.execute('PRAGMA synchronous = FULL')
  const writer = await open(config, busyTimeoutMs)
  await writer.execute('PRAGMA synchronous = FULL')
  let turns = turnsByFile.get(config.url)
  if (!turns) turnsByFile.set(config.url, (turns = { gate: createGate(), holder: undefined }))
  const { gate } = turns
  /** `turns.holder`: who opened the transaction now open on this file. */
  const state = turns

  /** Runs a write outside any transaction: once none is open, or inside the open one when it is its owner's (or after `joinAfterMs`). */
  async function write<T>(run: (on: Client) => Promise<T>): Promise<T> {
    const owner = transactionOwner.getStore()
    if (owner !== undefined && owner === state.holder) return run(writer)
    const deadline = Date.now() + joinAfterMs
    while (gate.held) {
      if (!(await gate.whenFree(deadline - Date.now()))) {
        if (gate.held) return run(writer)
      }
    }
    return run(main)
  }

  async function exclusive<T>(run: () => Promise<T>): Promise<T> {
    const release = await gate.acquire()
    try {
      return await run()
    } finally {
      release()
    }
  }

  async function transaction(_mode?: TransactionMode): Promise<Transaction> {
    const owner = transactionOwner.getStore()
    const turnEnds = await gate.acquire()
    state.holder = owner
    const release = () => {
      state.holder = undefined
      turnEnds()
    }
    try {
      await writer.execute('BEGIN IMMEDIATE')
    } catch (error) {
      release()
      throw error
    }
    let open = true
    const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
      if (!open) return
      try {
        await writer.execute(sql)
        open = false
      } finally {
        // A failed COMMIT leaves the transaction open for the ROLLBACK that follows it.
        if (!open || sql === 'ROLLBACK') {
          open = false
          release()
        }
      }
    }
    const run = (stmt: InStatement) => {
      if (!open) throw new Error('The transaction is closed')
      return writer.execute(stmt)
    }
    return {
      execute: (stmt: InStatement) => run(stmt),
      batch: async (stmts: InStatement[]) => {
        const results: ResultSet[] = []
        for (const stmt of stmts) results.push(await run(stmt))
        return results
      },
      executeMultiple: async () => {
        throw new Error('executeMultiple is not available inside a transaction')
      },
      commit: () => end('COMMIT'),
      rollback: () => end('ROLLBACK').catch(() => undefined),
      close: () => {
        if (open) void end('ROLLBACK').catch(() => undefined)
      },
      get closed() {
        return !open
      },
    } as Transaction
  }

  const client = {
    execute: (stmt: InStatement | string, args?: InArgs) => {
      const statement: InStatement = typeof stmt === 'string' ? { sql: stmt, args: args ?? [] } : stmt
      if (isRead(sqlOf(statement)) || !gate.held) return main.execute(statement)
      return write((on) => on.execute(statement))
    },
    batch: (stmts: InStatement[], mode?: TransactionMode) => exclusive(() => main.batch(stmts, mode)),
    migrate: (stmts: InStatement[]) => exclusive(() => main.migrate(stmts)),
    transaction,
    executeMultiple: (sql: string) => exclusive(() => main.executeMultiple(sql)),
    sync: () => main.sync(),
    close: () => {
      main.close()
      writer.close()
    },
    get closed() {
      return main.closed
    },
    protocol: main.protocol,
  }
  return client as unknown as Client
}
