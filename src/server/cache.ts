import 'server-only'
import { unstable_cache } from 'next/cache'
import { isReadingDirect } from './direct-reads'

/** How long a cached read lives when nothing invalidates it sooner. Editors' changes expire tags at once. */
export const CACHE_SECONDS = 3600

/**
 * Caches a read across requests under the given tags; the key includes every argument,
 * so locale (and later currency) always take part in it. Outside a request (./direct-reads.ts)
 * it reads straight from the database.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, [name], { tags, revalidate: CACHE_SECONDS })
  return (...args) => (isReadingDirect() ? read(...args) : cached(...args))
}

/**
 * Marks what is being rendered as built from records of `tags` read outside the data cache (the
 * in-memory listing index): the cached page then carries those tags, and a change of one of those
 * records, which expires them, renders it again.
 */
export function dependsOn(tags: string[]): Promise<true> {
  return unstable_cache(async () => true as const, ['depends-on', ...tags], { tags, revalidate: CACHE_SECONDS })()
}
