import { describe, expect, it } from 'vitest'
import { and, bitsWhere, clear, count, keepBetween, keepMarked, rowsOf } from '@/server/listings/row-bits'

// 100 rows: four words, the last one partly used; rows 31, 63 and 95 are each a word's top bit.
const N = 100
const rowsIn = (bits: Uint32Array) => [...rowsOf(bits, count(bits))]
const expected = (test: (i: number) => boolean) => Array.from({ length: N }, (_, i) => i).filter(test)

describe('row bits', () => {
  it('holds, counts and lists the rows of a test, top bits included', () => {
    const bits = bitsWhere(N, (i) => i % 3 === 1 || i % 32 === 31)
    expect(bits.length).toBe(4)
    expect(count(bits)).toBe(expected((i) => i % 3 === 1 || i % 32 === 31).length)
    expect(rowsIn(bits)).toEqual(expected((i) => i % 3 === 1 || i % 32 === 31))
    expect(count(bitsWhere(N, () => false))).toBe(0)
    expect(count(bitsWhere(N, () => true))).toBe(N)
  })

  it('intersects and clears', () => {
    const bits = bitsWhere(N, (i) => i % 2 === 0)
    and(bits, bitsWhere(N, (i) => i % 3 === 0))
    clear(bits, 30)
    clear(bits, 5000)
    expect(rowsIn(bits)).toEqual(expected((i) => i % 6 === 0 && i !== 30))
  })

  it('keeps the rows within bounds, an empty value failing every bound', () => {
    const col = Float64Array.from({ length: N }, (_, i) => (i % 10 === 0 ? NaN : i))
    const all = () => bitsWhere(N, () => true)
    const between = (min?: number, max?: number) => {
      const bits = all()
      keepBetween(bits, col, min, max)
      return rowsIn(bits)
    }
    expect(between(31, 64)).toEqual(expected((i) => i >= 31 && i <= 64 && i % 10 !== 0))
    expect(between(90)).toEqual(expected((i) => i >= 90 && i % 10 !== 0))
    expect(between(undefined, 12)).toEqual(expected((i) => i <= 12 && i % 10 !== 0))
    expect(between()).toEqual(expected((i) => i % 10 !== 0))
  })

  it('keeps the marked rows among those still in the set', () => {
    const marks = Uint8Array.from({ length: N }, (_, i) => (i % 4 === 3 ? 1 : 0))
    const bits = bitsWhere(N, (i) => i > 20)
    keepMarked(bits, marks)
    expect(rowsIn(bits)).toEqual(expected((i) => i > 20 && i % 4 === 3))
  })
})
