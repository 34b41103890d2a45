import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale, type Locale } from '@/i18n/locales'
import { parseIdSegment } from './ids'

export type LocaleParams = Promise<{ locale: string }>
export type IdParams = Promise<{ locale: string; id: string }>
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Reads the locale of the route (404 for an unknown one) and enables static rendering for it. */
export async function routeLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/** Route validation of SPEC §4: a record id, optionally with a slug; anything else is a 404. */
export async function routeId(params: IdParams): Promise<{ locale: Locale; id: number }> {
  const locale = await routeLocale(params)
  const { id } = await params
  const parsed = parseIdSegment(id)
  if (parsed === null) notFound()
  return { locale, id: parsed }
}

export async function pageNumber(searchParams: SearchParams): Promise<number> {
  const raw = (await searchParams).page
  const n = Number(Array.isArray(raw) ? raw[0] : raw)
  return Number.isInteger(n) && n > 0 && n < 100000 ? n : 1
}

/**
 * Exported by a page as its `generateStaticParams`: nothing is rendered at build time (the build needs
 * no database); each path is rendered on its first request, then cached until its data's tags expire.
 */
export function renderOnDemand(): never[] {
  return []
}
