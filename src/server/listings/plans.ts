import 'server-only'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { monthlyInstalment, type PlanTerms } from '@/lib/instalments'
import type { Project, Property } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { MAX_PER_PAGE, propertyWhere } from './properties'
import { projectWhere } from './projects'

export const planSorts = ['monthly', '-monthly', 'down', '-years', 'years'] as const
export type PlanSort = (typeof planSorts)[number]

export type PlanQuery = {
  kind: 'properties' | 'projects'
  /** At most this down payment, in percent. */
  maxDown?: number
  /** At least this many years. */
  minYears?: number
  /** At most this monthly instalment, in the base currency. */
  maxMonthlyBase?: number
  sort?: PlanSort
  page?: number
  perPage?: number
}

export type PlanTermsOf = PlanTerms & { downPaymentPercent: number; years: number; handoverPercent: number; frequency: string; name?: string | null }
export type PlanRow<T> = { doc: T; plan: PlanTermsOf; monthlyBase: number }
export type PlanPage<T> = { rows: PlanRow<T>[]; page: number; total: number; lastPage: number }

type Candidate = { id: number; plan: PlanTermsOf; monthlyBase: number }

const termsOf = (p: { name?: string | null; downPaymentPercent?: number | null; years?: number | null; handoverPercent?: number | null; frequency?: string | null }): PlanTermsOf => ({
  name: p.name,
  downPaymentPercent: p.downPaymentPercent ?? 0,
  years: p.years ?? 0,
  handoverPercent: p.handoverPercent ?? 0,
  frequency: p.frequency ?? 'monthly',
})

const fits = (plan: PlanTermsOf, q: PlanQuery) => (q.maxDown === undefined || plan.downPaymentPercent <= q.maxDown) && (q.minYears === undefined || plan.years >= q.minYears)

function order(sort: PlanSort): (a: Candidate, b: Candidate) => number {
  const by = {
    monthly: (a: Candidate, b: Candidate) => a.monthlyBase - b.monthlyBase,
    '-monthly': (a: Candidate, b: Candidate) => b.monthlyBase - a.monthlyBase,
    down: (a: Candidate, b: Candidate) => a.plan.downPaymentPercent - b.plan.downPaymentPercent || a.monthlyBase - b.monthlyBase,
    '-years': (a: Candidate, b: Candidate) => b.plan.years - a.plan.years || a.monthlyBase - b.monthlyBase,
    years: (a: Candidate, b: Candidate) => a.plan.years - b.plan.years || a.monthlyBase - b.monthlyBase,
  }[sort]
  return (a, b) => by(a, b) || a.id - b.id
}

/** Filters on the monthly instalment and sorts the candidates, then keeps one page of them. */
function pageOf(candidates: Candidate[], q: PlanQuery) {
  const kept = candidates.filter((c) => q.maxMonthlyBase === undefined || c.monthlyBase <= q.maxMonthlyBase).sort(order(q.sort ?? 'monthly'))
  const perPage = Math.min(Math.max(q.perPage ?? 12, 1), MAX_PER_PAGE)
  const lastPage = Math.max(1, Math.ceil(kept.length / perPage))
  const page = Math.min(Math.max(q.page ?? 1, 1), lastPage)
  return { slice: kept.slice((page - 1) * perPage, page * perPage), page, total: kept.length, lastPage }
}

const cardSelect = {
  title: true,
  slug: true,
  reference: true,
  purpose: true,
  rentPeriod: true,
  status: true,
  price: true,
  currency: true,
  priceOnRequest: true,
  area: true,
  bedrooms: true,
  bathrooms: true,
  city: true,
  type: true,
  gallery: true,
  luxury: true,
  paymentPlan: true,
} as const

/**
 * Properties on an instalment plan. The database narrows them by down payment and years; the
 * monthly instalment is a computed figure, so it is filtered and sorted on the plans' few numbers
 * (in the base currency) before only the page's rows are read in full.
 */
export const listPlanProperties = cachedRead('plans:properties', ['properties'], async (locale: Locale, q: PlanQuery): Promise<PlanPage<Property>> => {
  const payload = await payloadClient()
  const and: Where[] = [propertyWhere({ withPlan: true }), { priceOnRequest: { not_equals: true } }, { priceBase: { greater_than: 0 } }]
  if (q.maxDown !== undefined) and.push({ 'paymentPlan.downPaymentPercent': { less_than_equal: q.maxDown } })
  if (q.minYears !== undefined) and.push({ 'paymentPlan.years': { greater_than_equal: q.minYears } })
  const found = await payload.find({ collection: 'properties', where: { and }, pagination: false, depth: 0, select: { priceBase: true, paymentPlan: true } })
  const candidates: Candidate[] = []
  for (const d of found.docs) {
    const plan = termsOf(d.paymentPlan ?? {})
    const monthlyBase = monthlyInstalment(d.priceBase, plan)
    if (monthlyBase !== null && fits(plan, q)) candidates.push({ id: d.id, plan, monthlyBase })
  }
  const { slice, page, total, lastPage } = pageOf(candidates, q)
  const ids = slice.map((c) => c.id)
  const docs = ids.length
    ? (await payload.find({ collection: 'properties', locale, where: { id: { in: ids } }, pagination: false, limit: ids.length, depth: 1, select: cardSelect })).docs
    : []
  const byId = new Map(docs.map((d) => [d.id, d as Property]))
  const rows = slice.flatMap((c) => {
    const doc = byId.get(c.id)
    return doc ? [{ doc, plan: c.plan, monthlyBase: c.monthlyBase }] : []
  })
  return { rows, page, total, lastPage }
})

/** Projects with an instalment plan; each shows the plan that fits the filters with the lowest monthly instalment. */
export const listPlanProjects = cachedRead('plans:projects', ['projects'], async (locale: Locale, q: PlanQuery): Promise<PlanPage<Project>> => {
  const payload = await payloadClient()
  const found = await payload.find({ collection: 'projects', locale, where: projectWhere({ withPlan: true }), pagination: false, depth: 1 })
  const byId = new Map(found.docs.map((d) => [d.id, d]))
  const candidates: Candidate[] = []
  for (const d of found.docs) {
    let best: Candidate | null = null
    for (const raw of d.paymentPlans ?? []) {
      const plan = termsOf(raw)
      const monthlyBase = monthlyInstalment(d.priceBase, plan)
      if (monthlyBase === null || !fits(plan, q)) continue
      if (!best || monthlyBase < best.monthlyBase) best = { id: d.id, plan, monthlyBase }
    }
    if (best) candidates.push(best)
  }
  const { slice, page, total, lastPage } = pageOf(candidates, q)
  const rows = slice.flatMap((c) => {
    const doc = byId.get(c.id)
    return doc ? [{ doc, plan: c.plan, monthlyBase: c.monthlyBase }] : []
  })
  return { rows, page, total, lastPage }
})
