/**
 * The least time between a form appearing and its post: nobody types a name and a phone number in
 * three seconds, so a quicker post is the mark of a script. A person can still get there first —
 * the browser filled the form in, or the phone's Enquire dialog opened on a form already typed —
 * and so the form never drops a quick send: it waits out the rest of the time, shown as sending,
 * then sends.
 */
export const MIN_FILL_MS = 3000

export const filledTooFast = (shownAt: number, now: number) => now - shownAt < MIN_FILL_MS

/** How long a form sent at `now` still waits before it goes (0 once the minimum fill time has passed). */
export const fillTimeLeft = (shownAt: number, now: number) => Math.max(0, shownAt + MIN_FILL_MS - now)
