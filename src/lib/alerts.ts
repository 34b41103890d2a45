/**
 * Saved searches with e-mail alerts: the rules that need no database. An alert is a search (its
 * kind and the query string of its page) kept for one address, in one language, at one frequency.
 *
 * - It starts `pending`: nothing is sent to the address but the confirmation link (double opt-in).
 * - Once confirmed it is `active`. An instant alert is looked at whenever a listing is listed or
 *   reduced; a daily or weekly one when its period is over. Each look sends the listings of the
 *   search that were listed or reduced since the previous look, if there are any.
 * - Listings that commit late (a save whose transaction ends after a look began) are still caught:
 *   each look reads back `OVERLAP_MS` before the previous one, and what was already mailed is kept
 *   for that long (`sentKeys`), so nothing is mailed twice.
 */

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
export const ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]
export const ALERT_KINDS = ['properties', 'projects'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

const MINUTE = 60_000
const DAY = 86_400_000
export const PERIOD_MS: Record<AlertFrequency, number> = { instant: 0, daily: DAY, weekly: 7 * DAY }
/** How far back a look reads before the previous one. */
export const OVERLAP_MS = 10 * MINUTE
/** A look that was claimed and never finished (its server stopped) may be claimed again after this long. */
export const STALE_CLAIM_MS = 30 * MINUTE
/** Listings in one mail at most; the mail links to the search for the rest. */
export const MAIL_LISTINGS = 12
/** Alerts one address may ask for within a day; past it, the request is answered alike and nothing is stored. */
export const ADDRESS_DAILY_LIMIT = 10
/** Alerts one address may keep at once. */
export const ADDRESS_MAX_ALERTS = 25

export const isFrequency = (v: unknown): v is AlertFrequency => typeof v === 'string' && (ALERT_FREQUENCIES as readonly string[]).includes(v)

/** When a confirmed alert is next looked at: instant ones at every look, the others a period after `from`. */
export function nextRunAt(frequency: AlertFrequency, from: Date): Date {
  return new Date(from.getTime() + PERIOD_MS[frequency])
}

type Schedule = { status: AlertStatus; frequency: AlertFrequency; nextRunAt?: string | null; checkedUpTo?: string | null }

/**
 * Whether an alert is due for a look at `now`. `latestChange` is the newest time any listing of its
 * kind was listed or reduced: an instant alert with nothing newer than its last look is left alone.
 */
export function isDue(alert: Schedule, now: Date, latestChange: Date | null): boolean {
  if (alert.status !== 'active') return false
  if (alert.frequency === 'instant') {
    if (!latestChange) return false
    return !alert.checkedUpTo || latestChange.getTime() > new Date(alert.checkedUpTo).getTime()
  }
  return !alert.nextRunAt || new Date(alert.nextRunAt).getTime() <= now.getTime()
}

/** Where a look reads from: `OVERLAP_MS` before the previous look, never before the alert was confirmed. */
export function lookFrom(alert: { confirmedAt?: string | null; checkedUpTo?: string | null }): Date {
  const confirmed = alert.confirmedAt ? new Date(alert.confirmedAt).getTime() : 0
  const previous = alert.checkedUpTo ? new Date(alert.checkedUpTo).getTime() - OVERLAP_MS : confirmed
  return new Date(Math.max(confirmed, previous))
}

/** One listing event already mailed: `new:12` or `reduced:12:<time of the cut>`, with the event's time. */
export type SentKey = { key: string; at: string }

export type ListingEvent = { id: number; change: 'new' | 'reduced'; at: string }

export const eventKey = (e: ListingEvent) => (e.change === 'new' ? `new:${e.id}` : `reduced:${e.id}:${e.at}`)

/**
 * The events of a look worth mailing: not mailed before, one per listing (a listing both new and cut
 * within one look is mailed as new), newest first.
 */
export function freshEvents(events: readonly ListingEvent[], sent: readonly SentKey[]): ListingEvent[] {
  const mailed = new Set(sent.map((s) => s.key))
  const byListing = new Map<number, ListingEvent>()
  for (const e of events) {
    if (mailed.has(eventKey(e))) continue
    const seen = byListing.get(e.id)
    if (!seen || (seen.change === 'reduced' && e.change === 'new')) byListing.set(e.id, e)
  }
  return [...byListing.values()].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
}

/** What an alert keeps of its mailed events after a look up to `upTo`: only those a later look could read again. */
export function keptKeys(sent: readonly SentKey[], mailed: readonly ListingEvent[], upTo: Date): SentKey[] {
  const from = upTo.getTime() - OVERLAP_MS
  const all = [...sent, ...mailed.map((e) => ({ key: eventKey(e), at: e.at }))]
  const unique = new Map(all.map((s) => [s.key, s]))
  return [...unique.values()].filter((s) => new Date(s.at).getTime() >= from)
}
