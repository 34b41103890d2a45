import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'

/**
 * The site's own error pages, rendered on the server, for what Next.js answers without them.
 *
 * Next 16 sends a page that called `notFound()`, or whose render threw, as an empty document
 * (`<html id="__next_error__">`) that only the browser's JavaScript fills in: no language, no
 * direction, no header, no message. A path with a malformed escape (`/page/%ZZ`) gets a bare
 * `text/plain` 500, and a page whose database is down a 500 where the API says 503. So the
 * production server (scripts/serve.ts) passes page requests through `answerPages`:
 *
 * - a path with a malformed escape is answered with the not-found view at once (Next would fail on it);
 * - when Next answers a page GET with 404 or a 5xx, what it wrote is dropped and the request is
 *   rendered again as the error view of the catch-all route (`[...rest]`), in the same language,
 *   with the site's shell, under the status it should have: 404; 503 with Retry-After while the
 *   database cannot be reached; 500 otherwise.
 *
 * The catch-all reads which view to render (and the path the visitor asked for) from the request's
 * context here, and marks its own answer to an unmatched path as a 404. The server script and the
 * built app are separate module graphs in one process, so the context lives on `globalThis`.
 */

export type ErrorViewKind = 'not-found-route' | 'not-found' | 'unavailable' | 'error'

export type PageAnswer = {
  /** The path and query the visitor asked for, as sent. */
  path: string
  /** The error view rendered: chosen by the server for a second rendering, or by the catch-all for an unmatched path. */
  view?: ErrorViewKind
  /** The status the response goes out with, whatever the render says. */
  status?: number
}

/** How long clients are asked to wait while the database is down (as the API says). */
export const RETRY_AFTER_SECONDS = 30
/** The catch-all's segment the error views are rendered under; no route of the site has it. */
export const ERROR_VIEW_SEGMENT = '__error-view'

const STATUS_OF: Record<ErrorViewKind, number> = { 'not-found-route': 404, 'not-found': 404, unavailable: 503, error: 500 }

type Shared = { context: AsyncLocalStorage<PageAnswer>; probe?: () => Promise<boolean> }
const KEY = Symbol.for('manzil.page-answers')
const shared: Shared = ((globalThis as typeof globalThis & { [KEY]?: Shared })[KEY] ??= { context: new AsyncLocalStorage<PageAnswer>() })

/** The page request being answered, when the site runs behind its own server; undefined elsewhere (`next dev`). */
export function pageAnswer(): PageAnswer | undefined {
  return shared.context.getStore()
}

/** The catch-all renders `view` itself: the response goes out with the view's status. */
export function answerAs(view: ErrorViewKind): void {
  const answer = pageAnswer()
  if (!answer) return
  answer.view ??= view
  answer.status = STATUS_OF[answer.view]
}

/** Published by the app when it starts: whether the database answers right now. */
export function publishDatabaseProbe(probe: () => Promise<boolean>): void {
  shared.probe = probe
}

async function databaseDown(): Promise<boolean> {
  const probe = shared.probe
  if (!probe) return false
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000).unref())
  return !(await Promise.race([probe().catch(() => false), timeout]))
}

/** Whether the path has a `%` that does not start a valid escape of UTF-8 (`/page/%ZZ`, `/x/%E0%A4%A`). */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/** Pages only: not Next's files, the APIs, the admin, media, or anything with a file extension. */
const NOT_A_PAGE = /^\/(?:_next|api|admin|media|builds)(?:\/|$)|\.[^/]*$/

const localePrefix = (pathname: string) => (/^\/en(?:\/|$)/.test(pathname) ? '/en' : '')

type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => unknown

/** A page request Next answers in the browser's place: a document, not an RSC payload or a prefetch. */
function isDocumentRequest(req: http.IncomingMessage): boolean {
  return req.method === 'GET' && req.headers.rsc === undefined && req.headers['next-router-prefetch'] === undefined
}

/** A fresh GET of `url` with the original request's headers and connection, for the second rendering. */
function internalRequest(req: http.IncomingMessage, url: string): http.IncomingMessage {
  const copy = new http.IncomingMessage(req.socket)
  copy.method = 'GET'
  copy.url = url
  copy.headers = { ...req.headers }
  copy.httpVersionMajor = req.httpVersionMajor
  copy.httpVersionMinor = req.httpVersionMinor
  copy.httpVersion = req.httpVersion
  copy.push(null)
  return copy
}

/**
 * Answers a request with Next's `handle`, replacing Next's error documents with the site's views
 * (see above). Anything that is not a page is handed over untouched.
 */
export function answerPages(handle: Handle): Handle {
  return (req, res) => {
    const [pathname = '/'] = (req.url ?? '/').split('?')
    if (NOT_A_PAGE.test(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) return handle(req, res)
    const answer: PageAnswer = { path: req.url ?? '/' }
    // No route takes such a path (ids are numbers, permalinks slugs); Next itself would fail on it.
    if (hasMalformedEscape(pathname)) return renderView(req, res, answer, 404, handle)
    if (!isDocumentRequest(req)) return shared.context.run(answer, () => withStatus(res, answer, () => handle(req, res)))

    const writeHead = res.writeHead
    const write = res.write
    const end = res.end
    const flushHeaders = res.flushHeaders
    let failed: number | null = null
    // Next's error document is dropped as it is written; the view is rendered once Next has ended it.
    res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
      // The catch-all's own view (an unmatched path) goes out as it is, with its status.
      const code = answer.status ?? status
      if (failed === null && !answer.view && (code === 404 || code >= 500)) failed = code
      if (failed !== null) return this
      if (answer.view) this.removeHeader('link')
      this.statusCode = code
      return (writeHead as (...a: unknown[]) => http.ServerResponse).call(this, code, ...rest)
    } as typeof res.writeHead
    res.write = function (this: http.ServerResponse, ...args: unknown[]) {
      if (failed === null) return (write as (...a: unknown[]) => boolean).apply(this, args)
      const callback = args.find((a): a is () => void => typeof a === 'function')
      callback?.()
      return true
    } as typeof res.write
    res.flushHeaders = function (this: http.ServerResponse) {
      if (failed === null) flushHeaders.call(this)
    }
    res.end = function (this: http.ServerResponse, ...args: unknown[]) {
      if (failed === null) return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
      const status = failed
      res.writeHead = writeHead
      res.write = write
      res.end = end
      res.flushHeaders = flushHeaders
      void renderView(req, res, answer, status, handle)
      return this
    } as typeof res.end
    return shared.context.run(answer, () => handle(req, res))
  }
}

/** The second rendering: the catch-all's error view for the visitor's path and language. */
async function renderView(req: http.IncomingMessage, res: http.ServerResponse, first: PageAnswer, status: number, handle: Handle): Promise<void> {
  const view: ErrorViewKind = status === 404 ? 'not-found' : (await databaseDown()) ? 'unavailable' : 'error'
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  // Next's listeners of the first rendering stay on the response beside those of the second.
  res.setMaxListeners(0)
  res.statusCode = 200
  const answer: PageAnswer = { path: first.path, view, status: STATUS_OF[view] }
  if (view === 'unavailable') res.setHeader('retry-after', String(RETRY_AFTER_SECONDS))
  const [pathname = '/'] = (req.url ?? '/').split('?')
  const url = `${localePrefix(pathname)}/${ERROR_VIEW_SEGMENT}`
  await shared.context.run(answer, () => withStatus(res, answer, () => handle(internalRequest(req, url), res)))
}

/** Sends the response with the answer's status (when one is set), whatever Next's render chose. */
function withStatus(res: http.ServerResponse, answer: PageAnswer, run: () => unknown): unknown {
  const writeHead = res.writeHead
  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    res.writeHead = writeHead
    const code = answer.status ?? status
    // An error view has no language versions to point to (the router's would name the view's own path).
    if (answer.view) this.removeHeader('link')
    this.statusCode = code
    return (writeHead as (...a: unknown[]) => http.ServerResponse).call(this, code, ...rest)
  } as typeof res.writeHead
  return run()
}
