import type { Payload } from 'payload'
import { deliver, mailSender } from './transport'

export const notifiedCollections = ['leads', 'exchange-requests', 'job-applications'] as const
export type NotifiedCollection = (typeof notifiedCollections)[number]

type Lang = 'ar' | 'en'

const words = {
  ar: {
    leads: 'طلب تواصل جديد',
    'exchange-requests': 'طلب مبادلة جديد',
    'job-applications': 'طلب توظيف جديد',
    name: 'الاسم',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    about: 'بخصوص',
    open: 'افتح السجل في لوحة التحكم',
  },
  en: {
    leads: 'New lead',
    'exchange-requests': 'New exchange request',
    'job-applications': 'New job application',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    message: 'Message',
    about: 'About',
    open: 'Open the record in the admin',
  },
} as const

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const titleOf = (v: unknown): string | undefined => {
  if (!v || typeof v !== 'object') return undefined
  const o = v as Record<string, unknown>
  return [o.reference, o.title ?? o.name].filter((x) => typeof x === 'string' && x).join(' · ') || undefined
}

/** Builds the staff notification for a stored record, in the agency's language, with a link to the record in the admin. */
export async function composeNotification(payload: Payload, collection: NotifiedCollection, id: number | string) {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  const lang: Lang = settings.agency_locale === 'en' ? 'en' : 'ar'
  const w = words[lang]
  const doc = (await payload.findByID({ collection, id, depth: 1, locale: lang, overrideAccess: true })) as unknown as Record<string, unknown>
  const site = (process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
  const link = `${site}/admin/collections/${collection}/${id}`
  const about = titleOf(doc.property) ?? titleOf(doc.project) ?? titleOf(doc.service) ?? titleOf(doc.career)
  const rows: [string, string | undefined][] = [
    [w.name, doc.name as string | undefined],
    [w.phone, doc.phone as string | undefined],
    [w.email, doc.email as string | undefined],
    [w.about, about],
    [w.message, (doc.message ?? doc.coverNote) as string | undefined],
  ]
  const filled = rows.filter((r): r is [string, string] => Boolean(r[1]))
  const subject = `${w[collection]}: ${String(doc.name ?? id)}`
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const text = [...filled.map(([k, v]) => `${k}: ${v}`), '', `${w.open}: ${link}`].join('\n')
  const html = `<div dir="${dir}" lang="${lang}"><h1>${escapeHtml(w[collection])}</h1><table>${filled
    .map(([k, v]) => `<tr><th align="start">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table><p><a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></p></div>`
  const to = settings.contact_info?.notify_email || settings.contact_info?.contact_email || process.env.ADMIN_EMAIL || 'admin@manzil.local'
  return { to, from: mailSender(), subject, text, html }
}

export async function sendNotification(payload: Payload, collection: NotifiedCollection, id: number | string) {
  const message = await composeNotification(payload, collection, id)
  return deliver(message)
}
