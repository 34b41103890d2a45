import { describe, expect, it } from 'vitest'
import { isFatalError, UnhandledAppError } from '@/lib/client/unhandled'

describe('which errors reach the error page (SPEC §8)', () => {
  it('an error thrown by the app outside rendering does', () => {
    expect(isFatalError({ error: new TypeError("Cannot read properties of undefined (reading 'x')") })).toBe(true)
    expect(isFatalError({ error: 'a thrown string' })).toBe(true)
  })

  it('a picture or script that failed to load does not (the element reports it)', () => {
    expect(isFatalError({ error: new Error('x'), fromElement: true })).toBe(false)
    expect(isFatalError({ message: 'load failed' })).toBe(false)
  })

  it('a chunk that failed to load does not: the version check handles it', () => {
    const chunk = new Error('Loading chunk app/page failed.')
    chunk.name = 'ChunkLoadError'
    expect(isFatalError({ error: chunk })).toBe(false)
    expect(isFatalError({ error: new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js') })).toBe(false)
  })

  it('benign browser notices, hidden cross-origin errors and cancelled requests do not', () => {
    expect(isFatalError({ error: new Error('ResizeObserver loop completed with undelivered notifications.') })).toBe(false)
    expect(isFatalError({ error: {}, message: 'Script error.' })).toBe(false)
    expect(isFatalError({ error: new DOMException('The user aborted a request.', 'AbortError') })).toBe(false)
  })

  it('the error page is handed no message, so it shows the generic text in the visitor language', () => {
    const original = new Error('an English detail')
    const routed = new UnhandledAppError(original)
    expect(routed.message).toBe('')
    expect(routed.original).toBe(original)
  })
})
