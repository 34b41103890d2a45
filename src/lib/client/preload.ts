/** SPEC §9: at most 4 route preloads at once. */
export const MAX_PRELOADS = 4
const PREFETCH_HEADER = 'next-router-prefetch'

/** Runs at most `limit` tasks at a time; the rest wait their turn in order. */
export function createLimiter(limit: number) {
  let active = 0
  const waiting: (() => void)[] = []
  const next = () => {
    active--
    waiting.shift()?.()
  }
  return {
    active: () => active,
    queued: () => waiting.length,
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
      active++
      try {
        return await task()
      } finally {
        next()
      }
    },
  }
}

export function isPreloadRequest(init: RequestInit | undefined): boolean {
  const headers = init?.headers
  if (!headers) return false
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.has(PREFETCH_HEADER)
  if (Array.isArray(headers)) return headers.some(([name]) => name.toLowerCase() === PREFETCH_HEADER)
  return Object.keys(headers).some((name) => name.toLowerCase() === PREFETCH_HEADER)
}

/**
 * Routes the router's preload requests through a limiter so that no more than four are in flight;
 * every other request passes straight through. A preload holds its slot until its body has arrived.
 */
export function limitPreloads(target: { fetch: typeof fetch; __preloadsLimited?: boolean }, limit = MAX_PRELOADS): void {
  if (target.__preloadsLimited) return
  target.__preloadsLimited = true
  const original = target.fetch.bind(target)
  const limiter = createLimiter(limit)
  target.fetch = (input, init) => {
    if (!isPreloadRequest(init)) return original(input, init)
    return limiter.run(async () => {
      const response = await original(input, init)
      const body = await response.arrayBuffer()
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    })
  }
}
