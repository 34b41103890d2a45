import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * A fake clock for a component test: timers, Date and performance.now stand still until the test
 * moves them (`await tick(ms)`), running what falls due and letting React render the outcome.
 */
export function useFakeClock(start = 1_700_000_000_000) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  vi.setSystemTime(start)
}

export const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
