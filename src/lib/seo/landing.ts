/**
 * The popular searches: property searches worth a page of their own in search results (type × city
 * for sale or rent, sale or rent by city, off-plan by city), each a plain search URL with its own
 * title, description and canonical. Pure: which searches exist is counted by the server.
 */
import { serializeSearch, type SearchState } from '@/lib/search/state'

export type Purpose = 'sale' | 'rent'

/** A popular search: its filters, nothing else. */
export type Landing = { purpose?: Purpose; completion?: 'off-plan'; type?: number; city?: number }

export type LandingShape = 'purpose' | 'purposeCity' | 'typePurposeCity' | 'offPlan' | 'offPlanCity'

/** Which kind of popular search a set of filters is, or null for any other search. */
export function landingShape(l: Landing): LandingShape | null {
  if (l.completion === 'off-plan') return l.purpose || l.type ? null : l.city ? 'offPlanCity' : 'offPlan'
  if (!l.purpose) return null
  if (l.type) return l.city ? 'typePurposeCity' : null
  return l.city ? 'purposeCity' : 'purpose'
}

const ID = /^[1-9]\d*$/

/**
 * The popular search a search state is, when its filters are exactly one (any page of it); null when it
 * has any other filter, a sort, a view or a price currency.
 */
export function landingOf(state: SearchState): Landing | null {
  if (state.sort || state.view || state.currency) return null
  const { purpose, completion, type, city, ...rest } = state.filters
  if (Object.keys(rest).length) return null
  if (completion && completion !== 'off-plan') return null
  if ((type && !ID.test(type)) || (city && !ID.test(city))) return null
  const l: Landing = {
    ...(purpose === 'sale' || purpose === 'rent' ? { purpose } : {}),
    ...(completion ? { completion: 'off-plan' as const } : {}),
    ...(type ? { type: Number(type) } : {}),
    ...(city ? { city: Number(city) } : {}),
  }
  return landingShape(l) ? l : null
}

/** The search state of a popular search. */
export function landingState(l: Landing): SearchState {
  const filters: SearchState['filters'] = {}
  if (l.purpose) filters.purpose = l.purpose
  if (l.completion) filters.completion = l.completion
  if (l.type) filters.type = String(l.type)
  if (l.city) filters.city = String(l.city)
  return { filters }
}

/** Its canonical query string (the search's own, in the search's fixed order). */
export const landingQuery = (l: Landing) => serializeSearch(landingState(l), 'properties')

/** Published listings counted by the four columns popular searches are made of. */
export type ListingGroup = { purpose: string | null; completion: string | null; type: number | null; city: number | null; count: number }

export type LandingCount = Landing & { count: number }

/** Fewest listings a popular search needs to have a page: a search of one listing is that listing's page. */
export const LANDING_MIN_LISTINGS = 2

const SHAPE_ORDER: LandingShape[] = ['purpose', 'offPlan', 'purposeCity', 'offPlanCity', 'typePurposeCity']

/** Every popular search the listings make, with how many listings each finds; in a fixed order (shape, then most listings first). */
export function landingSet(groups: readonly ListingGroup[], min = LANDING_MIN_LISTINGS): LandingCount[] {
  const counts = new Map<string, LandingCount>()
  const add = (l: Landing, n: number) => {
    const key = landingQuery(l)
    const found = counts.get(key)
    if (found) found.count += n
    else counts.set(key, { ...l, count: n })
  }
  for (const g of groups) {
    const purpose = g.purpose === 'sale' || g.purpose === 'rent' ? g.purpose : undefined
    const city = g.city && g.city > 0 ? g.city : undefined
    const type = g.type && g.type > 0 ? g.type : undefined
    if (purpose) {
      add({ purpose }, g.count)
      if (city) add({ purpose, city }, g.count)
      if (city && type) add({ purpose, type, city }, g.count)
    }
    if (g.completion === 'off-plan') {
      add({ completion: 'off-plan' }, g.count)
      if (city) add({ completion: 'off-plan', city }, g.count)
    }
  }
  const rank = (l: Landing) => SHAPE_ORDER.indexOf(landingShape(l) ?? 'purpose')
  return [...counts.values()]
    .filter((l) => l.count >= min)
    .sort((a, b) => rank(a) - rank(b) || b.count - a.count || landingQuery(a).localeCompare(landingQuery(b)))
}

/** The popular searches to link from a search page: within its city when it has one, else the site-wide and city-wide ones. */
export function landingLinks(all: readonly LandingCount[], city: number | undefined): LandingCount[] {
  if (city) return all.filter((l) => l.city === city)
  return all.filter((l) => !l.type)
}
