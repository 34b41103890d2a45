/** The next 09:00 in the agency's time zone (Dubai: UTC+4 all year) at least an hour away. */
export function nextMorning(now: Date): Date {
  const offset = 4 * 3_600_000
  const wall = new Date(now.getTime() + offset)
  let at = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), 9) - offset
  if (at - now.getTime() < 3_600_000) at += 86_400_000
  return new Date(at)
}
