/**
 * Opening hours of a branch, evaluated in the branch's own time zone. Pure: the instant is passed in,
 * so the same rows give the same answer on the server, in the browser and in tests.
 */

/** Sunday first, as `Date#getDay()` counts. */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** The agency's own zone: the default of a branch's time zone field, and the fallback for an unknown one. */
export const AGENCY_TIME_ZONE = 'Asia/Dubai'

export type HoursRow = { days: readonly Weekday[]; opens: string; closes: string }

/** A moment on the branch's wall clock: its time, its weekday and how many days after today it falls. */
export type WallTime = { time: string; day: Weekday; daysAhead: number }

/** `closes` is null when open round the clock; `opens` is null when no hours are set. */
export type OpenState = { open: true; closes: WallTime | null } | { open: false; opens: WallTime | null }

const DAY = 1440
const WEEK = 7 * DAY

/** "09:00" → 540; "24:00" is the end of the day; anything else is null. */
export function minutesOf(time: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time.trim())
  if (!m) return null
  const value = Number(m[1]) * 60 + Number(m[2])
  return value <= DAY ? value : null
}

const clock = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** Each row's days as [start, end) minutes of the week from Sunday 00:00; hours past midnight run into the next day. */
export function weeklyIntervals(rows: readonly HoursRow[]): [number, number][] {
  const out: [number, number][] = []
  for (const row of rows) {
    const opens = minutesOf(row.opens)
    const closes = minutesOf(row.closes)
    if (opens === null || closes === null || opens === DAY) continue
    const length = closes > opens ? closes - opens : closes === opens ? DAY : DAY - opens + closes
    for (const day of new Set(row.days)) {
      const start = WEEKDAYS.indexOf(day) * DAY + opens
      out.push([start, start + length])
    }
  }
  return out.sort((a, b) => a[0] - b[0])
}

/** The weekday and minute of the day at `now` on the wall clock of `timeZone`. */
export function wallClock(now: Date, timeZone: string): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const day = (WEEKDAYS.find((d) => d === get('weekday').toLowerCase()) ?? 'sun') as Weekday
  return { day, minute: (Number(get('hour')) % 24) * 60 + Number(get('minute')) }
}

/** A time zone the runtime knows, else the fallback. */
export function knownTimeZone(zone: string | null | undefined, fallback: string): string {
  if (!zone) return fallback
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return fallback
  }
}

/** Open or closed at `now` in `timeZone`; when open, when it closes; when closed, when it next opens. */
export function openState(rows: readonly HoursRow[], timeZone: string, now: Date): OpenState {
  const intervals = weeklyIntervals(rows)
  const local = wallClock(now, timeZone)
  const at = WEEKDAYS.indexOf(local.day) * DAY + local.minute
  // The week wraps: Saturday night's hours reach Sunday morning, so each interval also counts a week earlier and later.
  const all = intervals.flatMap(([s, e]) => [[s - WEEK, e - WEEK], [s, e], [s + WEEK, e + WEEK]] as [number, number][]).sort((a, b) => a[0] - b[0])
  const current = all.find(([s, e]) => s <= at && at < e)
  if (current) {
    let end = current[1]
    // Back-to-back rows (open all night, say) read as one stretch.
    for (let grew = true; grew && end - at < WEEK; ) {
      grew = false
      for (const [s, e] of all) {
        if (s <= end && e > end) {
          end = e
          grew = true
        }
      }
    }
    if (end - at >= WEEK) return { open: true, closes: null }
    // Closing on the stroke of midnight reads as 24:00 of the day it closes, not 00:00 of the next.
    return { open: true, closes: end % DAY === 0 ? { ...wallTime(end - 1, at), time: '24:00' } : wallTime(end, at) }
  }
  const next = all.find(([s]) => s > at)
  return { open: false, opens: next ? wallTime(next[0], at) : null }
}

function wallTime(minuteOfWeek: number, from: number): WallTime {
  const dayIndex = Math.floor(minuteOfWeek / DAY)
  return { time: clock(minuteOfWeek), day: WEEKDAYS[((dayIndex % 7) + 7) % 7] as Weekday, daysAhead: dayIndex - Math.floor(from / DAY) }
}

/** The rows as one line per weekday (in the given order): that day's opening spans, or none when closed. */
export function hoursByDay(rows: readonly HoursRow[], order: readonly Weekday[]): { day: Weekday; spans: { opens: string; closes: string }[] }[] {
  return order.map((day) => ({
    day,
    spans: rows
      .filter((r) => r.days.includes(day) && minutesOf(r.opens) !== null && minutesOf(r.closes) !== null)
      .map((r) => ({ opens: r.opens, closes: r.closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens)),
  }))
}

/** The weekday's full name in the given Intl locale. */
export function weekdayName(intl: string, day: Weekday): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(day))))
}
