import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { asMedia, mediaUrl } from '@/components/ui/MediaImage'
import { localeCodes, type Locale } from '@/i18n/locales'
import type messages from '@/i18n/messages/ar.json'
import { absoluteUrl, languageAlternates, ogLocale, siteOrigin } from '@/lib/seo/urls'
import { getSettings } from '../site'

/** What a page tells search engines and social networks about itself. */
export type PageSeo = {
  locale: Locale
  /** The canonical path, without the language prefix (`/careers/8-sales-agent`). */
  path: string
  /** The canonical query string, without `?` (see `canonicalQuery`). */
  query?: string
  /** The page's own title; the site's name follows it unless `absoluteTitle`. */
  title: string
  absoluteTitle?: boolean
  /** Falls back to the site's description in the page's language. */
  description?: string | null
  /** A media record (its 1200×630 version is used); falls back to the site's share image. */
  image?: unknown
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  /** Kept out of search results (links are still followed). */
  noindex?: boolean
}

export type ShareImage = { url: string; width: number; height: number; alt: string; type?: string }

/** The 1200×630 version of an upload when it has one (every upload since it was added), else its largest. */
export function shareImage(media: unknown, origin = siteOrigin()): ShareImage | null {
  const m = asMedia(media)
  if (!m?.filename || !m.mimeType?.startsWith('image/')) return null
  const og = m.sizes?.og
  const chosen = og?.filename ? og : m.sizes?.hero?.filename ? m.sizes.hero : { filename: m.filename, width: m.width, height: m.height, mimeType: m.mimeType }
  const path = mediaUrl(chosen.filename)
  if (!path) return null
  return { url: `${origin}${path}`, width: chosen.width ?? 1200, height: chosen.height ?? 630, alt: m.alt ?? '', type: chosen.mimeType ?? undefined }
}

/** Whitespace made single and a long text cut at a word near `max` characters. */
export function metaText(text: string | null | undefined, max = 160): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.،؛:;–-]+$/u, '')}…`
}

/** The site's name as titles end with it: the SEO title of the settings, else SPEC §2's default. */
export async function siteName(locale: Locale): Promise<string> {
  const [settings, site] = await Promise.all([getSettings(locale), getTranslations({ locale, namespace: 'site' })])
  return settings.seo_settings?.seo_title || site('defaultTitle')
}

/**
 * A page's metadata: its title and description (with the site's as fallbacks, in the page's
 * language), its canonical address and its alternates in every language plus `x-default` (the same
 * set on every language's page, so they point back at each other), and its Open Graph and X cards.
 */
export async function pageMetadata(p: PageSeo): Promise<Metadata> {
  const origin = siteOrigin()
  const [settings, name, seo] = await Promise.all([getSettings(p.locale), siteName(p.locale), getTranslations({ locale: p.locale, namespace: 'seo' })])
  const description = metaText(p.description) || metaText(settings.seo_settings?.seo_description) || seo('siteDescription')
  const canonical = absoluteUrl(origin, p.locale, p.path, p.query)
  const fullTitle = p.absoluteTitle || !p.title ? p.title || name : `${p.title} | ${name}`
  const image = shareImage(p.image, origin) ?? shareImage(settings.seo_settings?.seo_image, origin)
  return {
    title: p.absoluteTitle ? { absolute: fullTitle } : p.title,
    description,
    alternates: { canonical, languages: languageAlternates(origin, p.path, p.query) },
    robots: p.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: p.type ?? 'website',
      url: canonical,
      siteName: name,
      title: fullTitle,
      description,
      locale: ogLocale(p.locale),
      alternateLocale: localeCodes.filter((l) => l !== p.locale).map(ogLocale),
      images: image ? [image] : undefined,
      ...(p.type === 'article' ? { publishedTime: p.publishedTime ?? undefined, modifiedTime: p.modifiedTime ?? undefined } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: fullTitle, description, images: image ? [{ url: image.url, alt: image.alt }] : undefined },
  }
}

/** The title of page `page` of a list (page 1 is the list's own title). */
export async function pagedTitle(locale: Locale, title: string, page: number | undefined): Promise<string> {
  if (!page || page <= 1) return title
  const seo = await getTranslations({ locale, namespace: 'seo' })
  return seo('paged', { title, page })
}

type Messages = typeof messages
type PageKey = keyof Messages['seo']['pages']
type TitleKey = keyof Messages['pages']

/** A page of the site's own (a list, a form): its title and description from the messages, in its language. */
export async function fixedPageMetadata(o: { locale: Locale; path: string; key: PageKey; titleKey?: TitleKey; query?: string; page?: number; noindex?: boolean }): Promise<Metadata> {
  const [pages, seo] = await Promise.all([getTranslations({ locale: o.locale, namespace: 'pages' }), getTranslations({ locale: o.locale, namespace: 'seo.pages' })])
  const title = await pagedTitle(o.locale, pages(o.titleKey ?? (o.key as TitleKey)), o.page)
  return pageMetadata({ locale: o.locale, path: o.path, query: o.query, title, description: seo(o.key), noindex: o.noindex })
}
