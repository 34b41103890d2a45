import { isChunkLoadError } from './version'

/**
 * SPEC §8: a fatal or unhandled app error is routed to the error page. What counts: an error the
 * app's own code threw outside rendering (an event handler, a timer, a promise nobody awaited).
 * What does not: a picture or script that failed to load (the element's own error event), a chunk
 * that failed to load (the version check reloads onto the newer build), the browser's benign
 * ResizeObserver notice, an error from another origin the browser hides ("Script error."), and a
 * cancelled request.
 */
export type ErrorLike = { error?: unknown; message?: unknown; fromElement?: boolean }

const BENIGN = /ResizeObserver loop|^Script error\.?$/i

export function isFatalError(event: ErrorLike): boolean {
  if (event.fromElement) return false
  const reason = event.error
  if (reason === undefined || reason === null) return false
  if (isChunkLoadError(reason)) return false
  if (reason && typeof reason === 'object' && (reason as { name?: unknown }).name === 'AbortError') return false
  const message = typeof event.message === 'string' ? event.message : reason instanceof Error ? reason.message : ''
  return !BENIGN.test(message)
}

/**
 * What the error page is given: no message of its own, so the visitor reads the generic text in
 * their language ('Internal Server Error' or its Arabic form), never a script's English message.
 * The original goes to the console.
 */
export class UnhandledAppError extends Error {
  constructor(readonly original: unknown) {
    super('')
    this.name = 'UnhandledAppError'
  }
}
