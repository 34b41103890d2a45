import 'server-only'
import type { Locale } from '@/i18n/locales'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { listCities } from './taxonomy'

export type CityFigure = { cityId: number; city: string; purpose: 'sale' | 'rent'; count: number; medianPerM2Base: number }

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (!sorted.length) return 0
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Market figures drawn from the published listings: counts and median price per m² (base currency) by city and purpose. */
export const marketFigures = cachedRead('insights', ['properties', 'locations'], async (locale: Locale) => {
  const payload = await payloadClient()
  const [found, cities] = await Promise.all([
    payload.find({
      collection: 'properties',
      where: { published: { equals: true } },
      pagination: false,
      depth: 0,
      select: { priceBase: true, area: true, city: true, purpose: true },
    }),
    listCities(locale),
  ])
  const groups = new Map<string, { cityId: number; purpose: 'sale' | 'rent'; perM2: number[] }>()
  for (const p of found.docs) {
    const city = typeof p.city === 'number' ? p.city : p.city?.id
    if (!city || !p.purpose) continue
    const key = `${city}:${p.purpose}`
    const g = groups.get(key) ?? { cityId: city, purpose: p.purpose, perM2: [] }
    if (p.priceBase && p.area) g.perM2.push(p.priceBase / p.area)
    groups.set(key, g)
  }
  const figures: CityFigure[] = [...groups.values()].map((g) => ({
    cityId: g.cityId,
    city: cities.find((c) => c.id === g.cityId)?.name ?? '',
    purpose: g.purpose,
    count: g.perM2.length,
    medianPerM2Base: Math.round(median(g.perM2)),
  }))
  return { total: found.docs.length, cities: new Set(figures.map((f) => f.cityId)).size, figures: figures.sort((a, b) => a.city.localeCompare(b.city, locale)) }
})
