/**
 * Before each component test file: a clean document after every test, and real timers again for
 * the next one whatever a test left behind.
 */
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Testing Library's `waitFor` and `findBy…` move a fake clock forward while they wait when they see
// one; they look for it under Jest's name.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } })

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
  document.documentElement.className = ''
  sessionStorage.clear()
  localStorage.clear()
})
