/**
 * A form sent sooner than this after it appeared was filled by a script: it gets the same thank-you
 * as everyone, and nothing is sent. Nobody types a name and a phone number in three seconds.
 */
export const MIN_FILL_MS = 3000

export const filledTooFast = (shownAt: number, now: number) => now - shownAt < MIN_FILL_MS
