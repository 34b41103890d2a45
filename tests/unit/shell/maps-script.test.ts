import { describe, expect, it, vi } from 'vitest'
import { MAPS_BACKOFF_MS, MAPS_RETRIES, mapsScriptUrl, withRetries } from '@/lib/client/maps-script'

describe('the keyed maps script (SPEC §7, §8: retried up to 3 times with backoff)', () => {
  it('is tried once and retried up to 3 times, waiting 0.5 s, 1 s, then 2 s', async () => {
    vi.useFakeTimers()
    try {
      const attempt = vi.fn(() => Promise.reject(new Error('blocked')))
      const waits: number[] = []
      const wait = (ms: number) => {
        waits.push(ms)
        return new Promise<void>((resolve) => setTimeout(resolve, ms))
      }
      const loading = withRetries(attempt, wait)
      const outcome = loading.catch((error: Error) => error.message)
      await vi.runAllTimersAsync()
      expect(await outcome).toBe('blocked')
      expect(attempt).toHaveBeenCalledTimes(1 + MAPS_RETRIES)
      expect(MAPS_RETRIES).toBe(3)
      expect(waits).toEqual([MAPS_BACKOFF_MS, MAPS_BACKOFF_MS * 2, MAPS_BACKOFF_MS * 4])
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops at the first attempt that loads', async () => {
    let n = 0
    const attempt = vi.fn(() => (++n < 3 ? Promise.reject(new Error('blocked')) : Promise.resolve()))
    await expect(withRetries(attempt, () => Promise.resolve())).resolves.toBeUndefined()
    expect(attempt).toHaveBeenCalledTimes(3)
  })

  it("asks for the provider's script with the key, the page's language and the ready callback", () => {
    const url = new URL(mapsScriptUrl('k e y', 'ar', 'ready'))
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ key: 'k e y', language: 'ar', callback: 'ready' })
  })
})
