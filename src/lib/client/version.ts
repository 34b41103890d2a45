/** SPEC §4, §9: poll for a newer build every hour; after a failed chunk load, reload once, guarded for 10 s. */
export const VERSION_POLL_MS = 36e5
export const RELOAD_GUARD_MS = 10_000
export const RELOAD_GUARD_KEY = 'manzil:reloaded-at'
/** The small JSON with the id of the build being served. */
export const BUILD_INFO_PATH = '/builds/latest.json'

type Deps = {
  current: string
  fetchLatest: () => Promise<string | null>
  reload: () => void
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  now?: () => number
  setInterval?: (fn: () => void, ms: number) => unknown
  clearInterval?: (id: never) => void
}

export function createVersionCheck(deps: Deps) {
  const now = deps.now ?? Date.now
  const every = deps.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms))
  const stopEvery = deps.clearInterval ?? ((id: never) => clearInterval(id))
  let newer: string | null = null

  async function poll(): Promise<string | null> {
    try {
      const latest = await deps.fetchLatest()
      if (latest && latest !== deps.current) newer = latest
    } catch {
      // Offline or a server restart: try again at the next poll.
    }
    return newer
  }

  function guarded(): boolean {
    try {
      const last = Number(deps.storage?.getItem(RELOAD_GUARD_KEY) ?? 0)
      return now() - last < RELOAD_GUARD_MS
    } catch {
      return false
    }
  }

  return {
    poll,
    newer: () => newer,
    start(): () => void {
      const id = every(() => void poll(), VERSION_POLL_MS)
      return () => stopEvery(id as never)
    },
    /** A code chunk failed to load: reload once if a newer build exists and no reload happened in the last 10 s. */
    async onChunkError(): Promise<boolean> {
      if (!(await poll())) return false
      if (guarded()) return false
      try {
        deps.storage?.setItem(RELOAD_GUARD_KEY, String(now()))
      } catch {
        return false // without the guard a reload could loop
      }
      deps.reload()
      return true
    },
  }
}

/** Whether an error or a failed resource is a code chunk that could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason && typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown }
    if (name === 'ChunkLoadError') return true
    if (typeof message === 'string') return /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(message)
  }
  return false
}

/** Whether a failed `<script>` or stylesheet is one of the app's own code chunks. */
export const isChunkUrl = (url: string) => /\/_next\/static\/(chunks|css)\//.test(url)
