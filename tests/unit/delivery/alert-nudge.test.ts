import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GATHER_MS, onListingChanges } from '@/server/alerts/nudge'

describe('instant alerts after a listing change', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const timers = { set: (run: () => void, ms: number) => setTimeout(run, ms), clear: (t: never) => clearTimeout(t) }

  it('looks once after a burst of listing changes, not for other content', async () => {
    const look = vi.fn(async () => undefined)
    const changed = onListingChanges(look, timers)
    changed([{ id: 1, tag: 'blogs', doc: 3, op: 'change' }])
    await vi.advanceTimersByTimeAsync(GATHER_MS * 2)
    expect(look).not.toHaveBeenCalled()
    changed([{ id: 2, tag: 'properties', doc: 7, op: 'change' }])
    await vi.advanceTimersByTimeAsync(GATHER_MS / 2)
    changed([{ id: 3, tag: 'projects', doc: 2, op: 'change' }])
    await vi.advanceTimersByTimeAsync(GATHER_MS - 1)
    expect(look).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(look).toHaveBeenCalledTimes(1)
  })

  it('keeps looking after a failed look, one look at a time', async () => {
    let running = 0
    let most = 0
    const look = vi.fn(async () => {
      running += 1
      most = Math.max(most, running)
      await new Promise((r) => setTimeout(r, GATHER_MS * 3))
      running -= 1
      if (look.mock.calls.length === 1) throw new Error('database away')
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const changed = onListingChanges(look, timers)
    changed([{ id: 1, tag: 'properties', doc: 1, op: 'change' }])
    await vi.advanceTimersByTimeAsync(GATHER_MS)
    changed([{ id: 2, tag: 'properties', doc: 2, op: 'change' }])
    await vi.advanceTimersByTimeAsync(GATHER_MS * 10)
    expect(look).toHaveBeenCalledTimes(2)
    expect(most).toBe(1)
    expect(error).toHaveBeenCalledWith('[alerts] looking for instant alerts failed:', 'database away')
  })
})
