/**
 * The keyed maps provider's script (SPEC §7, §8: retried up to 3 times with backoff). One loader
 * for the whole page: every map waits on the same attempt, and once the script has failed its last
 * retry the maps fall back to OpenStreetMap rather than trying again.
 */

export const MAPS_RETRIES = 3
/** The wait before the first retry; each later one waits twice as long (0.5 s, 1 s, 2 s). */
export const MAPS_BACKOFF_MS = 500

/** Where the key comes from: the layout writes the operator's `NEXT_PUBLIC_MAPS_KEY` on the body. */
export function mapsKey(doc: Document = document): string | null {
  return doc.body.dataset.mapsKey || null
}

/** The provider's script, its labels in the page's language. */
export const mapsScriptUrl = (key: string, language: string, callback: string) =>
  `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&language=${encodeURIComponent(language)}&callback=${callback}&v=weekly`

type Attempt = (key: string, language: string) => Promise<void>
type Wait = (ms: number) => Promise<void>

/** Tries `attempt` once, then up to `retries` more times, waiting `backoff × 2^n` before retry n. */
export async function withRetries(attempt: () => Promise<void>, wait: Wait, retries = MAPS_RETRIES, backoff = MAPS_BACKOFF_MS): Promise<void> {
  for (let n = 0; ; n++) {
    try {
      return await attempt()
    } catch (error) {
      if (n >= retries) throw error
      await wait(backoff * 2 ** n)
    }
  }
}

const CALLBACK = '__manzilMapsReady'

/** One `<script>` for the provider: resolves when the API says it is ready, rejects when the script fails. */
const scriptAttempt: Attempt = (key, language) =>
  new Promise<void>((resolve, reject) => {
    const w = window as unknown as Record<string, unknown>
    const script = document.createElement('script')
    w[CALLBACK] = () => resolve()
    script.src = mapsScriptUrl(key, language, CALLBACK)
    script.async = true
    script.dataset.mapsScript = ''
    script.onerror = () => {
      script.remove()
      reject(new Error('the maps script did not load'))
    }
    document.head.append(script)
  })

const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

let loading: Promise<void> | null = null

/** The provider's script, loaded once per page; rejects for good after the last retry. */
export function loadMapsScript(key: string, language: string, attempt: Attempt = scriptAttempt, wait: Wait = sleep): Promise<void> {
  loading ??= withRetries(() => attempt(key, language), wait)
  return loading
}
