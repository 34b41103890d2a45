import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { ValidationError } from 'payload'
import { errorMap, fieldErrors, translate } from '@/lib/schemas'
import { displayCurrency, getRates, UnknownCurrencyError, type DisplayCurrency } from '../currency'
import { databaseReachable } from '../site'
import { ApiError } from './errors'
import { clientOf } from '../http/client'
import { httpSettings } from '../http/settings'
import { withinBudget } from './budget'
import { answer, etagMatches, PUBLIC_CACHE, requestLocale, weakEtag, type Answer } from './http'
import { apiMessage } from './messages'
import { postLimiter, tapLimiter } from './limits'
import type { Money } from './serialize'

export type Method = 'GET' | 'POST'

export type Context<Q> = {
  req: Request
  locale: Locale
  /** The `{id}` of the path, as written. */
  param: string | undefined
  query: Q
  /** Prices' currency and rates; only on routes with `currency: true`. */
  money: Money
  client: string
}

export type Result = { data: unknown; meta?: unknown; status?: number; headers?: Record<string, string> }

export type Route<Q extends z.ZodType = z.ZodType> = {
  method: Method
  path: string
  operationId: string
  summary: string
  tag: string
  description?: string
  query?: Q
  /**
   * A JSON or multipart body: its schema, for the document (the handler parses it); `encoding` names
   * the content types of a multipart form's parts, `multipart` a multipart form taken as well.
   */
  body?: { kind: 'json' | 'multipart'; schema: z.ZodType; encoding?: Record<string, string>; multipart?: { schema: z.ZodType; encoding: Record<string, string> } }
  /** The schema of `data`. */
  response: z.ZodType
  list?: boolean
  /** Prices in it follow X-Currency. */
  currency?: boolean
  /** Example of `data` for the document. */
  example?: unknown
  /** A read that differs on every call: never cached, by the browser or anyone in between. */
  uncached?: boolean
  /** A post counted by its own limit rather than the form posts' (the contact taps, the links of alert mails). */
  limit?: 'taps'
  /** The status of a success when it is not the method's usual one (201 for a post, 200 for a read). */
  ok?: 200 | 202
  /** What `{id}` is when it is not a record's id: its pattern and description, for the document. */
  param?: { pattern: string; description: string }
  /** A post that an HTML form may send too, answered with a redirect: what the 303 leads to. */
  redirect?: string
  handle: (ctx: Context<z.output<Q>>) => Promise<Result>
}

export const defineRoute = <Q extends z.ZodType>(r: Route<Q>): Route => r as unknown as Route

/** `filter[x]` keys the query schema does not know: a 422, so a typo never silently shows everything. */
function unknownFilters(params: URLSearchParams, schema: z.ZodType | undefined): string[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {}
  return [...new Set(params.keys())].filter((k) => k.startsWith('filter[') && !(k in shape))
}

/** The query string as an object: the last value of each key; "no filter" values dropped (SPEC §3). */
function queryObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of params) {
    if (v === '' || v === 'not-selected-value') delete out[k]
    else out[k] = v
  }
  return out
}

function json(locale: Locale, status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return answer(status, { 'content-type': 'application/json; charset=utf-8', 'content-language': locale, 'cache-control': 'no-store', ...headers }, JSON.stringify(body))
}

export function errorAnswer(locale: Locale, error: ApiError): Answer {
  const body: Record<string, unknown> = { message: apiMessage(locale, error.key) }
  if (error.options.errors) body.errors = error.options.errors
  return json(locale, error.status, body, error.options.headers)
}

/**
 * A record the database layer refused on its own field checks, past the form schemas: a 422 on
 * the API's field names (`coverNote` → `cover_note`, an upload's `file` → `cv`), in the request's
 * language; the layer's own English wording stays out.
 */
function fromValidationError(locale: Locale, error: ValidationError): ApiError {
  const paths = (error.data?.errors ?? []).map((e) => (e.path === 'file' ? 'cv' : e.path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)))
  const fields = paths.length ? paths : ['_']
  return new ApiError(422, 'invalid', { errors: Object.fromEntries(fields.map((f) => [f, [translate(locale, 'invalid')]])) })
}

/** Any failure the handlers did not expect: 503 when the database cannot answer, else a 500 that says nothing of the internals. */
async function unexpected(locale: Locale, error: unknown): Promise<Answer> {
  const reachable = await Promise.race([databaseReachable(), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))])
  if (!reachable) return errorAnswer(locale, new ApiError(503, 'unavailable', { headers: { 'retry-after': '30' } }))
  // The details go to the server's log only; the client gets a message that names nothing inside.
  console.error('[api/v1]', error)
  return errorAnswer(locale, new ApiError(500, 'internal'))
}

export async function run(route: Route, req: Request, param: string | undefined): Promise<Answer> {
  const locale = requestLocale(req.headers.get('accept-language'))
  try {
    return await withinBudget(req, httpSettings().budgetMs, () => answerRoute(route, req, param, locale))
  } catch (error) {
    if (error instanceof ApiError) return errorAnswer(locale, error)
    if (error instanceof ValidationError) return errorAnswer(locale, fromValidationError(locale, error))
    return unexpected(locale, error)
  }
}

async function answerRoute(route: Route, req: Request, param: string | undefined, locale: Locale): Promise<Answer> {
  const url = new URL(req.url)
  const client = clientOf(req.headers, httpSettings().trust)
  if (route.method === 'POST') {
    const taken = await (route.limit === 'taps' ? tapLimiter() : postLimiter()).take(client)
    if (!taken.ok) throw new ApiError(429, 'tooMany', { headers: { 'retry-after': String(taken.retryAfter) } })
  }
  const unknown = unknownFilters(url.searchParams, route.query)
  if (unknown.length) throw new ApiError(422, 'invalid', { errors: Object.fromEntries(unknown.map((k) => [k, [apiMessage(locale, 'invalid')]])) })
  let query: unknown = {}
  if (route.query) {
    const parsed = route.query.safeParse(queryObject(url.searchParams), { error: errorMap(locale) })
    if (!parsed.success) throw new ApiError(422, 'invalid', { errors: fieldErrors(parsed.error, locale) })
    query = parsed.data
  }
  let display: DisplayCurrency | undefined
  if (route.currency) {
    try {
      display = await displayCurrency(req.headers.get('x-currency'))
    } catch (e) {
      if (e instanceof UnknownCurrencyError) throw new ApiError(422, 'unknownCurrency', { errors: { 'X-Currency': [apiMessage(locale, 'unknownCurrency')] } })
      throw e
    }
  }
  const money: Money = { display: display ?? { code: 'USD', rate: 1, decimals: 0 }, rates: route.currency ? await getRates() : [] }
  const result = await route.handle({ req, locale, param, query, money, client })
  const body = JSON.stringify(result.meta === undefined ? { data: result.data } : { data: result.data, meta: result.meta })
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-language': locale,
    vary: route.currency ? 'Accept-Language, X-Currency' : 'Accept-Language',
    ...(display ? { 'x-currency': display.code } : {}),
    ...result.headers,
  }
  if (route.method !== 'GET' || route.uncached) return answer(result.status ?? 200, { ...headers, 'cache-control': 'no-store' }, body)
  const etag = weakEtag(body)
  headers.etag = etag
  headers['cache-control'] = PUBLIC_CACHE
  if (etagMatches(req.headers.get('if-none-match'), etag)) return answer(304, headers)
  return answer(200, headers, body)
}
