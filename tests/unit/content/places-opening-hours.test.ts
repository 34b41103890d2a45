import { describe, expect, it } from 'vitest'
import { hoursByDay, knownTimeZone, minutesOf, openState, wallClock, weeklyIntervals, type HoursRow } from '@/lib/opening-hours'

// 2026-11-23 is a Monday. Dubai is UTC+4 all year, Riyadh UTC+3, Cairo UTC+2 in November, New York UTC−5.
const utc = (iso: string) => new Date(`${iso}Z`)
const office: HoursRow[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' },
  { days: ['sat'], opens: '10:00', closes: '16:00' },
]

describe('wallClock', () => {
  it('reads the weekday and minute in the given zone, not the machine’s', () => {
    const instant = utc('2026-11-23T21:30:00')
    expect(wallClock(instant, 'Asia/Dubai')).toEqual({ day: 'tue', minute: 1 * 60 + 30 })
    expect(wallClock(instant, 'America/New_York')).toEqual({ day: 'mon', minute: 16 * 60 + 30 })
    expect(wallClock(instant, 'UTC')).toEqual({ day: 'mon', minute: 21 * 60 + 30 })
  })
})

describe('openState', () => {
  it('is open inside the hours and says when it closes', () => {
    expect(openState(office, 'Asia/Dubai', utc('2026-11-23T06:00:00'))).toEqual({ open: true, closes: { time: '18:00', day: 'mon', daysAhead: 0 } })
  })

  it('gives different answers for the same instant in different zones', () => {
    const instant = utc('2026-11-23T05:30:00') // 09:30 in Dubai, 08:30 in Riyadh, 07:30 in Cairo
    expect(openState(office, 'Asia/Dubai', instant).open).toBe(true)
    expect(openState(office, 'Asia/Riyadh', instant)).toEqual({ open: false, opens: { time: '09:00', day: 'mon', daysAhead: 0 } })
    expect(openState(office, 'Africa/Cairo', instant)).toEqual({ open: false, opens: { time: '09:00', day: 'mon', daysAhead: 0 } })
  })

  it('opens at the opening minute and is closed at the closing minute', () => {
    expect(openState(office, 'Asia/Dubai', utc('2026-11-23T05:00:00')).open).toBe(true) // 09:00
    expect(openState(office, 'Asia/Dubai', utc('2026-11-23T04:59:00')).open).toBe(false) // 08:59
    expect(openState(office, 'Asia/Dubai', utc('2026-11-23T14:00:00'))).toEqual({ open: false, opens: { time: '09:00', day: 'tue', daysAhead: 1 } }) // 18:00
  })

  it('skips closed days to the next opening, wrapping past the end of the week', () => {
    // Saturday 2026-11-28 17:00 in Dubai: closed Sunday, next opening Monday 09:00.
    expect(openState(office, 'Asia/Dubai', utc('2026-11-28T13:00:00'))).toEqual({ open: false, opens: { time: '09:00', day: 'mon', daysAhead: 2 } })
    // Friday 2026-11-27 20:00: Saturday has its own shorter hours.
    expect(openState(office, 'Asia/Dubai', utc('2026-11-27T16:00:00'))).toEqual({ open: false, opens: { time: '10:00', day: 'sat', daysAhead: 1 } })
  })

  it('keeps overnight hours open past midnight, including from Saturday into Sunday', () => {
    const late: HoursRow[] = [{ days: ['fri', 'sat'], opens: '20:00', closes: '02:00' }]
    // Saturday 23:00 in Riyadh.
    expect(openState(late, 'Asia/Riyadh', utc('2026-11-28T20:00:00'))).toEqual({ open: true, closes: { time: '02:00', day: 'sun', daysAhead: 1 } })
    // Sunday 01:30 in Riyadh: still Saturday night's hours.
    expect(openState(late, 'Asia/Riyadh', utc('2026-11-28T22:30:00'))).toEqual({ open: true, closes: { time: '02:00', day: 'sun', daysAhead: 0 } })
    // Sunday 02:00: closed until Friday 20:00.
    expect(openState(late, 'Asia/Riyadh', utc('2026-11-28T23:00:00'))).toEqual({ open: false, opens: { time: '20:00', day: 'fri', daysAhead: 5 } })
  })

  it('joins back-to-back rows and reads closing at midnight as 24:00', () => {
    const split: HoursRow[] = [
      { days: ['mon'], opens: '08:00', closes: '12:00' },
      { days: ['mon'], opens: '12:00', closes: '24:00' },
    ]
    expect(openState(split, 'UTC', utc('2026-11-23T10:00:00'))).toEqual({ open: true, closes: { time: '24:00', day: 'mon', daysAhead: 0 } })
  })

  it('is open with no closing time when the hours cover the whole week', () => {
    const always: HoursRow[] = [{ days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '00:00', closes: '24:00' }]
    expect(openState(always, 'Asia/Dubai', utc('2026-11-25T12:00:00'))).toEqual({ open: true, closes: null })
  })

  it('is closed with no next opening when there are no usable hours', () => {
    expect(openState([], 'Asia/Dubai', utc('2026-11-23T06:00:00'))).toEqual({ open: false, opens: null })
    expect(openState([{ days: ['mon'], opens: '9am', closes: '18:00' }], 'Asia/Dubai', utc('2026-11-23T06:00:00'))).toEqual({ open: false, opens: null })
  })

  it('follows daylight saving in the branch’s zone', () => {
    // New York: 09:30 local is 14:30 UTC in winter and 13:30 UTC in summer.
    expect(openState(office, 'America/New_York', utc('2026-11-23T14:30:00')).open).toBe(true)
    expect(openState(office, 'America/New_York', utc('2026-07-06T13:30:00')).open).toBe(true)
    expect(openState(office, 'America/New_York', utc('2026-11-23T13:30:00')).open).toBe(false)
  })
})

describe('helpers', () => {
  it('parses HH:MM and rejects anything else', () => {
    expect(minutesOf('09:05')).toBe(545)
    expect(minutesOf('24:00')).toBe(1440)
    expect(minutesOf('24:30')).toBeNull()
    expect(minutesOf('9:00')).toBeNull()
  })

  it('lays rows out on the week from Sunday, overnight spans running into the next day', () => {
    expect(weeklyIntervals([{ days: ['sun'], opens: '22:00', closes: '01:00' }])).toEqual([[1320, 1500]])
  })

  it('lists every weekday in the order asked, closed days with no spans', () => {
    const days = hoursByDay(office, ['sat', 'sun', 'mon'])
    expect(days).toEqual([
      { day: 'sat', spans: [{ opens: '10:00', closes: '16:00' }] },
      { day: 'sun', spans: [] },
      { day: 'mon', spans: [{ opens: '09:00', closes: '18:00' }] },
    ])
  })

  it('falls back to the agency’s zone for an unknown one', () => {
    expect(knownTimeZone('Asia/Riyadh', 'Asia/Dubai')).toBe('Asia/Riyadh')
    expect(knownTimeZone('Mars/Olympus', 'Asia/Dubai')).toBe('Asia/Dubai')
    expect(knownTimeZone(null, 'Asia/Dubai')).toBe('Asia/Dubai')
  })
})
