import { describe, expect, it } from 'vitest'
import { freshEvents, isDue, keptKeys, lookFrom, nextRunAt, OVERLAP_MS, type ListingEvent } from '@/lib/alerts'

const at = (iso: string) => new Date(iso)

describe('when an alert is looked at', () => {
  const now = at('2026-11-24T09:00:00Z')
  it('an instant alert when a listing was listed or reduced after its last look, and only then', () => {
    const alert = { status: 'active' as const, frequency: 'instant' as const, checkedUpTo: '2026-11-24T08:00:00.000Z' }
    expect(isDue(alert, now, at('2026-11-24T08:30:00Z'))).toBe(true)
    expect(isDue(alert, now, at('2026-11-24T07:59:00Z'))).toBe(false)
    expect(isDue(alert, now, null)).toBe(false)
  })
  it('a daily or weekly alert when its period is over', () => {
    const from = at('2026-11-23T09:00:00Z')
    expect(nextRunAt('daily', from).toISOString()).toBe('2026-11-24T09:00:00.000Z')
    expect(nextRunAt('weekly', from).toISOString()).toBe('2026-11-30T09:00:00.000Z')
    const daily = { status: 'active' as const, frequency: 'daily' as const, nextRunAt: '2026-11-24T09:00:00.000Z' }
    expect(isDue(daily, now, null)).toBe(true)
    expect(isDue(daily, at('2026-11-24T08:59:59Z'), null)).toBe(false)
  })
  it('never a pending or cancelled one', () => {
    for (const status of ['pending', 'unsubscribed'] as const) expect(isDue({ status, frequency: 'daily', nextRunAt: null }, now, now)).toBe(false)
  })
})

describe('what a look reads', () => {
  it('reads back a margin before the previous look, never before the confirmation', () => {
    expect(lookFrom({ confirmedAt: '2026-11-24T08:00:00.000Z', checkedUpTo: '2026-11-24T09:00:00.000Z' }).toISOString()).toBe(new Date(at('2026-11-24T09:00:00Z').getTime() - OVERLAP_MS).toISOString())
    expect(lookFrom({ confirmedAt: '2026-11-24T08:58:00.000Z', checkedUpTo: '2026-11-24T09:00:00.000Z' }).toISOString()).toBe('2026-11-24T08:58:00.000Z')
  })

  it('mails each event once: one per listing, newest first, what was mailed before left out', () => {
    const events: ListingEvent[] = [
      { id: 1, change: 'new', at: '2026-11-24T08:10:00.000Z' },
      { id: 2, change: 'new', at: '2026-11-24T08:20:00.000Z' },
      { id: 2, change: 'reduced', at: '2026-11-24T08:25:00.000Z' },
      { id: 3, change: 'reduced', at: '2026-11-24T08:30:00.000Z' },
    ]
    const fresh = freshEvents(events, [{ key: 'new:1', at: '2026-11-24T08:10:00.000Z' }])
    expect(fresh).toEqual([events[3], events[1]])
    // A cut after the listing was mailed as new is news of its own.
    expect(freshEvents([{ id: 1, change: 'reduced', at: '2026-11-24T09:30:00.000Z' }], [{ key: 'new:1', at: '2026-11-24T08:10:00.000Z' }])).toHaveLength(1)
  })

  it('keeps only the mailed events a later look could read again', () => {
    const upTo = at('2026-11-24T09:00:00Z')
    const kept = keptKeys([{ key: 'new:1', at: '2026-11-24T07:00:00.000Z' }], [{ id: 2, change: 'reduced', at: '2026-11-24T08:55:00.000Z' }], upTo)
    expect(kept).toEqual([{ key: 'reduced:2:2026-11-24T08:55:00.000Z', at: '2026-11-24T08:55:00.000Z' }])
  })
})
