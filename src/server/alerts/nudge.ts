import 'server-only'
import type { Payload } from 'payload'
import type { FeedRow } from '../delivery/cursor'
import { MAIL_QUEUE } from '../mail/jobs'
import { scanAlerts } from './digest'

/** How long a burst of listing changes is gathered before one look (an import writes many rows at once). */
export const GATHER_MS = 1_000

/**
 * Instant alerts without waiting for the minute's look: when the change feed brings a change of a
 * listing (on any server), this process looks for the alerts it made due and sends their mail. Every
 * server does it; each alert's look is claimed by one (./digest.ts).
 */
export function alertsOnChange(payload: () => Promise<Payload>, timers: { set: typeof setTimeout; clear: typeof clearTimeout } = { set: setTimeout, clear: clearTimeout }) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<void> | null = null
  const look = async () => {
    const p = await payload()
    const claimed = await scanAlerts(p)
    if (claimed.length) await p.jobs.run({ queue: MAIL_QUEUE, limit: 20 })
  }
  return (rows: readonly FeedRow[]) => {
    if (!rows.some((r) => r.tag === 'properties' || r.tag === 'projects')) return
    if (timer) timers.clear(timer)
    timer = timers.set(() => {
      timer = null
      running = (running ?? Promise.resolve())
        .then(look)
        .catch((error: unknown) => console.error('[alerts] looking for instant alerts failed:', error instanceof Error ? error.message : error))
        .finally(() => {
          running = null
        })
    }, GATHER_MS)
    timer.unref?.()
  }
}
