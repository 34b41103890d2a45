import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { QuickSearchOptions } from '@/components/home/QuickSearch'
import { propertyFilterOptions } from './filter-options'
import { searchCurrency } from './search'
import { listCities } from './taxonomy'

const idOf = (v: number | { id: number } | null | undefined) => (typeof v === 'object' && v ? v.id : (v ?? undefined))

/**
 * What the home page's quick search offers: the purposes, and the types and cities that have a
 * published listing (a choice never leads to an empty page), each city with its state and country
 * so the search page shows the whole place.
 */
export async function quickSearchOptions(locale: Locale): Promise<QuickSearchOptions> {
  const display = await searchCurrency()
  const [options, cities] = await Promise.all([propertyFilterOptions(locale, display), listCities(locale)])
  const listed = <T extends { value: string; count?: number }>(list: T[]) => list.filter((o) => (o.count ?? 0) > 0)
  const parents = new Map(cities.map((c) => [String(c.id), { state: idOf(c.state), country: idOf(c.country) }]))
  return {
    defaultCurrency: display.code,
    purposes: listed(options.purposes).map(({ value, label }) => ({ value, label })),
    types: listed(options.types).map(({ value, label }) => ({ value, label })),
    cities: listed(options.cities).map(({ value, label }) => ({ value, label, state: String(parents.get(value)?.state ?? ''), country: String(parents.get(value)?.country ?? '') })),
  }
}
