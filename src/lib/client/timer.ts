type Clock = {
  now?: () => number
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (id: never) => void
}

/** A countdown that can pause and resume (SPEC §4: a toast's timer pauses while the pointer is over it). */
export function createTimer(ms: number, onDone: () => void, clock: Clock = {}) {
  const now = clock.now ?? Date.now
  const later = clock.setTimeout ?? ((fn: () => void, delay: number) => setTimeout(fn, delay))
  const cancel = clock.clearTimeout ?? ((id: never) => clearTimeout(id))
  let remaining = ms
  let startedAt = 0
  let id: unknown = null
  let done = false

  const stop = () => {
    if (id !== null) cancel(id as never)
    id = null
  }
  const resume = () => {
    if (done || id !== null || ms <= 0) return
    startedAt = now()
    id = later(() => {
      id = null
      done = true
      onDone()
    }, remaining)
  }
  resume()

  return {
    pause() {
      if (id === null) return
      stop()
      remaining = Math.max(0, remaining - (now() - startedAt))
    },
    resume,
    stop() {
      stop()
      done = true
    },
    remaining: () => (id === null ? remaining : Math.max(0, remaining - (now() - startedAt))),
    running: () => id !== null,
  }
}
