/**
 * Market figures over published listings: counts, price ranges and the median price per square
 * metre, by city and by property type, with sale and rent kept apart. Pure, so that the insights
 * page and the tests compute them the same way; amounts stay in the base currency.
 */

export type Purpose = 'sale' | 'rent'
export const PURPOSES: readonly Purpose[] = ['sale', 'rent']

/** One listing as the figures need it; `NaN` (or 0 for a group id) is an unknown value. */
export type MarketRow = {
  purpose: string
  rentPeriod: string
  city: number
  type: number
  priceBase: number
  area: number
}

export type PriceRange = { min: number; median: number; max: number }

export type GroupFigures = {
  /** The city's or type's id. */
  id: number
  count: number
  /** Over the listings with a price; null when none has one. */
  price: PriceRange | null
  /** Over the listings with a price and an area; null when none has both. */
  medianPerM2: number | null
}

export type PurposeFigures = GroupFigures & { byCity: GroupFigures[]; byType: GroupFigures[] }

export type MarketFigures = { total: number; cities: number; sale: PurposeFigures; rent: PurposeFigures }

/** The middle value; for an even count, the mean of the two middle ones. Null for no values. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Rents are compared per year whatever period they are asked for. */
const PER_YEAR: Record<string, number> = { yearly: 1, monthly: 12, weekly: 52, daily: 365 }

/** A listing's price as the figures count it: a rent per year; null without a usable price. */
export function comparablePrice(row: Pick<MarketRow, 'purpose' | 'rentPeriod' | 'priceBase'>): number | null {
  if (!Number.isFinite(row.priceBase) || row.priceBase <= 0) return null
  if (row.purpose !== 'rent') return row.priceBase
  return row.priceBase * (PER_YEAR[row.rentPeriod] ?? 1)
}

class Tally {
  count = 0
  readonly prices: number[] = []
  readonly perM2: number[] = []

  add(row: MarketRow): void {
    this.count++
    const price = comparablePrice(row)
    if (price === null) return
    this.prices.push(price)
    if (Number.isFinite(row.area) && row.area > 0) this.perM2.push(price / row.area)
  }

  figures(id: number): GroupFigures {
    const med = median(this.prices)
    let min = Infinity
    let max = -Infinity
    for (const p of this.prices) {
      if (p < min) min = p
      if (p > max) max = p
    }
    return { id, count: this.count, price: med === null ? null : { min, median: med, max }, medianPerM2: median(this.perM2) }
  }
}

/** Groups with a median first, the highest first; then by count; ties by id, so the order is stable. */
function ranked(groups: Map<number, Tally>): GroupFigures[] {
  return [...groups]
    .map(([id, t]) => t.figures(id))
    .sort((a, b) => (b.medianPerM2 ?? -1) - (a.medianPerM2 ?? -1) || b.count - a.count || a.id - b.id)
}

export function marketFigures(rows: Iterable<MarketRow>): MarketFigures {
  const parts = Object.fromEntries(PURPOSES.map((p) => [p, { all: new Tally(), city: new Map<number, Tally>(), type: new Map<number, Tally>() }])) as Record<
    Purpose,
    { all: Tally; city: Map<number, Tally>; type: Map<number, Tally> }
  >
  const cities = new Set<number>()
  let total = 0
  const into = (groups: Map<number, Tally>, id: number, row: MarketRow) => {
    if (!id) return
    let t = groups.get(id)
    if (!t) groups.set(id, (t = new Tally()))
    t.add(row)
  }
  for (const row of rows) {
    total++
    if (row.city) cities.add(row.city)
    const part = parts[row.purpose as Purpose]
    if (!part) continue
    part.all.add(row)
    into(part.city, row.city, row)
    into(part.type, row.type, row)
  }
  const of = (p: Purpose): PurposeFigures => ({ ...parts[p].all.figures(0), byCity: ranked(parts[p].city), byType: ranked(parts[p].type) })
  return { total, cities: cities.size, sale: of('sale'), rent: of('rent') }
}
