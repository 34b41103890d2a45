import { describe, expect, it } from 'vitest'
import { priceChangeOf, reducedPercent, reducedSince, reductionAfter, type Reduction } from '@/lib/price-history'

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n))
const none: Reduction = { priceReducedAt: null, priceBefore: null }

describe('price changes', () => {
  it('are a new figure, a new currency, a price that appears or goes; not a save that leaves it', () => {
    expect(priceChangeOf({ price: 100, currency: 'AED' }, { price: 90, currency: 'AED' }, day(0))).toEqual({ at: day(0).toISOString(), from: 100, to: 90, currency: 'AED' })
    expect(priceChangeOf({ price: 100, currency: 'AED' }, { price: 100, currency: 'AED' }, day(0))).toBeNull()
    expect(priceChangeOf({ price: 100, currency: 'AED' }, { price: 100, currency: 'SAR' }, day(0))).toMatchObject({ from: 100, to: 100, currency: 'SAR', fromCurrency: 'AED' })
    expect(priceChangeOf({ price: 100, currency: 'AED' }, { price: 100, currency: 'AED', priceOnRequest: true }, day(0))).toMatchObject({ from: 100, to: null })
    expect(priceChangeOf({ price: null, currency: 'AED' }, { price: 80, currency: 'AED' }, day(0))).toMatchObject({ from: null, to: 80 })
  })
})

describe('reductions', () => {
  it('a cut starts one; a second cut within 30 days counts from the first price; a rise back ends it', () => {
    const first = reductionAfter(none, { at: day(0).toISOString(), from: 1000, to: 900, currency: 'AED' })
    expect(first).toEqual({ priceReducedAt: day(0).toISOString(), priceBefore: 1000 })
    expect(reducedPercent({ ...first, price: 900 }, day(1))).toBe(10)
    const second = reductionAfter(first, { at: day(10).toISOString(), from: 900, to: 800, currency: 'AED' })
    expect(second).toEqual({ priceReducedAt: day(10).toISOString(), priceBefore: 1000 })
    expect(reducedPercent({ ...second, price: 800 }, day(11))).toBe(20)
    // A small rise still below the earlier price keeps the cut; a rise to it ends it.
    expect(reductionAfter(second, { at: day(12).toISOString(), from: 800, to: 850, currency: 'AED' })).toEqual(second)
    expect(reductionAfter(second, { at: day(12).toISOString(), from: 800, to: 1000, currency: 'AED' })).toEqual(none)
  })

  it('a cut long after the last one counts from the price just before it', () => {
    const old = { priceReducedAt: day(0).toISOString(), priceBefore: 1000 }
    expect(reductionAfter(old, { at: day(40).toISOString(), from: 900, to: 850, currency: 'AED' })).toEqual({ priceReducedAt: day(40).toISOString(), priceBefore: 900 })
  })

  it('a new currency or no price is no reduction', () => {
    const cut = { priceReducedAt: day(0).toISOString(), priceBefore: 1000 }
    expect(reductionAfter(cut, { at: day(1).toISOString(), from: 900, to: 200, currency: 'USD', fromCurrency: 'AED' })).toEqual(none)
    expect(reductionAfter(cut, { at: day(1).toISOString(), from: 900, to: null, currency: 'AED' })).toEqual(none)
    expect(reductionAfter(none, { at: day(1).toISOString(), from: null, to: 500, currency: 'AED' })).toEqual(none)
  })

  it('shows for 30 days after the cut, then no longer', () => {
    const cut = { priceReducedAt: day(0).toISOString(), priceBefore: 1000, price: 955 }
    expect(reducedPercent(cut, day(30))).toBe(5)
    expect(reducedPercent(cut, day(31))).toBeNull()
    expect(reducedPercent({ ...cut, priceOnRequest: true }, day(1))).toBeNull()
    expect(reducedPercent({ ...cut, price: 999.9 }, day(1))).toBe(1)
    expect(reducedSince(day(30)).toISOString()).toBe(day(0).toISOString())
  })
})
