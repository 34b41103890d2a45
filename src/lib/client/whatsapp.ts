import { digitsOnly } from '@/lib/format'

/** SPEC §2: a WhatsApp chat with the settings' number (digits only) and a prefilled message. */
export function whatsappUrl(number: string, message: string, subject?: string | null): string | null {
  const digits = digitsOnly(number)
  if (!digits) return null
  const text = subject?.trim() ? `${message} ${subject.trim()}` : message
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}

/** The page's subject: what a page marks with data-page-subject, else the heading of a record page. */
export function pageSubject(doc: Pick<Document, 'querySelector'>, pathname: string): string | null {
  const marked = doc.querySelector('[data-page-subject]')
  const fromMark = marked?.getAttribute('data-page-subject') || marked?.textContent
  if (fromMark?.trim()) return fromMark.trim()
  if (!/\/(properties|property|projects|services|careers|jobs|blogs)\/\d/.test(pathname)) return null
  return doc.querySelector('main h1')?.textContent?.trim() || null
}

/** Keeps the floating button's message on the page's subject; run on every navigation and click. */
export function refreshWhatsAppLink(doc: Document, pathname: string): void {
  const link = doc.querySelector<HTMLAnchorElement>('[data-testid="whatsapp-button"]')
  const number = link?.dataset.number
  const message = link?.dataset.message
  if (!link || !number || !message) return
  const href = whatsappUrl(number, message, pageSubject(doc, pathname))
  if (href) link.href = href
}
