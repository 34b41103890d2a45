export type Direction = 'ltr' | 'rtl'

/** A gallery index moved by `step`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

/**
 * The step an arrow key makes. The next picture lies in the reading direction: to the right in
 * English, to the left in Arabic, so ArrowLeft means "next" on a right-to-left page.
 */
export function keyStep(key: string, dir: Direction): -1 | 0 | 1 {
  if (key === 'ArrowRight') return dir === 'rtl' ? -1 : 1
  if (key === 'ArrowLeft') return dir === 'rtl' ? 1 : -1
  return 0
}

/** A horizontal swipe shorter than this (in CSS pixels) is a tap, not a swipe. */
export const SWIPE_THRESHOLD = 40

/**
 * The step a horizontal swipe makes: pulling the picture against the reading direction brings the
 * next one (to the left in English, to the right in Arabic). A mostly vertical move scrolls the page.
 */
export function swipeStep(dx: number, dy: number, dir: Direction, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0
  const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0
  return towardsStart ? 1 : -1
}
