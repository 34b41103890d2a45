import 'server-only'
import type { Locale } from '@/i18n/locales'
import { PURPOSES, type GroupFigures, type MarketFigures, type Purpose, type PurposeFigures } from '@/lib/market-stats'
import { cachedRead } from '../cache'
import { getRates } from '../currency'
import { propertyIndex } from './property-index'
import { listCities, listPropertyTypes } from './taxonomy'

export type NamedGroup = GroupFigures & { name: string }
export type NamedPurpose = Omit<PurposeFigures, 'byCity' | 'byType'> & { purpose: Purpose; byCity: NamedGroup[]; byType: NamedGroup[] }
export type MarketInsights = Pick<MarketFigures, 'total' | 'cities'> & { purposes: NamedPurpose[]; baseCurrency: string }

/**
 * The insights page's figures in `locale`: computed by the listing index in one pass over memory
 * (never the listings through Payload), named here; amounts in the base currency.
 */
export const marketInsights = cachedRead('insights', ['properties', 'locations', 'property-types', 'currencies'], async (locale: Locale): Promise<MarketInsights> => {
  const [figures, cities, types, rates] = await Promise.all([propertyIndex().market(), listCities(locale), listPropertyTypes(locale), getRates()])
  const names = (list: { id: number; name?: string | null }[]) => new Map(list.map((x) => [x.id, x.name ?? '']))
  const cityNames = names(cities)
  const typeNames = names(types)
  const named = (groups: GroupFigures[], of: Map<number, string>): NamedGroup[] => groups.flatMap((g) => (of.has(g.id) ? [{ ...g, name: of.get(g.id) ?? '' }] : []))
  return {
    total: figures.total,
    cities: figures.cities,
    baseCurrency: rates.find((c) => c.isBase)?.code ?? 'USD',
    purposes: PURPOSES.map((purpose) => {
      const { byCity, byType, ...all } = figures[purpose]
      return { ...all, purpose, byCity: named(byCity, cityNames), byType: named(byType, typeNames) }
    }),
  }
})
