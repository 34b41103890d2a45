/**
 * Taps on contact links (WhatsApp, call, e-mail) as the site counts them for sales: the channel, the
 * listing (`data-listing="properties:12"` on its page) or team member (`data-member="5"` on their
 * card) the link is for, the page and its language. Nothing about the visitor.
 */

export const TAPS_PATH = '/api/v1/taps'

export type Tap = { channel: 'whatsapp' | 'call' | 'email'; property?: number; project?: number; member?: number; page: string; locale?: 'ar' | 'en' }

const channelOf = (href: string): Tap['channel'] | null =>
  href.startsWith('tel:') ? 'call' : href.startsWith('mailto:') ? 'email' : /^(https:\/\/wa\.me\/|https:\/\/api\.whatsapp\.com\/|whatsapp:)/.test(href) ? 'whatsapp' : null

const idOf = (value: string | undefined) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/** The tap a click on `target` is, or null when it is not on a contact link. */
export function tapOf(target: Element, page: string, lang: string): Tap | null {
  const link = target.closest<HTMLAnchorElement>('a[href]')
  const channel = link ? channelOf(link.getAttribute('href') ?? '') : null
  if (!link || !channel) return null
  const tap: Tap = { channel, page: page.slice(0, 300) }
  if (lang === 'ar' || lang === 'en') tap.locale = lang
  const [kind, id] = (link.closest<HTMLElement>('[data-listing]')?.dataset.listing ?? '').split(':')
  if (kind === 'properties') tap.property = idOf(id)
  if (kind === 'projects') tap.project = idOf(id)
  const member = idOf(link.closest<HTMLElement>('[data-member]')?.dataset.member)
  if (member) tap.member = member
  return tap
}

/** Counts every tap on a contact link of `doc` through `send`; returns the function that stops it. */
export function countTaps(doc: Document, send: (body: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const tap = event.target instanceof Element ? tapOf(event.target, doc.location.pathname, doc.documentElement.lang) : null
    if (tap) send(JSON.stringify(tap))
  }
  doc.addEventListener('click', onClick, true)
  return () => doc.removeEventListener('click', onClick, true)
}

/** Sends a tap without holding the page (the link opens at once); dropped quietly when the browser cannot. */
export function sendTap(body: string): void {
  try {
    if (navigator.sendBeacon?.(TAPS_PATH, new Blob([body], { type: 'application/json' }))) return
    void fetch(TAPS_PATH, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined)
  } catch {
    // A tap not counted is not worth an error for the visitor.
  }
}
