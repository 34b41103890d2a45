import { describe, expect, it } from 'vitest'
import { monthEnd } from '@/seed/dates'

describe('the demo postings’ closing dates', () => {
  const today = new Date('2026-11-22T09:00:00Z')
  it('fall on the last day of a month counted from the day the seed runs', () => {
    expect(monthEnd(0, today)).toBe('2026-11-30T20:00:00.000Z')
    expect(monthEnd(2, today)).toBe('2027-01-31T20:00:00.000Z')
    expect(monthEnd(3, today)).toBe('2027-02-28T20:00:00.000Z')
  })
  it('lie in the past for a posting that closed already', () => {
    expect(monthEnd(-2, today)).toBe('2026-09-30T20:00:00.000Z')
    expect(Date.parse(monthEnd(-1))).toBeLessThan(Date.now())
  })
})
