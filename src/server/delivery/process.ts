import 'server-only'
import { databaseKind, readEnv } from '@/env'
import { payloadClient } from '../payload'
import { propertyIndex } from '../listings/property-index'
import { changeFeed, rowsOf, watchFeed } from './feed'
import { lookNow, onListingChanges } from '../alerts/nudge'
import { publishReadiness } from './readiness'

const RETRY_MS = 1_000
const PROBE_TIMEOUT_MS = 2_000

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())])

/**
 * Starts what every app process keeps up to date, when the server starts: it follows the change
 * feed (and keeps trying until the database answers), then loads the listing index, whose rows
 * from then on come through the feed; and it publishes the readiness check of `/readyz`.
 */
export function startDelivery(): void {
  const feed = changeFeed(payloadClient)
  const env = readEnv()
  const databaseUrl = databaseKind(env) === 'postgres' ? env.DATABASE_URL : undefined
  let lastTold = 0
  const follow = (): Promise<void> =>
    feed.follow(databaseUrl).catch(async (error: unknown) => {
      if (Date.now() - lastTold > 10_000) {
        lastTold = Date.now()
        console.error('[feed] the change feed could not start, trying again:', error instanceof Error ? error.message : error)
      }
      await new Promise((r) => setTimeout(r, RETRY_MS))
      return follow()
    })
  void follow().then(() => propertyIndex().size().catch(() => undefined))
  // A listing listed or reduced on any server: the instant alerts it made due are mailed now.
  watchFeed(onListingChanges(async () => lookNow(await payloadClient())))

  const probe = rowsOf(payloadClient)
  publishReadiness(async () => {
    const database = await withTimeout(probe('SELECT 1'), PROBE_TIMEOUT_MS).then(
      () => true,
      () => false,
    )
    if (!database) return { database, index: propertyIndex().loaded(), feed: false }
    const caughtUp = await withTimeout(feed.caughtUp(), PROBE_TIMEOUT_MS).catch(() => false)
    return { database, index: propertyIndex().loaded(), feed: caughtUp }
  })
}
