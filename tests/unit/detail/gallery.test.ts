import { describe, expect, it } from 'vitest'
import { keyStep, swipeStep, wrapIndex } from '@/lib/gallery'

describe('gallery index', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1)
    expect(wrapIndex(2, 1, 3)).toBe(0)
    expect(wrapIndex(0, -1, 3)).toBe(2)
    expect(wrapIndex(1, -1, 3)).toBe(0)
    expect(wrapIndex(0, 1, 1)).toBe(0)
    expect(wrapIndex(0, 1, 0)).toBe(0)
  })
})

describe('arrow keys follow the reading direction', () => {
  it('English: right is next, left is previous', () => {
    expect(keyStep('ArrowRight', 'ltr')).toBe(1)
    expect(keyStep('ArrowLeft', 'ltr')).toBe(-1)
  })
  it('Arabic: left is next, right is previous', () => {
    expect(keyStep('ArrowLeft', 'rtl')).toBe(1)
    expect(keyStep('ArrowRight', 'rtl')).toBe(-1)
  })
  it('other keys do nothing', () => {
    expect(keyStep('ArrowUp', 'rtl')).toBe(0)
    expect(keyStep('Enter', 'ltr')).toBe(0)
  })
})

describe('swipes', () => {
  it('English: swiping left brings the next picture', () => {
    expect(swipeStep(-80, 5, 'ltr')).toBe(1)
    expect(swipeStep(80, 5, 'ltr')).toBe(-1)
  })
  it('Arabic: swiping right brings the next picture', () => {
    expect(swipeStep(80, 5, 'rtl')).toBe(1)
    expect(swipeStep(-80, 5, 'rtl')).toBe(-1)
  })
  it('short or mostly vertical moves are not swipes', () => {
    expect(swipeStep(-20, 0, 'ltr')).toBe(0)
    expect(swipeStep(-60, 90, 'ltr')).toBe(0)
  })
})
