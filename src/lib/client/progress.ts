/** SPEC §2: the navigation loading bar — dark blue, throttle 200 ms, duration 2000 ms, 3 px high. */
export const LOADING_BAR = { throttle: 200, duration: 2000, height: 3, color: '#0b2a5b' } as const

/** How far the bar has run after `elapsed` ms: approaches 100 % without reaching it. */
export const estimatedProgress = (elapsed: number, duration: number) => (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50)

export type ProgressState = { visible: boolean; progress: number }

type Clock = {
  now?: () => number
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (id: never) => void
  setInterval?: (fn: () => void, ms: number) => unknown
  clearInterval?: (id: never) => void
}

/**
 * The bar appears only when a navigation lasts longer than `throttle`; it then advances over
 * `duration`, completes when the navigation ends and fades out.
 */
export function createProgress(onChange: (state: ProgressState) => void, options: Partial<typeof LOADING_BAR> & Clock = {}) {
  const throttle = options.throttle ?? LOADING_BAR.throttle
  const duration = options.duration ?? LOADING_BAR.duration
  const now = options.now ?? Date.now
  const later = options.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms))
  const cancel = options.clearTimeout ?? ((id: never) => clearTimeout(id))
  const every = options.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms))
  const stopEvery = options.clearInterval ?? ((id: never) => clearInterval(id))

  let state: ProgressState = { visible: false, progress: 0 }
  let running = false
  let startedAt = 0
  let showTimer: unknown = null
  let tick: unknown = null
  let hideTimer: unknown = null

  const emit = (next: ProgressState) => {
    state = next
    onChange(state)
  }
  const clearAll = () => {
    if (showTimer !== null) cancel(showTimer as never)
    if (hideTimer !== null) cancel(hideTimer as never)
    if (tick !== null) stopEvery(tick as never)
    showTimer = hideTimer = tick = null
  }

  return {
    state: () => state,
    isRunning: () => running,
    start() {
      if (running) return
      clearAll()
      running = true
      startedAt = now()
      showTimer = later(() => {
        showTimer = null
        emit({ visible: true, progress: estimatedProgress(now() - startedAt, duration) })
        tick = every(() => emit({ visible: true, progress: estimatedProgress(now() - startedAt, duration) }), 100)
      }, throttle)
    },
    finish() {
      if (!running) return
      running = false
      const wasVisible = state.visible
      clearAll()
      if (!wasVisible) return
      emit({ visible: true, progress: 100 })
      hideTimer = later(() => {
        hideTimer = null
        emit({ visible: false, progress: 0 })
      }, 400)
    },
  }
}
