import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProgress, estimatedProgress, LOADING_BAR, type ProgressState } from '@/lib/client/progress'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const bar = () => {
  const states: ProgressState[] = []
  const progress = createProgress((s) => states.push(s))
  return { progress, states, last: () => states[states.length - 1] }
}

describe('loading bar (SPEC §2)', () => {
  it('has the spec defaults', () => {
    expect(LOADING_BAR).toMatchObject({ throttle: 200, duration: 2000, height: 3 })
  })

  it('never shows for a navigation shorter than the 200 ms throttle', () => {
    const { progress, states } = bar()
    progress.start()
    vi.advanceTimersByTime(199)
    progress.finish()
    vi.advanceTimersByTime(5000)
    expect(states).toEqual([])
  })

  it('shows after 200 ms, advances, completes and hides', () => {
    const { progress, last } = bar()
    progress.start()
    vi.advanceTimersByTime(200)
    expect(last()?.visible).toBe(true)
    vi.advanceTimersByTime(1000)
    const midway = last()?.progress ?? 0
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(100)
    progress.finish()
    expect(last()).toEqual({ visible: true, progress: 100 })
    vi.advanceTimersByTime(1000)
    expect(last()).toEqual({ visible: false, progress: 0 })
  })

  it('advances over its 2000 ms duration without reaching 100 %', () => {
    const values = [0, 500, 1000, 2000, 4000, 20_000].map((t) => estimatedProgress(t, 2000))
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1] ?? 0)
    expect(values.at(-1)).toBeLessThan(100)
    expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.48, 1)
  })

  it('a second start while running changes nothing', () => {
    const { progress, states } = bar()
    progress.start()
    vi.advanceTimersByTime(150)
    progress.start()
    vi.advanceTimersByTime(50)
    expect(states[0]?.visible).toBe(true)
  })
})
