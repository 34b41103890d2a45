import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { MapButton } from '@/components/shell/MapButton'
import { WhatsAppIcon } from '@/components/shell/icons'
import { asMedia, imageAttrs, mediaUrl, MediaImage } from '@/components/ui/MediaImage'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { embedFor } from '@/lib/embed'
import { digitsOnly } from '@/lib/format'
import type { Branch, TeamMember } from '@/payload-types'
import { getSettings } from '@/server/site'
import { ClickToLoad } from './ClickToLoad'
import { EnquiryButton, type EnquiryProps } from './Enquiry'
import type { GalleryImage } from './Gallery'
import { PhoneIcon, PinIcon } from './icons'
import { WhatsAppLink } from './WhatsAppLink'

export const nameOf = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name ?? '') : '')
export const idOf = (v: unknown): number | undefined => (typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v ? Number((v as { id: unknown }).id) : undefined)

/** A path of the site in the given language (`/en/…` for English, no prefix for Arabic). */
export const localePath = (locale: Locale, href: string) => getPathname({ href, locale })

export const siteUrl = () => process.env.NEXT_PUBLIC_SITE_URL?.replace(/\/+$/, '') || undefined

/** The gallery's pictures, in the sizes the CMS generated. */
export function galleryImages(list: unknown[] | null | undefined): GalleryImage[] {
  const out: GalleryImage[] = []
  for (const item of list ?? []) {
    const attrs = imageAttrs(item, 'hero')
    const m = asMedia(item)
    if (!attrs || !m) continue
    out.push({
      ...attrs,
      full: mediaUrl(m.sizes?.hero?.filename ?? m.filename) ?? attrs.src,
      thumb: mediaUrl(m.sizes?.thumb?.filename) ?? attrs.src,
    })
  }
  return out
}

export function DetailSection({ title, id, children, className = '' }: { title: string; id?: string; children: React.ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={`mt-10 ${className}`}>
      <h2 id={id ? `${id}-title` : undefined} className="mb-4 text-xl font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** `label` is a text, or a node when it names a unit of area (shown in the visitor's). */
export type Fact = { icon: React.ReactNode; label: React.ReactNode; value: React.ReactNode; testId?: string }

/** The key facts as one definition list: each group holds only its term and its value (the icon sits in the term). */
export function FactGrid({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map((f, i) => (
        <div key={f.testId ?? i} className="relative min-w-0 rounded-card bg-surface p-3 ps-11" data-testid={f.testId}>
          <dt className="text-xs text-gray-600">
            <span aria-hidden className="absolute start-3 top-3.5 text-brand">
              {f.icon}
            </span>
            {f.label}
          </dt>
          <dd className="font-semibold text-gray-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function Amenities({ list }: { list: unknown[] | null | undefined }) {
  const names = (list ?? []).map(nameOf).filter(Boolean)
  if (names.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" data-testid="amenities">
      {names.map((n) => (
        <li key={n} className="rounded-full border border-gray-200 bg-white px-3 py-1 text-sm text-gray-800">
          {n}
        </li>
      ))}
    </ul>
  )
}

/** Floor plans: each picture links to its largest size. */
export function FloorPlans({ plans }: { plans: { title?: string | null; image: unknown }[] }) {
  const shown = plans.filter((p) => asMedia(p.image))
  if (shown.length === 0) return null
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="floor-plans">
      {shown.map((p, i) => {
        const m = asMedia(p.image)
        const href = mediaUrl(m?.sizes?.hero?.filename ?? m?.filename) ?? undefined
        return (
          <li key={i}>
            <figure className="overflow-hidden rounded-card border border-gray-200 bg-white">
              <a href={href} target="_blank" rel="noopener" className="block">
                <MediaImage media={p.image} sizes="(min-width: 640px) 400px, 100vw" largest="card" className="aspect-[4/3] w-full object-contain" />
              </a>
              {p.title && <figcaption className="border-t border-gray-200 px-3 py-2 text-sm font-semibold">{p.title}</figcaption>}
            </figure>
          </li>
        )
      })}
    </ul>
  )
}

/** A video or a virtual tour, loaded from its site only when asked for. */
export async function Embed({ locale, url, kind, title, poster }: { locale: Locale; url: string | null | undefined; kind: 'video' | 'tour'; title: string; poster?: string | null }) {
  const embed = embedFor(url)
  if (!embed) return null
  const t = await getTranslations({ locale, namespace: 'detail' })
  return (
    <ClickToLoad
      src={embed.src}
      title={`${kind === 'video' ? t('video') : t('virtualTour')} – ${title}`}
      action={kind === 'video' ? t('playVideo') : t('startTour')}
      note={t('externalNote', { host: embed.host })}
      poster={poster}
      testId={kind === 'video' ? 'video-embed' : 'tour-embed'}
    />
  )
}

/** The address line and the button that opens the site's map modal on the listing. */
export async function LocationPanel({ locale, lat, lng, lines }: { locale: Locale; lat?: number | null; lng?: number | null; lines: string[] }) {
  const t = await getTranslations({ locale, namespace: 'detail' })
  const text = lines.filter(Boolean).join('، ')
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-gray-200 bg-surface p-4">
      <p className="flex items-start gap-2 text-gray-800">
        <PinIcon className="mt-1 shrink-0 text-brand" />
        <span>{locale === 'ar' ? text : lines.filter(Boolean).join(', ')}</span>
      </p>
      {typeof lat === 'number' && typeof lng === 'number' && (
        <MapButton lat={lat} lng={lng} className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90">
          <PinIcon size={18} />
          {t('showOnMap')}
        </MapButton>
      )}
    </div>
  )
}

export type Contact = { name: string | null; jobTitle: string | null; photo: unknown; phone: string | null; whatsapp: string | null }

/** Who answers for a listing: its agent, else its branch, else the agency's own numbers. */
export async function contactFor(locale: Locale, agent: unknown, branch: unknown): Promise<Contact> {
  const a = agent && typeof agent === 'object' ? (agent as TeamMember) : null
  const b = branch && typeof branch === 'object' ? (branch as Branch) : a?.branch && typeof a.branch === 'object' ? a.branch : null
  const settings = await getSettings(locale)
  const branchPhone = b?.phones?.find((p) => p.number)?.number ?? null
  return {
    name: a?.name ?? b?.name ?? null,
    jobTitle: a?.jobTitle ?? null,
    photo: a?.photo ?? null,
    phone: a?.phone || branchPhone || settings.contact_info?.contact_phone || null,
    whatsapp: a?.whatsapp || b?.whatsapp || settings.contact_info?.contact_whatsapp_number || null,
  }
}

type ContactLinksProps = { locale: Locale; contact: Contact; message: string; path: string; layout: 'card' | 'bar'; enquiry?: EnquiryProps }

/** Call (a tel: link, the number kept left to right) and WhatsApp (message prefilled with the listing). */
export async function ContactLinks({ locale, contact, message, path, layout, enquiry }: ContactLinksProps) {
  const t = await getTranslations({ locale })
  const button = 'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold'
  const digits = contact.phone ? digitsOnly(contact.phone) : ''
  return (
    <div className="flex gap-3">
      {digits && (
        <a href={`tel:+${digits}`} data-testid={layout === 'bar' ? 'bar-call' : 'agent-call'} aria-label={t('detail.callNumber', { number: `+${digits}` })} className={`${button} bg-brand text-white hover:opacity-90`}>
          <PhoneIcon size={18} />
          <span>{t('common.call')}</span>
          {layout === 'card' && (
            <bdi dir="ltr" className="sr-only">
              +{digits}
            </bdi>
          )}
        </a>
      )}
      {contact.whatsapp && (
        <WhatsAppLink
          number={contact.whatsapp}
          message={message}
          path={path}
          siteUrl={siteUrl()}
          label={t('common.whatsapp')}
          testId={layout === 'bar' ? 'bar-whatsapp' : 'agent-whatsapp'}
          className={`${button} bg-[#177a41] text-white hover:opacity-90`}
        />
      )}
      {enquiry && <EnquiryButton {...enquiry} className={`${button} border border-brand bg-white text-brand hover:bg-surface`} />}
    </div>
  )
}

/** The agent (or agency) card of a listing page. */
export async function ContactCard({ locale, contact, message, path }: { locale: Locale; contact: Contact; message: string; path: string }) {
  const t = await getTranslations({ locale, namespace: 'detail' })
  const digits = contact.phone ? digitsOnly(contact.phone) : ''
  return (
    <div className="rounded-card border border-gray-200 bg-white p-5 shadow-sm" data-testid="agent-card">
      <p className="text-sm font-semibold text-gray-600">{contact.jobTitle ? t('agent') : t('contactUs')}</p>
      <div className="mt-3 flex items-center gap-4">
        {asMedia(contact.photo) ? (
          <MediaImage media={contact.photo} sizes="64px" largest="thumb" className="size-16 shrink-0 rounded-full object-cover" alt="" />
        ) : (
          <span aria-hidden className="grid size-16 shrink-0 place-items-center rounded-full bg-surface text-brand">
            <WhatsAppIcon size={28} />
          </span>
        )}
        <div className="min-w-0">
          {contact.name && <p className="font-bold text-gray-900">{contact.name}</p>}
          {contact.jobTitle && <p className="text-sm text-gray-600">{contact.jobTitle}</p>}
          {digits && (
            <p className="mt-1 text-sm text-gray-700">
              <bdi dir="ltr" data-testid="agent-phone">
                +{digits}
              </bdi>
            </p>
          )}
        </div>
      </div>
      <div className="mt-4">
        <ContactLinks locale={locale} contact={contact} message={message} path={path} layout="card" />
      </div>
    </div>
  )
}

/** On phones, Call, WhatsApp and the enquiry form stay at the bottom of the screen (PRODUCT: look and feel). */
export async function StickyContactBar(props: Omit<ContactLinksProps, 'layout'>) {
  if (!props.contact.phone && !props.contact.whatsapp && !props.enquiry) return null
  return (
    <>
      <div aria-hidden className="h-20 md:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 p-3 backdrop-blur md:hidden" data-testid="contact-bar">
        <ContactLinks {...props} layout="bar" />
      </div>
    </>
  )
}
