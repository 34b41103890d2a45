'use client'

import { useConfig, useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState, type CSSProperties } from 'react'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/fields'
import { recordPath } from '@/lib/ids'
import { cmsPagePath, localizedPath, POLICY_PATHS, RECORD_BASES } from '@/lib/seo/urls'
import { isLocale } from '@/i18n/locales'

const text = {
  ar: {
    heading: 'معاينة الظهور',
    search: 'في نتائج البحث',
    social: 'عند مشاركة الرابط',
    fallbackTitle: 'يُستخدم عنوان السجل لأن عنوان الصفحة فارغ.',
    fallbackDescription: 'يُستخدم ملخص السجل أو وصف يُولَّد من بياناته لأن الوصف فارغ.',
    fallbackImage: 'تُستخدم الصورة الأولى للسجل أو صورة الموقع لأن صورة المشاركة فارغة.',
    tooLong: (n: number, max: number) => `${n} حرفًا: قد يُقتطع بعد ${max} تقريبًا.`,
    generated: 'وصف يُولَّد من بيانات السجل',
    noImage: 'لا صورة',
  },
  en: {
    heading: 'How it will look',
    search: 'In search results',
    social: 'When the link is shared',
    fallbackTitle: 'The record’s own title is used because the SEO title is empty.',
    fallbackDescription: 'The record’s summary, or a description made from its facts, is used because the SEO description is empty.',
    fallbackImage: 'The record’s first picture, or the site’s share image, is used because the share image is empty.',
    tooLong: (n: number, max: number) => `${n} characters: may be cut after about ${max}.`,
    generated: 'A description made from the record’s facts',
    noImage: 'No image',
  },
} as const

type Value = unknown
const str = (v: Value): string => (typeof v === 'string' ? v.trim() : '')
const idOf = (v: Value): number | null => {
  const raw = Array.isArray(v) ? (v[0] as Value) : v
  if (typeof raw === 'number') return raw
  if (raw && typeof raw === 'object' && 'id' in raw) return Number((raw as { id: unknown }).id)
  return null
}

/** The page of the record being edited, without its language prefix. */
function pathOf(collection: string | undefined, id: number | string | undefined, slug: string, permalink: string, policyKey: string): string | null {
  if (collection === 'pages') return permalink ? cmsPagePath(permalink) : null
  if (collection === 'policies') return POLICY_PATHS[policyKey as keyof typeof POLICY_PATHS] ?? null
  const base = RECORD_BASES[collection as keyof typeof RECORD_BASES]
  return base && id !== undefined ? recordPath(base, id, slug || null) : null
}

type MediaDoc = { url?: string | null; sizes?: { og?: { url?: string | null } | null; card?: { url?: string | null } | null } | null }

/** The picture a share would show: its 1200×630 version when it has one. */
function useShareImage(mediaId: number | null): string | null {
  const { config } = useConfig()
  const [loaded, setLoaded] = useState<{ id: number; url: string | null } | null>(null)
  useEffect(() => {
    if (!mediaId) return
    const controller = new AbortController()
    fetch(`${config.serverURL}${config.routes.api}/media/${mediaId}?depth=0`, { credentials: 'include', signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<MediaDoc>) : null))
      .then((m) => setLoaded({ id: mediaId, url: m?.sizes?.og?.url ?? m?.sizes?.card?.url ?? m?.url ?? null }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [mediaId, config.serverURL, config.routes.api])
  return mediaId && loaded?.id === mediaId ? loaded.url : null
}

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value)

/**
 * Beside a record's SEO fields: its search result and its shared card as they will look, in the
 * language being edited, with the fallbacks the site uses when a field is left empty.
 */
export function SeoPreview() {
  const { i18n } = useTranslation()
  const t = i18n.language === 'en' ? text.en : text.ar
  const locale = useLocale()
  const contentLocale = isLocale(locale?.code) ? locale.code : 'ar'
  const { collectionSlug, id } = useDocumentInfo()
  const fields = useFormFields(([all]) => ({
    seoTitle: str(all['seo.title']?.value),
    seoDescription: str(all['seo.description']?.value),
    seoImage: idOf(all['seo.image']?.value),
    title: str(all.title?.value) || str(all.name?.value),
    summary: str(all.summary?.value) || str(all.excerpt?.value) || str(all.intro?.value),
    picture: idOf(all.gallery?.value) ?? idOf(all.cover?.value) ?? idOf(all.image?.value),
    slug: str(all.slug?.value),
    permalink: str(all.permalink?.value),
    policyKey: str(all.key?.value),
  }))
  const title = fields.seoTitle || fields.title
  const description = fields.seoDescription || fields.summary
  const image = useShareImage(fields.seoImage ?? fields.picture)
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const path = pathOf(collectionSlug, id, fields.slug, fields.permalink, fields.policyKey)
  const address = path ? `${origin}${localizedPath(contentLocale, path)}` : origin
  const dir = contentLocale === 'ar' ? 'rtl' : 'ltr'
  const notes = [
    !fields.seoTitle && t.fallbackTitle,
    !fields.seoDescription && t.fallbackDescription,
    !fields.seoImage && t.fallbackImage,
    title.length > SEO_TITLE_MAX && t.tooLong(title.length, SEO_TITLE_MAX),
    description.length > SEO_DESCRIPTION_MAX && t.tooLong(description.length, SEO_DESCRIPTION_MAX),
  ].filter((n): n is string => Boolean(n))

  const card: CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 8, background: 'var(--theme-elevation-0)', overflow: 'hidden' }
  const label: CSSProperties = { fontSize: 12, fontWeight: 600, color: 'var(--theme-elevation-600)', margin: '0 0 6px' }
  return (
    <section aria-label={t.heading} data-testid="seo-preview" style={{ margin: '8px 0 24px', display: 'grid', gap: 16, maxWidth: 640 }}>
      <h4 style={{ margin: 0 }}>{t.heading}</h4>
      <div>
        <p style={label}>{t.search}</p>
        <div style={{ ...card, padding: 16 }} dir={dir} lang={contentLocale} data-testid="seo-preview-search">
          <div style={{ fontSize: 12, color: '#4d5156', direction: 'ltr', textAlign: dir === 'rtl' ? 'right' : 'left', overflowWrap: 'anywhere' }}>{address}</div>
          <div style={{ fontSize: 20, lineHeight: 1.3, color: '#1a0dab', margin: '4px 0' }}>{clip(title, SEO_TITLE_MAX)}</div>
          <div style={{ fontSize: 14, lineHeight: 1.58, color: '#4d5156' }}>{description ? clip(description, SEO_DESCRIPTION_MAX) : <em>{t.generated}</em>}</div>
        </div>
      </div>
      <div>
        <p style={label}>{t.social}</p>
        <div style={{ ...card, maxWidth: 500 }} dir={dir} lang={contentLocale} data-testid="seo-preview-card">
          <div style={{ aspectRatio: '1200 / 630', background: 'var(--theme-elevation-100)', display: 'grid', placeItems: 'center' }}>
            {image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a preview of the CMS's own file
              <img src={image} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <span style={{ color: 'var(--theme-elevation-500)' }}>{t.noImage}</span>
            )}
          </div>
          <div style={{ padding: 12, borderTop: '1px solid var(--theme-elevation-150)' }}>
            <div style={{ fontSize: 12, textTransform: 'uppercase', color: 'var(--theme-elevation-500)', direction: 'ltr', textAlign: dir === 'rtl' ? 'right' : 'left' }}>{origin.replace(/^https?:\/\//, '')}</div>
            <div style={{ fontWeight: 600, margin: '2px 0' }}>{title}</div>
            <div style={{ fontSize: 14, color: 'var(--theme-elevation-600)' }}>{description ? clip(description, 110) : <em>{t.generated}</em>}</div>
          </div>
        </div>
      </div>
      {notes.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 18, fontSize: 13, color: 'var(--theme-elevation-600)' }} data-testid="seo-preview-notes">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
