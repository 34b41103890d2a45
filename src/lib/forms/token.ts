import { MIN_FILL_MS } from './fill-time'

/**
 * The form token: what a form page asks the API for when a form appears (`GET /api/v1/form-token`)
 * and sends back with the form (`X-Form-Token`). The server signed the moment it issued it, so a
 * post proves that the form was on screen at least MIN_FILL_MS before: the fill time of
 * ./fill-time.ts, checked by the API as well as by the browser. Pages stay cacheable: the token is
 * fetched by the browser, never rendered into the HTML.
 */
export const FORM_TOKEN_HEADER = 'X-Form-Token'

/** How long a token may be used; a form open longer asks for a fresh one when it is sent. */
export const FORM_TOKEN_MAX_AGE_MS = 12 * 60 * 60 * 1000
/** A browser holding a token this old fetches a new one before sending (and waits the fill time). */
export const FORM_TOKEN_REFRESH_MS = FORM_TOKEN_MAX_AGE_MS - 10 * 60 * 1000

/** How long a token received at `receivedAt` must still be held before it is accepted. */
export const tokenWait = (receivedAt: number, now: number) => Math.max(0, receivedAt + MIN_FILL_MS - now)

type Held = { token: string; receivedAt: number }

/**
 * A form's token in the browser: fetched when the form appears, handed to the post once it is old
 * enough (waiting out the rest of the fill time if the visitor was quicker than the fetch), replaced
 * when it has grown too old, and dropped once a record was stored with it.
 */
export function tokenKeeper(fetchToken: () => Promise<string>, now: () => number, sleep: (ms: number) => Promise<void>) {
  let held: Held | null = null
  let loading: Promise<Held> | null = null
  const load = () =>
    (loading ??= fetchToken()
      .then((token) => (held = { token, receivedAt: now() }))
      .finally(() => {
        loading = null
      }))
  return {
    /** Starts fetching a token, unless one is held or on its way. */
    prefetch(): void {
      if (!held) load().catch(() => undefined)
    },
    /** A token the server will take: the one held, or a new one (rejects when the server cannot be reached). */
    async ready(): Promise<string> {
      let t = held
      if (!t || now() - t.receivedAt > FORM_TOKEN_REFRESH_MS) {
        held = null
        t = await load()
      }
      const wait = tokenWait(t.receivedAt, now())
      if (wait > 0) await sleep(wait)
      return t.token
    },
    /** The token was used for a stored record. */
    spent(): void {
      held = null
    },
  }
}
