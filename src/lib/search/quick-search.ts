import { searchHref, withFilter, type SearchState } from './state'

/** What the home page's quick search asks: each value as its field holds it ('' or not-selected for none). */
export type QuickSearchFields = { purpose?: string; type?: string; city?: string; maxPrice?: string; search?: string }

/** A city with the places above it, so the search page can show the whole chain. */
export type CityPlace = { value: string; state?: string; country?: string }

/**
 * The `/properties` link of a quick search, in the search page's own URL format: the same state
 * functions build it, so the page reads back exactly what was asked (a maximum price in `currency`).
 */
export function quickSearchHref(fields: QuickSearchFields, currency: string, cities: readonly CityPlace[] = []): string {
  let state: SearchState = { filters: {} }
  const place = fields.city ? cities.find((c) => c.value === fields.city) : undefined
  // Country first: setting a place clears the places below it.
  if (place?.country) state = withFilter(state, 'country', place.country)
  if (place?.state) state = withFilter(state, 'state', place.state)
  state = withFilter(state, 'city', fields.city)
  state = withFilter(state, 'purpose', fields.purpose)
  state = withFilter(state, 'type', fields.type)
  state = withFilter(state, 'max_price', fields.maxPrice, { currency })
  state = withFilter(state, 'search', fields.search)
  return searchHref('/properties', state, 'properties')
}
