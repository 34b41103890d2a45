/**
 * Areas in the visitor's unit. Every area is stored in square metres; a page renders it in the
 * site's default unit and carries its text in both units (`data-unit-m2`, `data-unit-sqft`), so the
 * browser shows the unit the visitor chose while the page itself stays cacheable (as prices follow
 * the currency). An amount per unit of area carries both amounts (`data-price-m2`, `data-price-sqft`).
 */

export const AREA_UNITS = ['m2', 'sqft'] as const
export type AreaUnit = (typeof AREA_UNITS)[number]

/** Square feet in one square metre (one foot is exactly 0.3048 m). */
export const SQFT_PER_M2 = 1 / (0.3048 * 0.3048)

export const isAreaUnit = (value: unknown): value is AreaUnit => value === 'm2' || value === 'sqft'

/** An area given in m², in `unit`: whole square feet, square metres to one decimal at most. */
export function areaIn(m2: number, unit: AreaUnit): number {
  return unit === 'sqft' ? Math.round(m2 * SQFT_PER_M2) : Math.round(m2 * 10) / 10
}

/** An area given in `unit`, in m² (a filter typed in square feet searches the stored square metres). */
export function m2From(value: number, unit: AreaUnit): number {
  return unit === 'sqft' ? value / SQFT_PER_M2 : value
}

/** An amount per m², per unit of `unit` (a price per square foot is 10.76 times smaller). */
export function perAreaIn(perM2: number, unit: AreaUnit): number {
  return unit === 'sqft' ? perM2 / SQFT_PER_M2 : perM2
}

/**
 * The unit a visitor sees: the one they chose; else the one of their currency's market (square feet
 * for dirhams, m² for riyals); else the site's.
 */
export function shownAreaUnit(chosen: AreaUnit | null, currency: string | null, currencies: readonly { code: string; areaUnit?: AreaUnit }[], site: AreaUnit): AreaUnit {
  if (chosen) return chosen
  return currencies.find((c) => c.code === currency)?.areaUnit ?? site
}

/** Both renderings of a text that names a unit, for `data-unit-m2` and `data-unit-sqft`. */
export type UnitTexts = Record<AreaUnit, string>

/** A text in each unit, made by `make` (a message with a `unit` argument). */
export const unitTexts = (make: (unit: AreaUnit) => string): UnitTexts => ({ m2: make('m2'), sqft: make('sqft') })

/** An area (or a range of areas) given in m², written in each unit by `format` (the page's message for an area). */
export function areaTexts(format: (value: string, unit: AreaUnit) => string, formatNumber: (n: number) => string, min: number, max?: number | null): UnitTexts {
  const text = (unit: AreaUnit) => {
    const low = formatNumber(areaIn(min, unit))
    const value = max == null || max === min ? low : `${low} – ${formatNumber(areaIn(max, unit))}`
    return format(value, unit)
  }
  return { m2: text('m2'), sqft: text('sqft') }
}
