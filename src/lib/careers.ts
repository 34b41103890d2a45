/** Midnight UTC of the given instant's day: a posting stays open through its whole valid-through day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/** Whether a job posting still takes applications at `now` (no valid-through date: open). */
export function isPostingOpen(validThrough: string | null | undefined, now: Date): boolean {
  if (!validThrough) return true
  const until = new Date(validThrough)
  return Number.isNaN(until.getTime()) || until >= startOfUtcDay(now)
}
