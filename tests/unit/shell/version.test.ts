import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createVersionCheck, isChunkLoadError, isChunkUrl, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, VERSION_POLL_MS } from '@/lib/client/version'

const memoryStorage = () => {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(1_000_000)
})
afterEach(() => vi.useRealTimers())

function setup(latest: () => string | null) {
  const reload = vi.fn()
  const fetchLatest = vi.fn(async () => latest())
  const storage = memoryStorage()
  const check = createVersionCheck({ current: 'build-1', fetchLatest, reload, storage })
  return { check, reload, fetchLatest, storage }
}

describe('version check (SPEC §4, §9)', () => {
  it('polls every hour', async () => {
    expect(VERSION_POLL_MS).toBe(3_600_000)
    const { check, fetchLatest } = setup(() => 'build-1')
    const stop = check.start()
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS - 1)
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 3)
    expect(fetchLatest).toHaveBeenCalledTimes(2)
  })

  it('remembers a newer build found by a poll', async () => {
    const { check } = setup(() => 'build-2')
    expect(await check.poll()).toBe('build-2')
    expect(check.newer()).toBe('build-2')
  })

  it('does not reload on a chunk failure when no newer build exists', async () => {
    const { check, reload } = setup(() => 'build-1')
    expect(await check.onChunkError()).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads once when a chunk fails and a newer build exists, then not again for 10 s', async () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    const { check, reload, storage } = setup(() => 'build-2')
    expect(await check.onChunkError()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe(String(Date.now()))
    vi.advanceTimersByTime(9_999)
    expect(await check.onChunkError()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(await check.onChunkError()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('the guard survives the reload (it lives in session storage)', async () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const before = createVersionCheck({ current: 'a', fetchLatest: async () => 'b', reload, storage })
    await before.onChunkError()
    const after = createVersionCheck({ current: 'a', fetchLatest: async () => 'b', reload, storage })
    expect(await after.onChunkError()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('survives a failed poll', async () => {
    const check = createVersionCheck({ current: 'a', fetchLatest: async () => Promise.reject(new Error('offline')), reload: vi.fn(), storage: null })
    await expect(check.poll()).resolves.toBeNull()
  })

  it('recognises chunk load failures', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkUrl('http://x/_next/static/chunks/abc.js')).toBe(true)
    expect(isChunkUrl('http://x/media/photo.jpg')).toBe(false)
  })
})
