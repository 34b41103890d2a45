/**
 * A small data cache for what the browser fetches itself, with the settings of SPEC §9:
 * data is fresh for 5000 ms, no refetch on window focus, 3 retries, unused data kept 5 minutes.
 */
export const QUERY_DEFAULTS = {
  staleTime: 5000,
  gcTime: 5 * 60 * 1000,
  retry: 3,
  refetchOnWindowFocus: false,
} as const

export type QueryState<T> = { status: 'idle' | 'loading' | 'success' | 'error'; data?: T; error?: unknown; updatedAt: number }

type Entry = {
  state: QueryState<unknown>
  promise?: Promise<unknown>
  listeners: Set<() => void>
  gcTimer?: ReturnType<typeof setTimeout>
}

type Clock = {
  now?: () => number
  setTimeout?: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>
  clearTimeout?: (id: ReturnType<typeof setTimeout>) => void
}

/**
 * Whether a failed read is worth another try: not when the server answered that the request itself
 * is wrong (a 4xx other than 408, 425 or 429) — asking again would get the same answer.
 */
export function isTransient(error: unknown): boolean {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined
  if (typeof status !== 'number') return true
  return status >= 500 || status === 408 || status === 425 || status === 429
}

/** TanStack's default backoff: 1 s, 2 s, 4 s … at most 30 s. */
export const retryBackoff = (failures: number) => Math.min(1000 * 2 ** failures, 30_000)

const IDLE: QueryState<never> = { status: 'idle', updatedAt: 0 }

type QueryOptions = { staleTime: number; gcTime: number; retry: number; refetchOnWindowFocus: boolean }

export function createQueryClient(options: Partial<QueryOptions> & Clock = {}) {
  const config: QueryOptions = { ...QUERY_DEFAULTS, ...options }
  const now = options.now ?? Date.now
  const later = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms))
  const cancel = options.clearTimeout ?? ((id) => clearTimeout(id))
  const entries = new Map<string, Entry>()

  const entry = (key: string): Entry => {
    let found = entries.get(key)
    if (!found) {
      found = { state: IDLE, listeners: new Set() }
      entries.set(key, found)
      scheduleGc(key, found)
    }
    return found
  }

  function scheduleGc(key: string, e: Entry) {
    if (e.gcTimer) cancel(e.gcTimer)
    e.gcTimer = later(() => {
      if (e.listeners.size === 0 && !e.promise) entries.delete(key)
    }, config.gcTime)
  }

  function set(e: Entry, state: QueryState<unknown>) {
    e.state = state
    for (const listener of e.listeners) listener()
  }

  const wait = (ms: number) => new Promise<void>((resolve) => later(resolve, ms))

  async function run<T>(e: Entry, fn: () => Promise<T>): Promise<T> {
    for (let failures = 0; ; failures++) {
      try {
        return await fn()
      } catch (error) {
        if (failures >= config.retry || !isTransient(error)) throw error
        await wait(retryBackoff(failures))
      }
    }
  }

  const isFresh = (state: QueryState<unknown>) => state.status === 'success' && now() - state.updatedAt < config.staleTime

  return {
    config,
    getState<T>(key: string): QueryState<T> {
      return (entries.get(key)?.state ?? IDLE) as QueryState<T>
    },
    /** The cached data while fresh; otherwise one shared request (retried as configured). */
    fetch<T>(key: string, fn: () => Promise<T>): Promise<T> {
      const e = entry(key)
      if (isFresh(e.state)) return Promise.resolve(e.state.data as T)
      if (e.promise) return e.promise as Promise<T>
      set(e, { ...e.state, status: e.state.status === 'success' ? 'success' : 'loading' })
      const promise = run(e, fn).then(
        (data) => {
          e.promise = undefined
          set(e, { status: 'success', data, updatedAt: now() })
          scheduleGc(key, e)
          return data
        },
        (error: unknown) => {
          e.promise = undefined
          set(e, { status: 'error', data: e.state.data, error, updatedAt: e.state.updatedAt })
          scheduleGc(key, e)
          throw error
        },
      )
      e.promise = promise
      return promise
    },
    subscribe(key: string, listener: () => void): () => void {
      const e = entry(key)
      e.listeners.add(listener)
      return () => {
        e.listeners.delete(listener)
        if (e.listeners.size === 0) scheduleGc(key, e)
      }
    },
    invalidate(key: string) {
      const e = entries.get(key)
      if (e) e.state = { ...e.state, updatedAt: Number.NEGATIVE_INFINITY }
    },
    has: (key: string) => entries.has(key),
  }
}

export type QueryClient = ReturnType<typeof createQueryClient>
