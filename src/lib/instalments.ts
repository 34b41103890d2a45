/** A payment plan's terms, as properties and projects store them. */
export type PlanTerms = {
  downPaymentPercent?: number | null
  years?: number | null
  /** Paid at handover, outside the instalments. */
  handoverPercent?: number | null
  frequency?: 'monthly' | 'quarterly' | 'yearly' | string | null
}

export type InstalmentBreakdown = {
  downPayment: number
  handoverPayment: number
  /** What the instalments pay: the price less the down and handover payments. */
  financed: number
  months: number
  /** The financed amount spread evenly over every month of the plan. */
  monthly: number
  /** One instalment at the plan's own frequency (monthly, quarterly or yearly). */
  perInstalment: number
  instalmentCount: number
}

const PER_YEAR: Record<string, number> = { monthly: 12, quarterly: 4, yearly: 1 }

/**
 * The instalments of a plan without interest: the down payment and the handover payment are shares
 * of the price, the rest is paid in equal instalments over the plan's years. Null when the terms
 * cannot describe a plan (no price, no years, shares outside 0–100 % or above 100 % together).
 */
export function instalments(price: number | null | undefined, terms: PlanTerms): InstalmentBreakdown | null {
  const years = terms.years ?? 0
  const down = terms.downPaymentPercent ?? 0
  const handover = terms.handoverPercent ?? 0
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  if (!Number.isFinite(years) || years <= 0) return null
  if (![down, handover].every((p) => Number.isFinite(p) && p >= 0 && p <= 100) || down + handover > 100) return null
  const downPayment = (price * down) / 100
  const handoverPayment = (price * handover) / 100
  const financed = price - downPayment - handoverPayment
  const months = Math.round(years * 12)
  const perYear = PER_YEAR[terms.frequency ?? 'monthly'] ?? 12
  const instalmentCount = Math.max(1, Math.round(years * perYear))
  return { downPayment, handoverPayment, financed, months, monthly: financed / months, perInstalment: financed / instalmentCount, instalmentCount }
}

/** The monthly instalment alone (see `instalments`), or null. */
export function monthlyInstalment(price: number | null | undefined, terms: PlanTerms): number | null {
  return instalments(price, terms)?.monthly ?? null
}

/** An amount kept to cents, for data attributes and comparisons. */
export const toCents = (amount: number) => Math.round(amount * 100) / 100
