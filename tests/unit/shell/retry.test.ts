import { describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient } from '@/lib/client/api'
import { DEFAULT_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, RETRY_STATUSES, retriesFor, retryDelay, shouldRetry } from '@/lib/client/retry'

describe('retry rule (SPEC §8)', () => {
  it('names exactly the statuses of the spec', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it('retries idempotent requests 0 times and the others once', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'get']) expect(retriesFor(method)).toBe(0)
    for (const method of ['POST', 'PATCH', 'post']) expect(retriesFor(method)).toBe(1)
  })

  it('retries a POST once, only with an Idempotency-Key, only for the listed statuses', () => {
    for (const status of RETRY_STATUSES) {
      expect(shouldRetry({ method: 'POST', status, attempt: 0, idempotencyKey: 'k' })).toBe(true)
      expect(shouldRetry({ method: 'POST', status, attempt: 1, idempotencyKey: 'k' })).toBe(false)
      expect(shouldRetry({ method: 'POST', status, attempt: 0 })).toBe(false)
      expect(shouldRetry({ method: 'GET', status, attempt: 0 })).toBe(false)
    }
    for (const status of [400, 401, 403, 404, 422, 501]) expect(shouldRetry({ method: 'POST', status, attempt: 0, idempotencyKey: 'k' })).toBe(false)
  })

  it('waits for Retry-After, capped', () => {
    expect(retryDelay(null)).toBe(DEFAULT_RETRY_DELAY_MS)
    expect(retryDelay('2')).toBe(2000)
    expect(retryDelay('120')).toBe(MAX_RETRY_DELAY_MS)
    expect(retryDelay(new Date(10_000 + 1500).toUTCString(), 10_000)).toBeLessThanOrEqual(1500)
    expect(retryDelay('soon')).toBe(DEFAULT_RETRY_DELAY_MS)
  })
})

type Call = { url: string; init: RequestInit }
function fakeFetch(statuses: number[], body: unknown = { data: { ok: true } }) {
  const calls: Call[] = []
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200
    return new Response(JSON.stringify(status < 400 ? body : { message: `status ${status}` }), { status, headers: { 'Content-Type': 'application/json' } })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const client = (fetch: typeof globalThis.fetch, currency: string | null = 'AED') =>
  createApiClient({ locale: () => 'ar', currency: () => currency, fetch, sleep: async () => {}, newKey: () => 'key-1' })

describe('API client (SPEC §7, §8)', () => {
  it('sends the spec headers and unwraps result.data', async () => {
    const { fetch, calls } = fakeFetch([200], { data: [1, 2] })
    await expect(client(fetch)('/real-estates/filters')).resolves.toEqual([1, 2])
    expect(calls[0]?.url).toBe('/api/v1/real-estates/filters')
    expect(calls[0]?.init.headers).toEqual({ 'Accept-Language': 'ar', Accept: 'application/json', 'Content-Type': 'application/json', 'X-Currency': 'AED' })
  })

  it('leaves the currency header off for settings and menus', async () => {
    const { fetch, calls } = fakeFetch([200])
    await client(fetch)('/settings', { withCurrency: false })
    expect(calls[0]?.init.headers).not.toHaveProperty('X-Currency')
  })

  it('never retries a GET, even on 503', async () => {
    const { fetch, calls } = fakeFetch([503, 200])
    await expect(client(fetch)('/menus')).rejects.toMatchObject({ status: 503 })
    expect(calls).toHaveLength(1)
  })

  it('retries a POST once with the same Idempotency-Key', async () => {
    const { fetch, calls } = fakeFetch([503, 201], { data: { id: 7 } })
    await expect(client(fetch)('/leads', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 7 })
    expect(calls).toHaveLength(2)
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key'])
    expect(keys).toEqual(['key-1', 'key-1'])
  })

  it('gives up on a POST after its one retry and reports the server message', async () => {
    const { fetch, calls } = fakeFetch([500, 502, 200])
    const error = await client(fetch)('/leads', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 502, message: 'status 502' })
    expect(calls).toHaveLength(2)
  })

  it('does not retry a POST that failed validation', async () => {
    const { fetch, calls } = fakeFetch([422, 201])
    await expect(client(fetch)('/leads', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 422 })
    expect(calls).toHaveLength(1)
  })
})
