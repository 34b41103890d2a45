import type { Payload } from 'payload'
import type { FeedRow } from '../delivery/cursor'
import { readingDirect } from '../direct-reads'
import { MAIL_QUEUE } from '../mail/jobs'

/** How long a burst of listing changes is gathered before one look (an import writes many rows at once). */
export const GATHER_MS = 1_000

type Timers = { set: (run: () => void, ms: number) => { unref?: () => unknown }; clear: (timer: never) => void }
const realTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (timer) => clearTimeout(timer) }

/**
 * Instant alerts without waiting for the minute's look: when the change feed brings a change of a
 * listing (made on any server), `look` runs once the burst is over, one look at a time.
 */
export function onListingChanges(look: () => Promise<void>, timers: Timers = realTimers) {
  let timer: ReturnType<Timers['set']> | null = null
  let queue: Promise<void> = Promise.resolve()
  return (rows: readonly FeedRow[]) => {
    if (!rows.some((r) => r.tag === 'properties' || r.tag === 'projects')) return
    if (timer) timers.clear(timer as never)
    timer = timers.set(() => {
      timer = null
      queue = queue.then(look).catch((error: unknown) => console.error('[alerts] looking for instant alerts failed:', error instanceof Error ? error.message : error))
    }, GATHER_MS)
    timer.unref?.()
  }
}

/** The look of this process: the alerts due now, claimed (one server per alert: ./digest.ts), and their mail sent. */
export async function lookNow(payload: Payload): Promise<void> {
  const { scanAlerts } = await import('./digest')
  const claimed = await readingDirect(() => scanAlerts(payload))
  if (claimed.length) await payload.jobs.run({ queue: MAIL_QUEUE, limit: 20 })
}
