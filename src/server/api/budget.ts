import { ApiError } from './errors'

/**
 * How far a request's body has been read: the time budget does not run while the client is still
 * sending (a CV over a slow line is the client's time, not the server's work).
 */
const bodies = new WeakMap<Request, { doneAt: number | null }>()

export const bodyReading = (req: Request) => bodies.set(req, { doneAt: null })
export const bodyRead = (req: Request, at = Date.now()) => bodies.set(req, { doneAt: at })

/**
 * Work a route knows it must do and has already bounded (re-encoding the photos of a post, each
 * within the size and pixel limits) adds its allowance to the request's budget, so that a visitor
 * who sends the most the form allows is never told the server took too long.
 */
const allowances = new WeakMap<Request, number>()
/** The allowance of one photo of a form post: its check, re-encoding and stored sizes. */
export const PHOTO_BUDGET_MS = 5_000
export const allowMore = (req: Request, ms: number) => allowances.set(req, (allowances.get(req) ?? 0) + ms)

/**
 * `work`, or a 503 with Retry-After once it has taken `ms` of the server's time. What it was doing
 * goes on to its end in the background (it cannot be stopped from outside); a post that gets stored
 * meanwhile is found again by its Idempotency-Key when the client retries.
 */
export function withinBudget<T>(req: Request, ms: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const running = work()
  let timer: ReturnType<typeof setTimeout> | undefined
  const overtime = new Promise<never>((_, reject) => {
    const check = () => {
      const body = bodies.get(req)
      const from = body ? (body.doneAt ?? Date.now()) : started
      const left = from + ms + (allowances.get(req) ?? 0) - Date.now()
      if (left <= 0) reject(new ApiError(503, 'tooSlow', { headers: { 'retry-after': '5' } }))
      else timer = setTimeout(check, left)
    }
    timer = setTimeout(check, ms)
  })
  running.catch(() => undefined)
  return Promise.race([running, overtime]).finally(() => clearTimeout(timer))
}
