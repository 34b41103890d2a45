import { describe, expect, it } from 'vitest'
import { isPostingOpen, startOfUtcDay } from '@/lib/careers'

describe('isPostingOpen', () => {
  const validThrough = '2026-09-30T20:00:00.000Z'

  it('is open with no valid-through date', () => {
    expect(isPostingOpen(null, new Date('2030-01-01T00:00:00Z'))).toBe(true)
    expect(isPostingOpen(undefined, new Date('2030-01-01T00:00:00Z'))).toBe(true)
  })

  it('is open before and all through its valid-through day, closed from the next day', () => {
    expect(isPostingOpen(validThrough, new Date('2026-09-01T00:00:00Z'))).toBe(true)
    expect(isPostingOpen(validThrough, new Date('2026-09-30T23:59:59Z'))).toBe(true)
    expect(isPostingOpen(validThrough, new Date('2026-10-01T00:00:00Z'))).toBe(false)
    expect(isPostingOpen(validThrough, new Date('2026-11-22T12:00:00Z'))).toBe(false)
  })

  it('depends on the instant it is asked at, not on when the code was loaded', () => {
    const before = new Date('2026-09-15T00:00:00Z')
    const after = new Date('2026-10-15T00:00:00Z')
    expect([isPostingOpen(validThrough, before), isPostingOpen(validThrough, after)]).toEqual([true, false])
  })

  it('starts the day at midnight UTC', () => {
    expect(startOfUtcDay(new Date('2026-11-22T23:30:00+02:00')).toISOString()).toBe('2026-11-22T00:00:00.000Z')
    expect(startOfUtcDay(new Date('2026-11-23T01:30:00+04:00')).toISOString()).toBe('2026-11-22T00:00:00.000Z')
  })
})
