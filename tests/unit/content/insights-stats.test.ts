import { describe, expect, it } from 'vitest'
import { comparablePrice, marketFigures, median, type MarketRow } from '@/lib/market-stats'

const row = (o: Partial<MarketRow>): MarketRow => ({ purpose: 'sale', rentPeriod: '', city: 1, type: 1, priceBase: 100_000, area: 100, ...o })

describe('median', () => {
  it('takes the middle value of an odd count, whatever the input order', () => {
    expect(median([9, 1, 5])).toBe(5)
    expect(median([7])).toBe(7)
  })
  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([10, 20])).toBe(15)
  })
  it('is null for no values and leaves its input unsorted', () => {
    expect(median([])).toBeNull()
    const input = [3, 1, 2]
    median(input)
    expect(input).toEqual([3, 1, 2])
  })
})

describe('comparablePrice', () => {
  it('counts rents per year and sales as they are', () => {
    expect(comparablePrice({ purpose: 'rent', rentPeriod: 'monthly', priceBase: 1000 })).toBe(12_000)
    expect(comparablePrice({ purpose: 'rent', rentPeriod: 'weekly', priceBase: 100 })).toBe(5200)
    expect(comparablePrice({ purpose: 'rent', rentPeriod: 'daily', priceBase: 10 })).toBe(3650)
    expect(comparablePrice({ purpose: 'rent', rentPeriod: 'yearly', priceBase: 50_000 })).toBe(50_000)
    expect(comparablePrice({ purpose: 'sale', rentPeriod: 'monthly', priceBase: 900 })).toBe(900)
  })
  it('has no price for a missing or zero amount', () => {
    expect(comparablePrice({ purpose: 'sale', rentPeriod: '', priceBase: NaN })).toBeNull()
    expect(comparablePrice({ purpose: 'sale', rentPeriod: '', priceBase: 0 })).toBeNull()
  })
})

describe('marketFigures', () => {
  it('keeps sale and rent apart', () => {
    const figures = marketFigures([
      row({ purpose: 'sale', priceBase: 300_000, area: 100 }),
      row({ purpose: 'sale', priceBase: 500_000, area: 100 }),
      row({ purpose: 'rent', rentPeriod: 'yearly', priceBase: 20_000, area: 100 }),
    ])
    expect(figures.total).toBe(3)
    expect(figures.sale.count).toBe(2)
    expect(figures.sale.medianPerM2).toBe(4000)
    expect(figures.sale.price).toEqual({ min: 300_000, median: 400_000, max: 500_000 })
    expect(figures.rent.count).toBe(1)
    expect(figures.rent.medianPerM2).toBe(200)
    expect(figures.rent.price).toEqual({ min: 20_000, median: 20_000, max: 20_000 })
  })

  it('groups by city and by type, the highest median per m² first', () => {
    const figures = marketFigures([
      row({ city: 1, type: 7, priceBase: 100_000, area: 100 }),
      row({ city: 1, type: 8, priceBase: 300_000, area: 100 }),
      row({ city: 2, type: 7, priceBase: 900_000, area: 100 }),
      row({ city: 2, type: 7, priceBase: 500_000, area: 100 }),
    ])
    expect(figures.sale.byCity.map((g) => [g.id, g.count, g.medianPerM2])).toEqual([
      [2, 2, 7000],
      [1, 2, 2000],
    ])
    // Type 7: 1,000, 9,000 and 5,000 per m², an odd count.
    expect(figures.sale.byType.map((g) => [g.id, g.count, g.medianPerM2])).toEqual([
      [7, 3, 5000],
      [8, 1, 3000],
    ])
    expect(figures.cities).toBe(2)
  })

  it('annualises rents before comparing them', () => {
    const figures = marketFigures([
      row({ purpose: 'rent', rentPeriod: 'monthly', priceBase: 1000, area: 50 }),
      row({ purpose: 'rent', rentPeriod: 'yearly', priceBase: 12_000, area: 50 }),
    ])
    expect(figures.rent.medianPerM2).toBe(240)
    expect(figures.rent.price).toEqual({ min: 12_000, median: 12_000, max: 12_000 })
  })

  it('counts listings without a price or an area but leaves them out of the medians', () => {
    const figures = marketFigures([
      row({ city: 3, priceBase: NaN }),
      row({ city: 3, priceBase: 200_000, area: NaN }),
      row({ city: 4, priceBase: 0, area: 80 }),
    ])
    const byCity = new Map(figures.sale.byCity.map((g) => [g.id, g]))
    expect(byCity.get(3)).toEqual({ id: 3, count: 2, price: { min: 200_000, median: 200_000, max: 200_000 }, medianPerM2: null })
    expect(byCity.get(4)).toEqual({ id: 4, count: 1, price: null, medianPerM2: null })
    // Groups without a median come after those with one.
    expect(marketFigures([row({ city: 5, area: NaN }), row({ city: 6 })]).sale.byCity.map((g) => g.id)).toEqual([6, 5])
  })

  it('has empty groups and no figures when there is nothing to count', () => {
    const figures = marketFigures([])
    expect(figures).toEqual({
      total: 0,
      cities: 0,
      sale: { id: 0, count: 0, price: null, medianPerM2: null, byCity: [], byType: [] },
      rent: { id: 0, count: 0, price: null, medianPerM2: null, byCity: [], byType: [] },
    })
  })

  it('skips a listing without a city or type from that grouping only', () => {
    const figures = marketFigures([row({ city: 0, type: 0 }), row({ city: 2, type: 0 })])
    expect(figures.sale.count).toBe(2)
    expect(figures.sale.byCity.map((g) => g.id)).toEqual([2])
    expect(figures.sale.byType).toEqual([])
    expect(figures.cities).toBe(1)
  })

  it('ignores a listing with an unknown purpose in the sale and rent figures but counts it in the total', () => {
    const figures = marketFigures([row({ purpose: '' }), row({})])
    expect(figures.total).toBe(2)
    expect(figures.sale.count + figures.rent.count).toBe(1)
  })
})
