import type { Client } from 'pg'

/** The channel the feed's trigger notifies on (see the PostgreSQL migration of `content_changes`). */
export const CHANNEL = 'manzil_changes'
/** How the listening connection names itself to PostgreSQL (pg_stat_activity). */
export const APPLICATION_NAME = 'manzil-change-feed'
const RETRY_MIN_MS = 250
const RETRY_MAX_MS = 5_000

export type Listener = { close: () => Promise<void>; connected: () => boolean }

/**
 * Listens on PostgreSQL for the feed's notifications on a connection of its own, calling `onChange`
 * for each and once after every (re)connection, since notifications sent while it was away are
 * lost: that call reads what was missed. Reconnects with backoff for as long as it is open.
 */
export function listenForChanges(databaseUrl: string, onChange: () => void): Listener {
  let client: Client | null = null
  let closed = false
  let delay = RETRY_MIN_MS
  let timer: NodeJS.Timeout | null = null

  const retry = () => {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = null
      void connect()
    }, delay)
    timer.unref()
    delay = Math.min(delay * 2, RETRY_MAX_MS)
  }

  const connect = async () => {
    const { default: pg } = await import('pg')
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true, application_name: APPLICATION_NAME })
    const lost = () => {
      if (client === c) client = null
      void c.end().catch(() => undefined)
      retry()
    }
    c.on('error', lost)
    c.on('end', lost)
    c.on('notification', (n) => {
      if (n.channel === CHANNEL) onChange()
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${CHANNEL}`)
    } catch {
      lost()
      return
    }
    if (closed) {
      await c.end().catch(() => undefined)
      return
    }
    client = c
    delay = RETRY_MIN_MS
    onChange()
  }

  void connect()
  return {
    connected: () => client !== null,
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const c = client
      client = null
      await c?.end().catch(() => undefined)
    },
  }
}
