import 'server-only'
import type { Locale } from '@/i18n/locales'
import { selectOptions } from '../api/labels'
import { apiMessage } from '../api/messages'
import { listCategories } from '../content'
import { fromBase, type DisplayCurrency } from '../currency'
import { projectFacets, propertyFacets } from './facets'
import { listCitiesOf, listPropertyTypes } from './taxonomy'

/**
 * The options of the search screens, with counts over the published listings: what
 * `GET /real-estates/filters` and `/projects/filters` answer, and what the search pages offer.
 */

export const none = (locale: Locale) => ({ value: 'not-selected-value', label: apiMessage(locale, 'any') })
const withCount = (counts: Record<string, number>, value: string) => ({ count: counts[value] ?? 0 })

function countOptions(locale: Locale, counts: Record<string, number>, upTo: number, studio: boolean) {
  const values = Object.keys(counts).map(Number).filter(Number.isFinite)
  const list = [] as { value: string; label: string; count: number }[]
  for (let n = studio ? 0 : 1; n < upTo; n++) {
    list.push({ value: String(n), label: n === 0 ? apiMessage(locale, 'studio') : String(n), count: counts[String(n)] ?? 0 })
  }
  const more = values.filter((v) => v >= upTo).reduce((sum, v) => sum + (counts[String(v)] ?? 0), 0)
  list.push({ value: `${upTo}+`, label: apiMessage(locale, 'orMore', upTo), count: more })
  return [none(locale), ...list]
}

function sortOptions(locale: Locale, withArea: boolean) {
  return [
    { value: '-created_at', label: apiMessage(locale, 'newest') },
    { value: 'created_at', label: apiMessage(locale, 'oldest') },
    { value: 'price', label: apiMessage(locale, 'priceLow') },
    { value: '-price', label: apiMessage(locale, 'priceHigh') },
    ...(withArea
      ? [
          { value: 'area', label: apiMessage(locale, 'areaLow') },
          { value: '-area', label: apiMessage(locale, 'areaHigh') },
          { value: '-bedrooms', label: apiMessage(locale, 'bedroomsHigh') },
          { value: '-reduced_at', label: apiMessage(locale, 'recentlyReduced') },
        ]
      : []),
  ]
}

const yesNo = (locale: Locale, counts: Record<string, number>, yes: string) => [
  none(locale),
  { value: 'true', label: yes, count: (counts['1'] ?? 0) + (counts['true'] ?? 0) },
  { value: 'false', label: apiMessage(locale, 'no'), count: (counts['0'] ?? 0) + (counts['false'] ?? 0) },
]

const range = (r: { min: number | null; max: number | null }, c: DisplayCurrency) => ({
  min: r.min === null ? null : Math.floor(fromBase(r.min, c)),
  max: r.max === null ? null : Math.ceil(fromBase(r.max, c)),
  currency: c.code,
})

export async function propertyFilterOptions(locale: Locale, display: DisplayCurrency) {
  const [facets, types, categories, cities] = await Promise.all([propertyFacets(), listPropertyTypes(locale), listCategories(locale, '1'), listCitiesOf(locale, {})])
  return {
    types: [none(locale), ...types.map((t) => ({ value: String(t.id), label: t.name, ...withCount(facets.type, String(t.id)) }))],
    categories: [none(locale), ...categories.map((c) => ({ value: String(c.id), label: c.name, ...withCount(facets.category, String(c.id)) }))],
    purposes: [none(locale), ...selectOptions('properties', 'purpose', locale).map((o) => ({ ...o, ...withCount(facets.purpose, o.value) }))],
    bedrooms: countOptions(locale, facets.bedrooms, 6, true),
    bathrooms: countOptions(locale, facets.bathrooms, 5, false),
    furnishing_types: [none(locale), ...selectOptions('properties', 'furnishing', locale).map((o) => ({ ...o, ...withCount(facets.furnishing, o.value) }))],
    virtual: yesNo(locale, facets.virtual, apiMessage(locale, 'withVirtualTour')),
    reduced: [none(locale), { value: 'true', label: apiMessage(locale, 'reducedOnly') }],
    luxury: yesNo(locale, facets.luxury, apiMessage(locale, 'yes')),
    cities: [none(locale), ...cities.map((c) => ({ value: String(c.id), label: c.name, ...withCount(facets.city, String(c.id)) }))],
    sort_by: sortOptions(locale, true),
    price: range(facets.priceBase, display),
    size: { ...facets.area, unit: 'm2' as const },
    total: facets.total,
  }
}

export async function projectFilterOptions(locale: Locale, display: DisplayCurrency) {
  const [facets, types, categories, cities] = await Promise.all([projectFacets(), listPropertyTypes(locale), listCategories(locale, '1'), listCitiesOf(locale, {})])
  return {
    types: [none(locale), ...types.map((t) => ({ value: String(t.id), label: t.name }))],
    categories: [none(locale), ...categories.map((c) => ({ value: String(c.id), label: c.name, ...withCount(facets.category, String(c.id)) }))],
    statuses: [none(locale), ...selectOptions('projects', 'status', locale).map((o) => ({ ...o, ...withCount(facets.status, o.value) }))],
    units: [none(locale), { value: 'available', label: apiMessage(locale, 'unitsAvailable') }, { value: 'sold-out', label: apiMessage(locale, 'soldOut') }],
    bedrooms: countOptions(locale, {}, 6, true).map(({ value, label }) => ({ value, label })),
    cities: [none(locale), ...cities.map((c) => ({ value: String(c.id), label: c.name, ...withCount(facets.city, String(c.id)) }))],
    sort_by: sortOptions(locale, false),
    price: range(facets.priceBase, display),
    total: facets.total,
  }
}

export type PropertyFilterOptions = Awaited<ReturnType<typeof propertyFilterOptions>>
export type ProjectFilterOptions = Awaited<ReturnType<typeof projectFilterOptions>>
