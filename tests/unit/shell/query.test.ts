import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, isTransient, QUERY_DEFAULTS, retryBackoff } from '@/lib/client/query'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('client data cache (SPEC §9)', () => {
  it('has the spec settings', () => {
    expect(QUERY_DEFAULTS).toEqual({ staleTime: 5000, gcTime: 300_000, retry: 3, refetchOnWindowFocus: false })
  })

  it('serves fresh data for 5000 ms, then fetches again', async () => {
    const cache = createQueryClient()
    const fn = vi.fn(async () => 'value')
    await cache.fetch('k', fn)
    vi.advanceTimersByTime(4999)
    await cache.fetch('k', fn)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await cache.fetch('k', fn)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('shares one request between callers', async () => {
    const cache = createQueryClient()
    const fn = vi.fn(async () => 'value')
    const [a, b] = await Promise.all([cache.fetch('k', fn), cache.fetch('k', fn)])
    expect([a, b]).toEqual(['value', 'value'])
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('retries a failing request 3 times with backoff', async () => {
    const cache = createQueryClient()
    const fn = vi.fn(async () => Promise.reject(new Error('down')))
    const result = cache.fetch('k', fn).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(retryBackoff(0) + retryBackoff(1) + retryBackoff(2))
    expect(await result).toBeInstanceOf(Error)
    expect(fn).toHaveBeenCalledTimes(4)
    expect(cache.getState('k').status).toBe('error')
  })

  it('drops unused data after 5 minutes, keeps it while observed', async () => {
    const cache = createQueryClient()
    await cache.fetch('unused', async () => 1)
    const stop = cache.subscribe('watched', () => {})
    await cache.fetch('watched', async () => 2)
    vi.advanceTimersByTime(300_000)
    expect(cache.has('unused')).toBe(false)
    expect(cache.has('watched')).toBe(true)
    stop()
    vi.advanceTimersByTime(300_000)
    expect(cache.has('watched')).toBe(false)
  })

  it('invalidate makes the next read fetch again', async () => {
    const cache = createQueryClient()
    const fn = vi.fn(async () => 'v')
    await cache.fetch('k', fn)
    cache.invalidate('k')
    await cache.fetch('k', fn)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})

describe('what the data cache retries', () => {
  it('does not retry an answer that would not change (404, 422), retries the transient ones', async () => {
    vi.useFakeTimers()
    const cache = createQueryClient()
    const notFound = vi.fn(async () => Promise.reject(Object.assign(new Error('nope'), { status: 404 })))
    await expect(cache.fetch('a', notFound)).rejects.toThrow('nope')
    expect(notFound).toHaveBeenCalledTimes(1)
    expect(isTransient({ status: 503 })).toBe(true)
    expect(isTransient({ status: 429 })).toBe(true)
    expect(isTransient({ status: 422 })).toBe(false)
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true)
  })
})
