import { isIdempotent, retryDelay, shouldRetry } from './retry'

/** The error of a failed API call: the server's status and `message` (API v1 error envelope). */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export type RequestOptions = {
  method?: string
  query?: Record<string, string | number | boolean | null | undefined>
  body?: unknown
  signal?: AbortSignal
  /** SPEC §7: the currency header is left off for settings and menus. */
  withCurrency?: boolean
  /** Set to reuse one key across a user's repeated submits; otherwise one is made per request. */
  idempotencyKey?: string
  /** Further request headers (a form post's token). */
  headers?: Record<string, string>
}

export type ApiClientOptions = {
  base?: string
  locale: () => string
  currency: () => string | null | undefined
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  newKey?: () => string
}

export const CURRENCY_HEADER = 'X-Currency'

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A fresh Idempotency-Key. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** The headers of SPEC §7 for one request. */
export function requestHeaders(input: { locale: string; currency?: string | null; withCurrency?: boolean; json?: boolean }): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': input.locale, Accept: 'application/json' }
  if (input.json !== false) headers['Content-Type'] = 'application/json'
  if (input.withCurrency !== false && input.currency) headers[CURRENCY_HEADER] = input.currency
  return headers
}

/**
 * The browser's client for `/api/v1`: SPEC §7 headers, `{ data }` envelopes unwrapped, and the
 * retry rule of SPEC §8 (non-idempotent requests always carry an Idempotency-Key).
 */
export function createApiClient(options: ApiClientOptions) {
  const base = options.base ?? '/api/v1'
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const sleep = options.sleep ?? defaultSleep
  const newKey = options.newKey ?? newIdempotencyKey

  return async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const method = (init.method ?? 'GET').toUpperCase()
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData
    const headers = { ...requestHeaders({ locale: options.locale(), currency: options.currency(), withCurrency: init.withCurrency, json: !isForm }), ...init.headers }
    const idempotencyKey = isIdempotent(method) ? undefined : (init.idempotencyKey ?? newKey())
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey

    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(init.query ?? {})) if (value != null && value !== '') params.set(key, String(value))
    const url = `${base}${path}${params.size ? `?${params}` : ''}`
    const body = init.body == null ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body)

    for (let attempt = 0; ; attempt++) {
      let response: Response | undefined
      try {
        response = await doFetch(url, { method, headers, body, signal: init.signal, credentials: 'same-origin' })
      } catch (error) {
        if (init.signal?.aborted || !shouldRetry({ method, status: undefined, attempt, idempotencyKey })) {
          throw error instanceof Error ? new ApiError(undefined, error.message) : error
        }
        await sleep(retryDelay(null))
        continue
      }
      if (response.ok) {
        const result = (await response.json()) as { data: T }
        return result.data
      }
      if (shouldRetry({ method, status: response.status, attempt, idempotencyKey })) {
        await sleep(retryDelay(response.headers.get('Retry-After')))
        continue
      }
      const payload = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null
      throw new ApiError(response.status, payload?.message ?? response.statusText, payload?.errors)
    }
  }
}

export type ApiRequest = ReturnType<typeof createApiClient>
