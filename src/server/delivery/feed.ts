import type { Payload, PayloadRequest } from 'payload'
import type { ChangeOp } from '@/collections/ContentChanges'
import { markFollowing, recordChange, recordReset } from '@/lib/changes'
import { FeedCursor, type FeedRow } from './cursor'
import { listenForChanges, type Listener } from './listen'

/**
 * The change feed: every change of public content writes a row of `content-changes` in its own
 * transaction; every app process follows the rows in id order and applies each one to what it keeps
 * in memory (src/lib/changes: the listing index, the card caches, the page and data cache).
 *
 * A process learns of new rows three ways: its own writes pull right after they commit; on
 * PostgreSQL a trigger on the table sends a NOTIFY that every listening process receives at the
 * commit (with a catch-up read after any reconnect); on SQLite a cheap read of the highest id every
 * `POLL_MS`. A safety read every `SAFETY_MS` covers a lost notification. Gaps (an id taken by a
 * transaction that has not committed yet) are read again until they fill or expire (./cursor).
 */

// Not `server-only`: the collections' hooks write the feed, and they also run in scripts (seed, migrations).

const TABLE = '"content_changes"'
/** How often a SQLite process looks for other processes' changes. */
export const POLL_MS = 250
/** How often a PostgreSQL process reads the feed even without a notification. */
const SAFETY_MS = 5_000
/** A batch of rows read at once. */
const BATCH = 1_000
/** How many of the newest rows the feed keeps; every process reads them within seconds of their commit. */
export const KEEP_ROWS = 100_000
const PRUNE_MS = 3_600_000

/** Writes the feed row of one change in the transaction of `req`; returns its id. */
export async function writeChange(req: PayloadRequest, tag: string, doc: number | null, op: ChangeOp): Promise<number> {
  const row = (await req.payload.db.create({ collection: 'content-changes', data: { tag, doc, op }, req })) as { id: number }
  return Number(row.id)
}

/** One `reset` row per tag, outside any request: for scripts that write many rows without the hooks (bulk seed, scaling). */
export async function writeResets(payload: Payload, tags: readonly string[]): Promise<void> {
  for (const tag of tags) await payload.db.create({ collection: 'content-changes', data: { tag, doc: null, op: 'reset' } })
}

type Rows = (statement: string) => Promise<Record<string, unknown>[]>

/** Raw reads on the app's database; the feed's statements interpolate nothing but integers. */
export function rowsOf(payload: () => Promise<Payload>): Rows {
  return async (statement) => {
    const db = (await payload()).db as unknown as { drizzle: unknown; execute: (a: { drizzle: unknown; raw: string }) => Promise<{ rows?: Record<string, unknown>[] }> }
    return (await db.execute({ drizzle: db.drizzle, raw: statement })).rows ?? []
  }
}

/** Who a feed reader hands rows to. */
export type FeedConsumer = { started?: () => void; rows: (rows: FeedRow[]) => void }

type Watcher = (rows: readonly FeedRow[]) => void
const watchers = new Set<Watcher>()

/** Calls `watcher` with every batch of rows this process applies from now on (after its own state took them). */
export function watchFeed(watcher: Watcher): () => void {
  watchers.add(watcher)
  return () => watchers.delete(watcher)
}

/** This process's state (src/lib/changes): each change applied to its tag and record tag, in order; then the watchers. */
const thisProcess: FeedConsumer = {
  started: markFollowing,
  rows: (rows) => {
    for (const row of rows) {
      if (row.op === 'reset') recordReset(row.tag)
      else recordChange(row.tag, row.doc)
    }
    for (const watcher of watchers) {
      try {
        watcher(rows)
      } catch (error) {
        console.error('[feed] a watcher failed:', error instanceof Error ? error.message : error)
      }
    }
  },
}

export type FeedStatus = { cursor: number; gaps: number; following: boolean; lastPullAt: number | null; connected: boolean }

export class ChangeFeed {
  private readonly rows: Rows
  private readonly cursor: FeedCursor
  private started: Promise<void> | null = null
  private pulling: Promise<void> | null = null
  private again = false
  private listener: Listener | null = null
  private readonly timers = new Set<NodeJS.Timeout>()
  private lastPullAt: number | null = null

  constructor(
    payload: () => Promise<Payload>,
    private readonly consumer: FeedConsumer = thisProcess,
    now: () => number = Date.now,
  ) {
    this.rows = rowsOf(payload)
    this.cursor = new FeedCursor(now)
  }

  /**
   * Where this process starts reading: after the last row written before it started (what it loads
   * from then on is read after that). `ownRow` is a row this process has just written and not yet
   * applied, which must not be skipped.
   */
  private start(ownRow?: number): Promise<void> {
    this.started ??= (async () => {
      const [row] = await this.rows(`SELECT max("id") AS "n" FROM ${TABLE}`)
      const last = Number(row?.n ?? 0)
      this.cursor.startAfter(ownRow === undefined ? last : Math.min(last, ownRow - 1))
      this.consumer.started?.()
    })().catch((error: unknown) => {
      this.started = null
      throw error
    })
    return this.started
  }

  /**
   * Reads and applies every row after the cursor (and any gap). Calls made while a pull runs are
   * folded into one more pull after it, so none is lost and none runs twice at once.
   */
  pull(ownRow?: number): Promise<void> {
    if (this.pulling) {
      this.again = true
      return this.pulling
    }
    this.pulling = (async () => {
      await this.start(ownRow)
      do {
        this.again = false
        await this.readAll()
      } while (this.again)
    })().finally(() => {
      this.pulling = null
    })
    return this.pulling
  }

  private async readAll(): Promise<void> {
    for (;;) {
      const { after, gaps } = this.cursor.query()
      const where = gaps.length ? `"id" > ${after} OR "id" IN (${gaps.join(',')})` : `"id" > ${after}`
      const rows = await this.rows(`SELECT "id", "tag", "doc", "op" FROM ${TABLE} WHERE ${where} ORDER BY "id" LIMIT ${BATCH}`)
      const fresh = this.cursor.take(
        rows.map((r) => ({ id: Number(r.id), tag: String(r.tag), doc: r.doc === null || r.doc === undefined ? null : Number(r.doc), op: String(r.op) as ChangeOp })),
      )
      if (fresh.length) this.consumer.rows(fresh)
      this.lastPullAt = Date.now()
      if (rows.length < BATCH) return
    }
  }

  /**
   * Follows other processes' changes until `stop()`: LISTEN/NOTIFY on PostgreSQL (`databaseUrl`),
   * a poll of the highest id on SQLite. Resolves once the feed is read up to now.
   */
  async follow(databaseUrl?: string, every: { safetyMs?: number; pollMs?: number } = {}): Promise<void> {
    await this.pull()
    if (databaseUrl) {
      this.listener = listenForChanges(databaseUrl, () => void this.pull().catch(logFailure))
      this.schedule(every.safetyMs ?? SAFETY_MS, () => this.pull())
      this.schedule(PRUNE_MS, () => this.prune())
    } else {
      let seen = this.cursor.query().after
      this.schedule(every.pollMs ?? POLL_MS, async () => {
        const [row] = await this.rows(`SELECT max("id") AS "n" FROM ${TABLE}`)
        const last = Number(row?.n ?? 0)
        if (last !== seen || this.cursor.query().gaps.length) await this.pull()
        seen = this.cursor.query().after
      })
      this.schedule(PRUNE_MS, () => this.prune())
    }
  }

  private schedule(ms: number, work: () => Promise<void>): void {
    let timer: NodeJS.Timeout
    const tick = () => {
      timer = setTimeout(() => {
        work()
          .catch(logFailure)
          .finally(() => {
            if (this.timers.has(timer)) {
              this.timers.delete(timer)
              tick()
            }
          })
      }, ms)
      timer.unref()
      this.timers.add(timer)
    }
    tick()
  }

  /**
   * Deletes all but the newest `keep` rows (every process reads a row within seconds of its commit;
   * one that starts reads from the newest). The newest row always stays: on SQLite ids are taken
   * after the highest one left.
   */
  async prune(keep = KEEP_ROWS): Promise<void> {
    await this.rows(`DELETE FROM ${TABLE} WHERE "id" <= (SELECT max("id") FROM ${TABLE}) - ${Math.max(1, Math.trunc(keep))}`)
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    await this.listener?.close()
    this.listener = null
  }

  /** Whether this process has read the feed up to the database's newest row (for /readyz). */
  async caughtUp(): Promise<boolean> {
    const [row] = await this.rows(`SELECT max("id") AS "n" FROM ${TABLE}`)
    return this.started !== null && this.cursor.query().after >= Number(row?.n ?? 0)
  }

  status(): FeedStatus {
    return {
      cursor: this.cursor.query().after,
      gaps: this.cursor.query().gaps.length,
      following: this.timers.size > 0,
      lastPullAt: this.lastPullAt,
      connected: this.listener ? this.listener.connected() : this.timers.size > 0,
    }
  }
}

let lastLogged = 0
function logFailure(error: unknown): void {
  // A database away for a while must not fill the log: one line every 10 s at most.
  if (Date.now() - lastLogged < 10_000) return
  lastLogged = Date.now()
  console.error('[feed] reading the change feed failed:', error instanceof Error ? error.message : error)
}

const KEY = Symbol.for('manzil.changeFeed')
const holder = globalThis as typeof globalThis & { [KEY]?: ChangeFeed }

/** The one feed reader of this process. */
export function changeFeed(payload: () => Promise<Payload>): ChangeFeed {
  return (holder[KEY] ??= new ChangeFeed(payload))
}
