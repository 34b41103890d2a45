import { describe, expect, it } from 'vitest'
import { areaIn, areaTexts, m2From, perAreaIn, shownAreaUnit, SQFT_PER_M2, unitTexts } from '@/lib/area'
import { formatNumber } from '@/lib/format'

describe('areas in square metres and square feet', () => {
  it('converts with the exact foot (0.3048 m): whole square feet, square metres to a tenth', () => {
    expect(SQFT_PER_M2).toBeCloseTo(10.7639, 4)
    expect(areaIn(100, 'sqft')).toBe(1076)
    expect(areaIn(92.903, 'sqft')).toBe(1000)
    expect(areaIn(120.04, 'm2')).toBe(120)
    expect(m2From(1000, 'sqft')).toBeCloseTo(92.903, 3)
    expect(m2From(85, 'm2')).toBe(85)
  })

  it('a price per square foot is the price per m² over 10.76', () => {
    expect(perAreaIn(10_764, 'sqft')).toBeCloseTo(1000, 0)
    expect(perAreaIn(5000, 'm2')).toBe(5000)
  })

  it('shows the visitor’s choice, else their currency’s market’s unit, else the site’s', () => {
    const currencies = [
      { code: 'AED', areaUnit: 'sqft' as const },
      { code: 'SAR', areaUnit: 'm2' as const },
      { code: 'EUR' },
    ]
    expect(shownAreaUnit('m2', 'AED', currencies, 'sqft')).toBe('m2')
    expect(shownAreaUnit(null, 'AED', currencies, 'm2')).toBe('sqft')
    expect(shownAreaUnit(null, 'SAR', currencies, 'sqft')).toBe('m2')
    expect(shownAreaUnit(null, 'EUR', currencies, 'sqft')).toBe('sqft')
    expect(shownAreaUnit(null, null, currencies, 'm2')).toBe('m2')
  })

  it('writes an area or a range in both units with the page’s message and digits', () => {
    const format = (value: string, unit: 'm2' | 'sqft') => `${value} ${unit === 'sqft' ? 'sq ft' : 'm²'}`
    expect(areaTexts(format, (n) => formatNumber('en', n), 120)).toEqual({ m2: '120 m²', sqft: '1,292 sq ft' })
    expect(areaTexts(format, (n) => formatNumber('en', n), 80, 120)).toEqual({ m2: '80 – 120 m²', sqft: '861 – 1,292 sq ft' })
    expect(areaTexts(format, (n) => formatNumber('en', n), 80, 80).m2).toBe('80 m²')
    expect(areaTexts((v, u) => `${v} ${u}`, (n) => formatNumber('ar', n), 100).sqft).toBe(`${formatNumber('ar', 1076)} sqft`)
    expect(unitTexts((unit) => `per ${unit}`)).toEqual({ m2: 'per m2', sqft: 'per sqft' })
  })
})
