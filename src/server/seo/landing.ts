import 'server-only'
import { and, count, eq } from '@payloadcms/db-sqlite/drizzle'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { landingSet, landingShape, type Landing, type LandingCount, type ListingGroup } from '@/lib/seo/landing'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { listCities, listPropertyTypes } from '../listings/taxonomy'

type Drizzle = {
  drizzle: { select: (cols: Record<string, unknown>) => { from: (t: unknown) => { where: (w: unknown) => { groupBy: (...cols: unknown[]) => Promise<Record<string, unknown>[]> } } } }
  tables: Record<string, Record<string, unknown>>
}

const idOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v) || null)

/** Every popular search with at least a few published listings: one grouped count over the listings. */
export const popularSearches = cachedRead('seo:landing', ['properties'], async (): Promise<LandingCount[]> => {
  const payload = await payloadClient()
  const db = payload.db as unknown as Drizzle
  const t = db.tables.properties
  if (!t) throw new Error('No table for properties')
  const rows = await db.drizzle
    .select({ purpose: t.purpose, completion: t.completion, type: t.type, city: t.city, n: count() })
    .from(t)
    .where(and(eq(t.published as never, true)))
    .groupBy(t.purpose, t.completion, t.type, t.city)
  const groups: ListingGroup[] = rows.map((r) => ({
    purpose: r.purpose == null ? null : String(r.purpose),
    completion: r.completion == null ? null : String(r.completion),
    type: idOrNull(r.type),
    city: idOrNull(r.city),
    count: Number(r.n),
  }))
  return landingSet(groups)
})

export type LandingNames = { types: Map<number, string>; cities: Map<number, string> }

export async function landingNames(locale: Locale): Promise<LandingNames> {
  const [types, cities] = await Promise.all([listPropertyTypes(locale), listCities(locale)])
  return { types: new Map(types.map((x) => [x.id, x.name])), cities: new Map(cities.map((x) => [x.id, x.name])) }
}

/** A popular search's title in a language ("Villa for sale in Dubai"); null when a type or city it names is gone. */
export async function landingTitle(locale: Locale, l: Landing, names: LandingNames): Promise<string | null> {
  const t = await getTranslations({ locale, namespace: 'seo.landing' })
  const type = l.type ? names.types.get(l.type) : undefined
  const city = l.city ? names.cities.get(l.city) : undefined
  if ((l.type && !type) || (l.city && !city)) return null
  const purpose = l.purpose ?? 'sale'
  switch (landingShape(l)) {
    case 'purpose':
      return t('purpose', { purpose })
    case 'purposeCity':
      return t('purposeCity', { purpose, city: city ?? '' })
    case 'typePurposeCity':
      return t('typePurposeCity', { purpose, type: type ?? '', city: city ?? '' })
    case 'offPlan':
      return t('offPlan')
    case 'offPlanCity':
      return t('offPlanCity', { city: city ?? '' })
    default:
      return null
  }
}
