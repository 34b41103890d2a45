/**
 * A listing's price history: every change of its price is kept (when, from, to, in which currency,
 * by whom), and a listing whose price fell within the last 30 days is "reduced", by the percentage
 * from its highest price in that window to its price now.
 */

export const REDUCED_DAYS = 30
const DAY_MS = 86_400_000

export type PriceChange = { at: string; from: number | null; to: number | null; currency: string; fromCurrency?: string | null }

/** What a listing keeps of its latest cut: when it was made and the price before it (the window's highest). */
export type Reduction = { priceReducedAt: string | null; priceBefore: number | null }

type Priced = { price?: number | null; currency?: string | null; priceOnRequest?: boolean | null }

/**
 * The change a save makes to a listing's price, or null when it makes none. A price that appears or
 * goes (price on request) is a change too; a new currency is one even at the same figure.
 */
export function priceChangeOf(before: Priced, after: Priced, at: Date): PriceChange | null {
  const shown = (p: Priced) => (p.priceOnRequest || p.price == null ? null : p.price)
  const [from, to] = [shown(before), shown(after)]
  const [fromCurrency, currency] = [before.currency ?? '', after.currency ?? '']
  if (from === to && fromCurrency === currency) return null
  return { at: at.toISOString(), from, to, currency, ...(fromCurrency !== currency ? { fromCurrency } : {}) }
}

/**
 * The reduction a listing shows after `change`: a cut in the same currency starts one, or deepens the
 * one under way when that began within the window (so the percentage counts from the window's highest
 * price); a rise back to or above that price, a new currency or no price ends it.
 */
export function reductionAfter(current: Reduction, change: PriceChange): Reduction {
  const none: Reduction = { priceReducedAt: null, priceBefore: null }
  if (change.from === null || change.to === null || change.fromCurrency) return none
  const under = current.priceBefore !== null && current.priceReducedAt !== null && isRecent(current.priceReducedAt, new Date(change.at))
  const before = under ? Math.max(current.priceBefore!, change.from) : change.from
  if (change.to >= before) return none
  if (change.to >= change.from) return under ? current : none
  return { priceReducedAt: change.at, priceBefore: before }
}

const isRecent = (at: string, now: Date) => now.getTime() - Date.parse(at) <= REDUCED_DAYS * DAY_MS

/** The whole percentage a listing is reduced by now, or null when it is not (no cut in the last 30 days). */
export function reducedPercent(listing: Reduction & Priced, now: Date): number | null {
  const { priceReducedAt, priceBefore } = listing
  const price = listing.priceOnRequest ? null : listing.price
  if (!priceReducedAt || priceBefore == null || price == null || !(priceBefore > price) || !isRecent(priceReducedAt, now)) return null
  return Math.max(1, Math.round(((priceBefore - price) / priceBefore) * 100))
}

/** The earliest time a cut may have been made for its listing to count as reduced at `now`. */
export const reducedSince = (now: Date) => new Date(now.getTime() - REDUCED_DAYS * DAY_MS)
