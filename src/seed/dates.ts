/** 20:00 UTC (midnight in the Gulf) on the last day of the month `months` after this one: the demo's job postings stay current (or closed) whenever the seed runs. */
export function monthEnd(months: number, today = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months + 1, 0, 20)).toISOString()
}

/** A time `days` before the seed runs (a listing's last check by the agency), or null for none. */
export const daysAgo = (days: number | null, now = Date.now()): string | null => (days === null ? null : new Date(now - days * 86_400_000).toISOString())
