import type { Locale } from '@/i18n/locales'
import { localeInfo } from '@/i18n/locales'
import type { AlertFrequency, AlertKind } from '@/lib/alerts'
import { localizedPath } from '@/lib/seo/urls'
import type { MailMessage } from '../mail/transport'
import { alertWords } from './words'

/**
 * The mails of saved-search alerts, in the visitor's language: the confirmation (double opt-in)
 * and the digest of new and reduced listings. Pure: the jobs gather the data, this lays it out.
 * Every digest carries `List-Unsubscribe` (a one-click POST, RFC 8058) so a mail program offers
 * its own unsubscribe button, and a link to the page that manages all of the address's alerts.
 */

export type AlertLinks = {
  /** The page that manages the address's alerts (and confirms or cancels this one). */
  manage: string
  /** The same page, asking to confirm this alert. */
  confirm: string
  /** The same page, asking to cancel this alert. */
  unsubscribe: string
  /** The one-click unsubscribe a mail program posts to. */
  oneClick: string
  /** The search on the site. */
  search: string
}

/** The links of an alert, on the site's public origin. */
export function alertLinks(origin: string, locale: Locale, token: string, searchPath: string): AlertLinks {
  const manage = `${origin}${localizedPath(locale, `/alerts/${token}`)}`
  return {
    manage,
    confirm: `${manage}?ask=confirm`,
    unsubscribe: `${manage}?ask=unsubscribe`,
    oneClick: `${origin}/api/v1/alerts/${token}/unsubscribe`,
    search: `${origin}${localizedPath(locale, searchPath)}`,
  }
}

export type MailListing = {
  title: string
  url: string
  image: string | null
  /** The price as shown (already in the visitor's currency), or null for "on request". */
  price: string | null
  /** Facts under the title: bedrooms, area. */
  facts: string[]
  change: 'new' | 'reduced'
  /** By how much a reduced listing's price fell, in percent, as the language writes the number ("12"). */
  percent?: string
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function frame(locale: Locale, site: string, body: string, footer: string): string {
  const dir = localeInfo(locale).rtl ? 'rtl' : 'ltr'
  const align = dir === 'rtl' ? 'right' : 'left'
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f3f4f6;font-family:Tahoma,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px" dir="${dir}">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb;text-align:${align};font-size:20px;font-weight:bold;color:#0b2a5b">${escapeHtml(site)}</td></tr>
<tr><td style="padding:24px;text-align:${align};font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;text-align:${align};font-size:12px;line-height:1.6;color:#6b7280">${footer}</td></tr>
</table></td></tr></table></body></html>`
}

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#0b2a5b;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a>`

type Common = { locale: Locale; site: string; to: string; from: MailMessage['from']; links: AlertLinks; search: string }

/** The mail that asks the address to confirm an alert: nothing else is ever sent to an unconfirmed address. */
export function confirmationMail({ locale, site, to, from, links, search, frequency }: Common & { frequency: AlertFrequency }): MailMessage {
  const w = alertWords(locale)
  const intro = w('confirmIntro', { frequency: w(frequency) })
  const body = `<p>${escapeHtml(intro)}</p><p style="font-weight:bold">${escapeHtml(search)}</p><p style="margin:24px 0">${button(links.confirm, w('confirmAction'))}</p><p style="color:#6b7280">${escapeHtml(w('confirmIgnore'))}</p>`
  const text = [intro, search, '', `${w('confirmAction')}: ${links.confirm}`, '', w('confirmIgnore')].join('\n')
  return { to, from, subject: w('confirmSubject'), text, html: frame(locale, site, body, escapeHtml(w('footer', { site }))) }
}

function listingRow(locale: Locale, l: MailListing): string {
  const w = alertWords(locale)
  const badge = l.change === 'reduced' ? w('isReduced', { percent: l.percent ?? '' }) : w('isNew')
  const colour = l.change === 'reduced' ? '#b91c1c' : '#0b2a5b'
  const image = l.image
    ? `<td width="132" valign="top" style="padding-block:12px;padding-inline-end:12px"><a href="${escapeHtml(l.url)}"><img src="${escapeHtml(l.image)}" width="120" height="90" alt="" style="display:block;border-radius:8px;object-fit:cover"></a></td>`
    : ''
  // Prices and areas keep their own direction inside Arabic text.
  const price = `<bdi dir="ltr">${escapeHtml(l.price ?? w('priceOnRequest'))}</bdi>`
  return `<tr>${image}<td valign="top" style="padding:12px 0">
<span style="display:inline-block;font-size:12px;font-weight:bold;color:${colour}">${escapeHtml(badge)}</span><br>
<a href="${escapeHtml(l.url)}" style="color:#111827;font-weight:bold;text-decoration:none">${escapeHtml(l.title)}</a><br>
<span style="font-weight:bold;color:#0b2a5b">${price}</span>${l.facts.length ? `<br><span style="color:#4b5563;font-size:13px">${l.facts.map((f) => `<bdi>${escapeHtml(f)}</bdi>`).join(' · ')}</span>` : ''}
</td></tr>`
}

/** The digest of what is new for a search since the previous one, with one-click unsubscribe headers. */
export function digestMail({ locale, site, to, from, links, search, kind, listings, more, allNew = true }: Common & { kind: AlertKind; listings: MailListing[]; more: number; allNew?: boolean }): MailMessage {
  const w = alertWords(locale)
  const count = listings.length + more
  const subject = w(kind === 'projects' ? 'digestSubjectProjects' : allNew ? 'digestSubject' : 'digestSubjectMixed', { count, search })
  const rows = listings.map((l) => listingRow(locale, l)).join('')
  const moreLine = more > 0 ? `<p>${escapeHtml(w('more', { count: more }))}</p>` : ''
  const body = `<p>${escapeHtml(w('digestIntro'))}</p><p style="font-weight:bold">${escapeHtml(search)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>${moreLine}<p style="margin:24px 0">${button(links.search, w('viewAll'))}</p>`
  const footer = `${escapeHtml(w('footer', { site }))}<br><a href="${escapeHtml(links.manage)}" style="color:#374151">${escapeHtml(w('manage'))}</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#374151">${escapeHtml(w('unsubscribeLink'))}</a>`
  const text = [
    w('digestIntro'),
    search,
    '',
    ...listings.flatMap((l) => [
      `${l.change === 'reduced' ? w('isReduced', { percent: l.percent ?? '' }) : w('isNew')}: ${l.title}`,
      [l.price ?? w('priceOnRequest'), ...l.facts].join(' · '),
      l.url,
      '',
    ]),
    ...(more > 0 ? [w('more', { count: more }), ''] : []),
    `${w('viewAll')}: ${links.search}`,
    '',
    `${w('manage')}: ${links.manage}`,
    `${w('unsubscribeLink')}: ${links.unsubscribe}`,
  ].join('\n')
  return {
    to,
    from,
    subject,
    text,
    html: frame(locale, site, body, footer),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
