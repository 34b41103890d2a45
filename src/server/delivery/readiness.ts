/**
 * What `/readyz` reports: the app process publishes its check when it starts (src/instrumentation.ts),
 * and the production server (scripts/serve.ts), which is outside Next.js's bundles, asks it. Shared
 * through `globalThis`, as the API's lane is.
 */
export type Readiness = {
  /** The database answers. */
  database: boolean
  /** The listing index has loaded. */
  index: boolean
  /** The change feed has been read up to the database's newest row. */
  feed: boolean
}

type Check = () => Promise<Readiness>

const KEY = Symbol.for('manzil.readiness')
const holder = globalThis as typeof globalThis & { [KEY]?: Check }

export function publishReadiness(check: Check): void {
  holder[KEY] = check
}

/** The published check; every part false while the app has not published one. */
export async function checkReadiness(): Promise<Readiness> {
  const check = holder[KEY]
  if (!check) return { database: false, index: false, feed: false }
  try {
    return await check()
  } catch {
    return { database: false, index: false, feed: false }
  }
}

export const isReady = (r: Readiness) => r.database && r.index && r.feed
