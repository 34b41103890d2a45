/** 20:00 UTC (midnight in the Gulf) on the last day of the month `months` after this one: the demo's job postings stay current (or closed) whenever the seed runs. */
export function monthEnd(months: number, today = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months + 1, 0, 20)).toISOString()
}
