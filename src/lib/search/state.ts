/**
 * The state of a listing search, as it lives in the URL. One module for the browser and the server:
 * parsing is lenient (an invalid value is no filter), serialising is canonical (fixed key order,
 * defaults left out), so a copied link reproduces the results and two equal searches share one URL.
 */

import { areaIn, isAreaUnit, m2From, type AreaUnit } from '../area'

/** SPEC §3: the option value that means "not selected". */
export const NOT_SELECTED = 'not-selected-value'

export type SearchKind = 'properties' | 'projects'

/** Filters in the order chips and URLs list them (country before state before city). */
export const PROPERTY_FILTERS = [
  'search',
  'purpose',
  'completion',
  'type',
  'category',
  'country',
  'state',
  'city',
  'bedroom',
  'bathroom',
  'min_price',
  'max_price',
  'min_size',
  'max_size',
  'furnishing_type',
  'virtual',
  'reduced',
] as const
export const PROJECT_FILTERS = ['search', 'type', 'category', 'country', 'state', 'city', 'status', 'units', 'bedroom', 'min_price', 'max_price', 'min_size', 'max_size'] as const

export type FilterKey = (typeof PROPERTY_FILTERS)[number] | (typeof PROJECT_FILTERS)[number]
export type View = 'grid' | 'list' | 'map'
export const VIEWS: readonly View[] = ['grid', 'list', 'map']

export type SearchState = {
  filters: Partial<Record<FilterKey, string>>
  /** The currency min_price and max_price are written in (ISO 4217), when either is set. */
  currency?: string
  /** The unit min_size and max_size are written in, when either is set and it is not m² (the stored unit). */
  unit?: AreaUnit
  sort?: string
  view?: View
  page?: number
}

export const DEFAULT_SORT = '-created_at'
export const SORTS: Record<SearchKind, readonly string[]> = {
  properties: ['-created_at', 'created_at', 'price', '-price', 'area', '-area', '-bedrooms', '-reduced_at'],
  projects: ['-created_at', 'created_at', 'price', '-price'],
}

const ID = /^[1-9]\d{0,9}$/
const COUNT = /^\d{1,2}\+?$/
const AMOUNT = /^\d{1,12}(\.\d{1,3})?$/
const oneOf =
  (...values: string[]) =>
  (v: string) =>
    values.includes(v)

const VALID: Record<FilterKey, (v: string) => boolean> = {
  search: (v) => v.length > 0 && v.length <= 200,
  purpose: oneOf('sale', 'rent'),
  completion: oneOf('ready', 'off-plan'),
  type: (v) => ID.test(v),
  category: (v) => ID.test(v),
  country: (v) => ID.test(v),
  state: (v) => ID.test(v),
  city: (v) => ID.test(v),
  bedroom: (v) => COUNT.test(v),
  bathroom: (v) => COUNT.test(v),
  min_price: (v) => AMOUNT.test(v),
  max_price: (v) => AMOUNT.test(v),
  min_size: (v) => AMOUNT.test(v),
  max_size: (v) => AMOUNT.test(v),
  furnishing_type: oneOf('furnished', 'semi-furnished', 'unfurnished'),
  virtual: oneOf('true', 'false'),
  reduced: oneOf('true'),
  status: oneOf('planned', 'launched', 'under-construction', 'ready', 'delivered'),
  units: oneOf('available', 'sold-out'),
}

export const filterKeys = (kind: SearchKind): readonly FilterKey[] => (kind === 'projects' ? PROJECT_FILTERS : PROPERTY_FILTERS)

type Params = URLSearchParams | Record<string, string | string[] | undefined>

function reader(params: Params): (key: string) => string | undefined {
  if (params instanceof URLSearchParams) return (key) => params.get(key) ?? undefined
  return (key) => {
    const v = params[key]
    return Array.isArray(v) ? v[0] : v
  }
}

const AMOUNTS: readonly FilterKey[] = ['min_price', 'max_price', 'min_size', 'max_size']

/** An amount as typed: Arabic-Indic and Persian digits made Latin, thousands separators dropped ("١٬٥٠٠" → "1500"). */
export function latinAmount(raw: string): string {
  return raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/\u066B/g, '.')
    .replace(/[\s,\u066C\u060C]/g, '')
}

/** A filter value as the URL or a form gives it: trimmed; empty and `not-selected-value` mean none. */
export function cleanValue(key: FilterKey, raw: string | undefined | null): string | undefined {
  if (raw == null) return undefined
  const value = key === 'search' ? raw.trim().replace(/\s+/g, ' ') : AMOUNTS.includes(key) ? latinAmount(raw.trim()) : raw.trim()
  if (value === '' || value === NOT_SELECTED) return undefined
  return VALID[key](value) ? value : undefined
}

export function parseSearch(params: Params, kind: SearchKind): SearchState {
  const get = reader(params)
  const filters: SearchState['filters'] = {}
  for (const key of filterKeys(kind)) {
    const value = cleanValue(key, get(key))
    if (value !== undefined) filters[key] = value
  }
  // A place below a place that is not chosen (a state without its country) still filters: the link says so.
  const state: SearchState = { filters }
  const currency = get('currency')?.trim().toUpperCase()
  if ((filters.min_price || filters.max_price) && currency && /^[A-Z]{3}$/.test(currency)) state.currency = currency
  const unit = get('unit')
  if ((filters.min_size || filters.max_size) && isAreaUnit(unit) && unit !== 'm2') state.unit = unit
  const sort = get('sort_by')
  if (sort && sort !== DEFAULT_SORT && SORTS[kind].includes(sort)) state.sort = sort
  const view = get('view') as View | undefined
  if (view && view !== 'grid' && VIEWS.includes(view)) state.view = view
  const page = Number(get('page'))
  if (Number.isInteger(page) && page > 1 && page < 100_000) state.page = page
  return state
}

/** The query string of a state, without `?`; the same state always gives the same string. */
export function serializeSearch(state: SearchState, kind: SearchKind): string {
  const out = new URLSearchParams()
  for (const key of filterKeys(kind)) {
    const value = state.filters[key]
    if (value !== undefined) out.set(key, value)
  }
  if (state.currency && (state.filters.min_price || state.filters.max_price)) out.set('currency', state.currency)
  if (state.unit && state.unit !== 'm2' && (state.filters.min_size || state.filters.max_size)) out.set('unit', state.unit)
  if (state.sort && state.sort !== DEFAULT_SORT) out.set('sort_by', state.sort)
  if (state.view && state.view !== 'grid') out.set('view', state.view)
  if (state.page && state.page > 1) out.set('page', String(state.page))
  return out.toString()
}

export const searchHref = (base: string, state: SearchState, kind: SearchKind) => {
  const qs = serializeSearch(state, kind)
  return qs ? `${base}?${qs}` : base
}

/** Places below a place: choosing or clearing a country clears its state and city. */
const BELOW: Partial<Record<FilterKey, FilterKey[]>> = { country: ['state', 'city'], state: ['city'] }

/** What a typed amount is written in: prices in the visitor's currency, areas in their unit. */
export type Units = { currency?: string; unit?: AreaUnit }

/** The state with one filter set (or cleared), back on the first page; places below a changed place are cleared. */
export function withFilter(state: SearchState, key: FilterKey, raw: string | undefined | null, units: Units = {}): SearchState {
  const filters = { ...state.filters }
  const value = cleanValue(key, raw)
  if (value === filters[key]) return { ...state, filters, page: undefined }
  if (value === undefined) delete filters[key]
  else filters[key] = value
  for (const below of BELOW[key] ?? []) delete filters[below]
  const next: SearchState = { ...state, filters, page: undefined }
  if ((key === 'min_price' || key === 'max_price') && value !== undefined && units.currency) next.currency = units.currency
  if (!filters.min_price && !filters.max_price) delete next.currency
  const sizeKey = key === 'min_size' || key === 'max_size'
  if (sizeKey && value !== undefined && units.unit && units.unit !== (state.unit ?? 'm2')) {
    // The other bound was written in the previous unit: it is carried over into the new one.
    const other = key === 'min_size' ? 'max_size' : 'min_size'
    const kept = filters[other]
    if (kept !== undefined) filters[other] = String(units.unit === 'sqft' ? areaIn(Number(kept), 'sqft') : Math.round(m2From(Number(kept), 'sqft') * 100) / 100)
    if (units.unit === 'm2') delete next.unit
    else next.unit = units.unit
  }
  if (!filters.min_size && !filters.max_size) delete next.unit
  return next
}

/** The unit the size filters of a state are written in: the URL's when it has one, else the one the visitor sees areas in. */
export const sizeUnitOf = (state: SearchState, shown: AreaUnit): AreaUnit => (state.filters.min_size || state.filters.max_size ? (state.unit ?? 'm2') : shown)

export const withoutFilter = (state: SearchState, key: FilterKey) => withFilter(state, key, undefined)

/** No filter at all, keeping the sort and the view. */
export const withoutFilters = (state: SearchState): SearchState => ({ filters: {}, sort: state.sort, view: state.view })

export const withView = (state: SearchState, view: View): SearchState => ({ ...state, view: view === 'grid' ? undefined : view, page: undefined })
export const withSort = (state: SearchState, sort: string): SearchState => ({ ...state, sort: sort === DEFAULT_SORT || sort === NOT_SELECTED ? undefined : sort, page: undefined })
export const withPage = (state: SearchState, page: number): SearchState => ({ ...state, page: page > 1 ? page : undefined })

/** The active filters in chip order: each one a chip the visitor can remove. */
export function activeFilters(state: SearchState, kind: SearchKind): { key: FilterKey; value: string }[] {
  return filterKeys(kind).flatMap((key) => {
    const value = state.filters[key]
    return value === undefined ? [] : [{ key, value }]
  })
}

/** The API's `filter[…]` parameters of a state, with the unit its areas are in (the public API and the pages filter alike). */
export function apiFilters(state: SearchState, kind: SearchKind): Record<string, string> {
  const out: Record<string, string> = {}
  for (const { key, value } of activeFilters(state, kind)) out[`filter[${key}]`] = value
  if (state.unit && (state.filters.min_size || state.filters.max_size)) out.area_unit = state.unit
  return out
}

/**
 * The filter to suggest removing when nothing matches: the one whose removal brings back the most
 * results (it narrows the most). Ties go to the filter listed first. Null when no single removal helps.
 */
export function narrowestFilter<K extends string>(without: readonly { key: K; total: number }[]): { key: K; total: number } | null {
  let best: { key: K; total: number } | null = null
  for (const candidate of without) if (candidate.total > 0 && (!best || candidate.total > best.total)) best = candidate
  return best
}
