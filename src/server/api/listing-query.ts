import 'server-only'
import { z } from 'zod'
import { toBase, type DisplayCurrency } from '../currency'
import type { ProjectQuery } from '../listings/projects'
import { MAX_PER_PAGE, type PropertyQuery } from '../listings/properties'
import { AREA_UNITS, m2From, type AreaUnit } from '@/lib/area'
import { reducedSince } from '@/lib/price-history'

/**
 * The listing queries of the public API (`filter[…]`, `sort`, `page`, `per_page`) and how they map
 * onto the listing modules. The search pages parse their URLs into the same parameters, so a page
 * and the API answer a search alike.
 */

export const pagination = {
  page: z.coerce.number().int().min(1).max(100_000).default(1).meta({ description: 'Page number, from 1' }),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .default(12)
    .transform((n) => Math.min(n, MAX_PER_PAGE))
    .meta({ description: `Items per page; above ${MAX_PER_PAGE} counts as ${MAX_PER_PAGE}` }),
}
export const idFilter = (description: string) => z.coerce.number().int().positive().optional().meta({ description })
export const amount = (description: string) => z.coerce.number().min(0).optional().meta({ description })
export const flag = (description: string) =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .meta({ description })
const countFilter = (description: string) =>
  z
    .string()
    .regex(/^\d{1,2}\+?$/)
    .transform((v) => (v.endsWith('+') ? { atLeast: Number(v.slice(0, -1)) } : Number(v)))
    .optional()
    .meta({ description: `${description}: an exact number (0 = studio) or "N+" for N or more`, examples: ['2', '5+'] })

const SORTS = { created_at: 'createdAt', price: 'priceBase', area: 'area', bedrooms: 'bedrooms', reduced_at: 'priceReducedAt' } as const
const sortParam = <K extends string>(fields: readonly K[], fallback: string) =>
  z
    .enum(fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]])
    .default(fallback)
    .meta({ description: `One of ${fields.join(', ')}; "-" before it sorts descending` })
const sortField = (sort: string, map: Record<string, string>) => (sort.startsWith('-') ? `-${map[sort.slice(1)]}` : map[sort]) ?? '-createdAt'

/** The unit min_size and max_size are given in; areas are stored, and answered, in m². */
const areaUnit = z.enum(AREA_UNITS).default('m2').meta({ description: 'The unit of filter[min_size] and filter[max_size]: m2 (default) or sqft. Areas in answers are always in m².' })

const purposes = ['sale', 'rent'] as const
const completions = ['ready', 'off-plan'] as const
const furnishings = ['furnished', 'semi-furnished', 'unfurnished'] as const
const projectStatuses = ['planned', 'launched', 'under-construction', 'ready', 'delivered'] as const

export const propertyQuery = z.object({
  ...pagination,
  sort: sortParam(['created_at', 'price', 'area', 'bedrooms', 'reduced_at'], '-created_at'),
  'filter[search]': z.string().trim().max(200).optional().meta({ description: 'Words of the title or reference, Arabic spelling variants folded' }),
  'filter[type]': idFilter('Property type id'),
  'filter[category]': idFilter('Category id (type 1)'),
  'filter[bedroom]': countFilter('Bedrooms'),
  'filter[bathroom]': countFilter('Bathrooms'),
  'filter[min_price]': amount('Lowest price, in the request currency'),
  'filter[max_price]': amount('Highest price, in the request currency'),
  'filter[min_size]': amount('Smallest area, in area_unit'),
  'filter[max_size]': amount('Largest area, in area_unit'),
  area_unit: areaUnit,
  'filter[furnishing_type]': z.enum(furnishings).optional(),
  'filter[virtual]': flag('Only listings with (true) or without (false) a virtual tour'),
  'filter[country]': idFilter('Country id'),
  'filter[state]': idFilter('State id'),
  'filter[city]': idFilter('City id'),
  'filter[purpose]': z.enum(purposes).optional(),
  'filter[completion]': z.enum(completions).optional().meta({ description: '"ready" or "off-plan" (a listing with no completion set counts as ready)' }),
  'filter[luxury]': flag('Only luxury (true) or non-luxury (false) listings'),
  'filter[featured]': flag('Only featured listings'),
  'filter[project]': idFilter('Project id'),
  'filter[reduced]': flag('true: only listings whose price was cut in the last 30 days'),
})

export const projectQuery = z.object({
  ...pagination,
  sort: sortParam(['created_at', 'price'], '-created_at'),
  'filter[search]': z.string().trim().max(200).optional(),
  'filter[type]': idFilter('A property type among its unit types'),
  'filter[category]': idFilter('Category id (type 1)'),
  'filter[bedroom]': countFilter('Bedrooms of one of its unit types'),
  'filter[min_price]': amount('Lowest starting price, in the request currency'),
  'filter[max_price]': amount('Highest starting price, in the request currency'),
  'filter[min_size]': amount('Smallest unit area, in area_unit'),
  'filter[max_size]': amount('Largest unit area, in area_unit'),
  area_unit: areaUnit,
  'filter[country]': idFilter('Country id'),
  'filter[state]': idFilter('State id'),
  'filter[city]': idFilter('City id'),
  'filter[status]': z.enum(projectStatuses).optional(),
  'filter[units]': z.enum(['available', 'sold-out']).optional().meta({ description: '"available": units left to sell; "sold-out": none left' }),
  'filter[featured]': flag('Only featured projects'),
})

const base = (v: number | undefined, c: DisplayCurrency) => (v === undefined ? undefined : toBase(v, c))
/** Now to the hour: a query that depends on the time stays the same (and cached) for an hour. */
const thisHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000)
const inM2 = (v: number | undefined, unit: AreaUnit) => (v === undefined ? undefined : m2From(v, unit))

/** A key with its value, or nothing when the value is absent (so an absent filter is no filter). */
const given = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

type SharedQuery = Pick<
  z.output<typeof projectQuery>,
  | 'page'
  | 'per_page'
  | 'filter[search]'
  | 'filter[type]'
  | 'filter[category]'
  | 'filter[bedroom]'
  | 'filter[min_price]'
  | 'filter[max_price]'
  | 'filter[min_size]'
  | 'filter[max_size]'
  | 'filter[country]'
  | 'filter[state]'
  | 'filter[city]'
  | 'filter[featured]'
  | 'area_unit'
>

/** The filters properties and projects share, named as the listing modules name them; prices go to the base currency. */
function sharedFilter(q: SharedQuery, c: DisplayCurrency) {
  return {
    page: q.page,
    perPage: q.per_page,
    ...given('search', q['filter[search]']),
    ...given('type', q['filter[type]']),
    ...given('category', q['filter[category]']),
    ...given('bedrooms', q['filter[bedroom]']),
    ...given('minPriceBase', base(q['filter[min_price]'], c)),
    ...given('maxPriceBase', base(q['filter[max_price]'], c)),
    ...given('minArea', inM2(q['filter[min_size]'], q.area_unit)),
    ...given('maxArea', inM2(q['filter[max_size]'], q.area_unit)),
    ...given('country', q['filter[country]']),
    ...given('state', q['filter[state]']),
    ...given('city', q['filter[city]']),
    ...given('featured', q['filter[featured]']),
  }
}

export function propertyFilter(q: z.output<typeof propertyQuery>, c: DisplayCurrency): PropertyQuery {
  return {
    ...sharedFilter(q, c),
    sort: sortField(q.sort, SORTS),
    ...given('bathrooms', q['filter[bathroom]']),
    ...given('furnishing', q['filter[furnishing_type]']),
    ...given('virtual', q['filter[virtual]']),
    ...given('purpose', q['filter[purpose]']),
    ...given('completion', q['filter[completion]']),
    ...given('luxury', q['filter[luxury]']),
    ...given('project', q['filter[project]']),
    ...given('reducedSince', q['filter[reduced]'] ? reducedSince(thisHour()) : undefined),
  }
}

export function projectFilter(q: z.output<typeof projectQuery>, c: DisplayCurrency): ProjectQuery {
  return {
    ...sharedFilter(q, c),
    sort: sortField(q.sort, SORTS),
    ...given('status', q['filter[status]']),
    ...given('units', q['filter[units]']),
  }
}
