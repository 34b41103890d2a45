/** A small seeded PRNG (mulberry32) and helpers, so the same seed always gives the same data. */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number
  /** A float in [min, max). */
  float: (min: number, max: number) => number
  pick: <T>(list: readonly T[]) => T
  /** true with the given probability. */
  chance: (p: number) => boolean
  /** n distinct items, in random order. */
  sample: <T>(list: readonly T[], n: number) => T[]
  /** Picks by weight: [[value, weight], …]. */
  weighted: <T>(list: ReadonlyArray<readonly [T, number]>) => T
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list')
    return list[Math.floor(next() * list.length)] as T
  }
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick,
    chance: (p) => next() < p,
    sample: <T>(list: readonly T[], n: number) => {
      const copy = [...list]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy.slice(0, Math.min(n, copy.length))
    },
    weighted: <T>(list: ReadonlyArray<readonly [T, number]>): T => {
      const total = list.reduce((s, [, w]) => s + w, 0)
      let r = next() * total
      for (const [value, w] of list) {
        r -= w
        if (r < 0) return value
      }
      return (list[list.length - 1] as readonly [T, number])[0]
    },
  }
}

/** Rounds to a "nice" step, the way a price is quoted. */
export const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step)
