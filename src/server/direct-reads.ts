import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Work outside a request (the job queue's: alert mails, run by the CMS's cron in the app server)
 * has no Next.js data cache to read through. Within `readingDirect`, the cached reads of
 * ./cache.ts read straight from the database instead. Not `server-only`: the CMS's config loads the
 * jobs that use it.
 */
const KEY = Symbol.for('manzil.directReads')
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<true> }
const scope = (holder[KEY] ??= new AsyncLocalStorage<true>())

export const readingDirect = <T>(work: () => Promise<T>): Promise<T> => scope.run(true, work)

export const isReadingDirect = (): boolean => scope.getStore() === true
