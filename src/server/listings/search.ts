import 'server-only'
import type { Locale } from '@/i18n/locales'
import { recordPath } from '@/lib/ids'
import { activeFilters, apiFilters, DEFAULT_SORT, narrowestFilter, withoutFilter, type FilterKey, type SearchKind, type SearchState } from '@/lib/search/state'
import type { MapPoint } from '@/lib/search/map-point'
import type { Media } from '@/payload-types'
import { mediaUrl } from '@/components/ui/MediaImage'
import { projectFilter, projectQuery, propertyFilter, propertyQuery } from '../api/listing-query'
import { cachedRead } from '../cache'
import { displayCurrency, UnknownCurrencyError, type DisplayCurrency } from '../currency'
import { payloadClient } from '../payload'
import { listProjects, projectWhere, type ProjectQuery } from './projects'
import { listProperties, propertyWhere, type PropertyQuery } from './properties'
import { listCitiesOf, listCountries, listStates } from './taxonomy'
import { none, projectFilterOptions, propertyFilterOptions } from './filter-options'
import { selectOptions } from '../api/labels'
import type { SearchConfig } from '@/components/search/SearchForm'

/** Filters a page always applies, whatever its URL says (the luxury page: luxury only). */
export type FixedFilters = { luxury?: boolean }

/** The currency a search's prices are read in: the one its URL names, else the site's default. */
export async function searchCurrency(code?: string): Promise<DisplayCurrency> {
  try {
    return await displayCurrency(code)
  } catch (error) {
    if (error instanceof UnknownCurrencyError) return displayCurrency()
    throw error
  }
}

function apiRecord(state: SearchState, kind: SearchKind, page: number, perPage: number, fixed: FixedFilters): Record<string, string> {
  return {
    ...apiFilters(state, kind),
    ...(fixed.luxury ? { 'filter[luxury]': 'true' } : {}),
    sort: state.sort ?? DEFAULT_SORT,
    page: String(page),
    per_page: String(perPage),
  }
}

/** The listing query of a search state, through the public API's own parsing: the page and the API filter alike. */
export async function propertyQueryOf(state: SearchState, opts: { page?: number; perPage?: number; fixed?: FixedFilters } = {}): Promise<PropertyQuery> {
  const display = await searchCurrency(state.currency)
  return propertyFilter(propertyQuery.parse(apiRecord(state, 'properties', opts.page ?? state.page ?? 1, opts.perPage ?? 12, opts.fixed ?? {})), display)
}

export async function projectQueryOf(state: SearchState, opts: { page?: number; perPage?: number } = {}): Promise<ProjectQuery> {
  const display = await searchCurrency(state.currency)
  return projectFilter(projectQuery.parse(apiRecord(state, 'projects', opts.page ?? state.page ?? 1, opts.perPage ?? 12, {})), display)
}

export async function countOf(locale: Locale, kind: SearchKind, state: SearchState, fixed: FixedFilters = {}): Promise<number> {
  if (kind === 'projects') return (await listProjects(locale, await projectQueryOf(state, { page: 1, perPage: 1 }))).total
  return (await listProperties(locale, await propertyQueryOf(state, { page: 1, perPage: 1, fixed }))).total
}

/**
 * For a search that found nothing: the filter whose removal brings back the most results, with
 * that count. Null when no single filter is to blame.
 */
export async function narrowestOf(locale: Locale, kind: SearchKind, state: SearchState, fixed: FixedFilters = {}): Promise<{ key: FilterKey; total: number } | null> {
  const active = activeFilters(state, kind)
  const counts = await Promise.all(active.map(async ({ key }) => ({ key, total: await countOf(locale, kind, withoutFilter(state, key), fixed) })))
  return narrowestFilter(counts)
}

const strip = (list: readonly { value: string; label: string }[]) => list.map(({ value, label }) => ({ value, label }))

type SearchOptions = { fields: SearchConfig['options']; sort: { value: string; label: string }[] }

/** The options of a search form's fields and of its sort (with their labels in `locale`), as a search page offers them. */
export async function searchOptions(locale: Locale, kind: SearchKind, display: DisplayCurrency): Promise<SearchOptions> {
  if (kind === 'projects') {
    const options = await projectFilterOptions(locale, display)
    return {
      fields: { type: strip(options.types), category: strip(options.categories), bedroom: strip(options.bedrooms), status: strip(options.statuses), units: strip(options.units) },
      sort: strip(options.sort_by),
    }
  }
  const options = await propertyFilterOptions(locale, display)
  const fields = {
    purpose: strip(options.purposes),
    completion: [none(locale), ...selectOptions('properties', 'completion', locale)],
    type: strip(options.types),
    category: strip(options.categories),
    bedroom: strip(options.bedrooms),
    bathroom: strip(options.bathrooms),
    furnishing_type: strip(options.furnishing_types),
    virtual: strip(options.virtual),
    reduced: strip(options.reduced),
  }
  return { fields, sort: strip(options.sort_by) }
}

export type Option = { value: string; label: string }

/** The places a search form offers: every country, the states of the chosen country, the cities of the chosen state. */
export async function placeOptions(locale: Locale, state: SearchState) {
  const country = Number(state.filters.country) || undefined
  const region = Number(state.filters.state) || undefined
  const [countries, states, cities] = await Promise.all([
    listCountries(locale),
    country ? listStates(locale, country) : Promise.resolve([]),
    region ? listCitiesOf(locale, { state: region }) : Promise.resolve([]),
  ])
  const opt = (r: { id: number; name: string }): Option => ({ value: String(r.id), label: r.name })
  return { countries: countries.map(opt), states: states.map(opt), cities: cities.map(opt) }
}

/** Names of places by id, for the chips of a search (a state or city may be in the URL without its parent). */
export async function placeNames(locale: Locale): Promise<Record<'country' | 'state' | 'city', Map<string, string>>> {
  const [countries, states, cities] = await Promise.all([listCountries(locale), listStates(locale), listCitiesOf(locale, {})])
  const names = (list: { id: number; name: string }[]) => new Map(list.map((r) => [String(r.id), r.name]))
  return { country: names(countries), state: names(states), city: names(cities) }
}

// ---- map points -------------------------------------------------------------------------------

/** Points drawn on a map at most; the map says when a search has more. */
export const MAP_POINT_LIMIT = 2000

export async function thumbs(ids: number[]): Promise<Map<number, MapPoint['thumb']>> {
  if (!ids.length) return new Map()
  const payload = await payloadClient()
  const found = await payload.find({ collection: 'media', where: { id: { in: ids } }, pagination: false, limit: ids.length, depth: 0, select: { sizes: true, filename: true, width: true, height: true } })
  return new Map(
    found.docs.map((m: Pick<Media, 'id' | 'sizes' | 'filename' | 'width' | 'height'>) => {
      const size = m.sizes?.thumb?.filename ? m.sizes.thumb : null
      const src = mediaUrl(size?.filename ?? m.filename)
      return [m.id, src ? { src, width: size?.width ?? m.width ?? 400, height: size?.height ?? m.height ?? 300 } : null]
    }),
  )
}

export const firstId = (gallery: unknown): number | null => {
  const first = Array.isArray(gallery) ? (gallery[0] as unknown) : null
  return typeof first === 'number' ? first : first && typeof first === 'object' && 'id' in first ? Number((first as { id: unknown }).id) : null
}

/** Every property of a search that has a position, newest first, up to the limit, with what a marker's popup and a list line show. */
export const propertyPoints = cachedRead('properties:points', ['properties'], async (locale: Locale, q: PropertyQuery) => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'properties',
    locale,
    where: { and: [propertyWhere(q), { latitude: { exists: true } }, { longitude: { exists: true } }] },
    sort: '-createdAt',
    limit: MAP_POINT_LIMIT,
    depth: 0,
    select: { title: true, slug: true, latitude: true, longitude: true, price: true, currency: true, priceOnRequest: true, gallery: true, bedrooms: true, area: true },
  })
  const pictures = await thumbs([...new Set(found.docs.map((d) => firstId(d.gallery)).filter((id): id is number => id !== null))])
  const points: MapPoint[] = found.docs.map((d) => ({
    id: d.id,
    kind: 'property',
    title: d.title,
    href: recordPath('/properties', d.id, d.slug),
    lat: d.latitude as number,
    lng: d.longitude as number,
    price: d.priceOnRequest ? null : (d.price ?? null),
    currency: d.currency ?? null,
    thumb: pictures.get(firstId(d.gallery) ?? -1) ?? null,
    bedrooms: d.bedrooms ?? null,
    area: d.area ?? null,
  }))
  return { points, total: found.totalDocs }
})

export const projectPoints = cachedRead('projects:points', ['projects'], async (locale: Locale, q: ProjectQuery) => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'projects',
    locale,
    where: { and: [projectWhere(q), { latitude: { exists: true } }, { longitude: { exists: true } }] },
    sort: '-createdAt',
    limit: MAP_POINT_LIMIT,
    depth: 0,
    select: { name: true, slug: true, latitude: true, longitude: true, startingPrice: true, currency: true, gallery: true },
  })
  const pictures = await thumbs([...new Set(found.docs.map((d) => firstId(d.gallery)).filter((id): id is number => id !== null))])
  const points: MapPoint[] = found.docs.map((d) => ({
    id: d.id,
    kind: 'project',
    title: d.name,
    href: recordPath('/projects', d.id, d.slug),
    lat: d.latitude as number,
    lng: d.longitude as number,
    price: d.startingPrice ?? null,
    currency: d.currency ?? null,
    thumb: pictures.get(firstId(d.gallery) ?? -1) ?? null,
    bedrooms: null,
    area: null,
  }))
  return { points, total: found.totalDocs }
})

/** Filters only properties have: with one of them set, no project can match a search. */
export const PROPERTY_ONLY: readonly FilterKey[] = ['purpose', 'completion', 'bathroom', 'furnishing_type', 'virtual']
