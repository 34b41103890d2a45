import { describe, expect, it } from 'vitest'
import { instalments, monthlyInstalment, toCents } from '@/lib/instalments'

describe('instalment calculator', () => {
  it('spreads what is left after the down payment over every month', () => {
    // 1,200,000 with 20 % down over 5 years: 960,000 over 60 months.
    expect(monthlyInstalment(1_200_000, { downPaymentPercent: 20, years: 5 })).toBe(16_000)
    const b = instalments(1_200_000, { downPaymentPercent: 20, years: 5 })
    expect(b).toMatchObject({ downPayment: 240_000, handoverPayment: 0, financed: 960_000, months: 60, monthly: 16_000, instalmentCount: 60 })
  })

  it('leaves the handover share out of the instalments', () => {
    const b = instalments(2_000_000, { downPaymentPercent: 10, handoverPercent: 40, years: 4 })
    expect(b?.downPayment).toBe(200_000)
    expect(b?.handoverPayment).toBe(800_000)
    expect(b?.financed).toBe(1_000_000)
    expect(b?.monthly).toBeCloseTo(20_833.333, 3)
    expect(toCents(b?.monthly ?? 0)).toBe(20_833.33)
  })

  it('gives the instalment at the plan frequency beside the monthly figure', () => {
    const quarterly = instalments(800_000, { downPaymentPercent: 25, years: 3, frequency: 'quarterly' })
    expect(quarterly?.instalmentCount).toBe(12)
    expect(quarterly?.perInstalment).toBe(50_000)
    expect(quarterly?.monthly).toBeCloseTo(16_666.667, 3)
    const yearly = instalments(800_000, { downPaymentPercent: 25, years: 3, frequency: 'yearly' })
    expect(yearly?.perInstalment).toBe(200_000)
  })

  it('handles no down payment and a fully paid-up front plan', () => {
    expect(monthlyInstalment(120_000, { downPaymentPercent: 0, years: 1 })).toBe(10_000)
    expect(monthlyInstalment(120_000, { years: 1 })).toBe(10_000)
    expect(monthlyInstalment(120_000, { downPaymentPercent: 100, years: 1 })).toBe(0)
  })

  it('half years count in months', () => {
    expect(instalments(90_000, { downPaymentPercent: 10, years: 1.5 })?.months).toBe(18)
    expect(monthlyInstalment(90_000, { downPaymentPercent: 10, years: 1.5 })).toBe(4_500)
  })

  it('refuses terms that describe no plan', () => {
    expect(instalments(null, { downPaymentPercent: 10, years: 5 })).toBeNull()
    expect(instalments(0, { downPaymentPercent: 10, years: 5 })).toBeNull()
    expect(instalments(100_000, { downPaymentPercent: 10, years: 0 })).toBeNull()
    expect(instalments(100_000, { downPaymentPercent: 10 })).toBeNull()
    expect(instalments(100_000, { downPaymentPercent: -5, years: 2 })).toBeNull()
    expect(instalments(100_000, { downPaymentPercent: 120, years: 2 })).toBeNull()
    expect(instalments(100_000, { downPaymentPercent: 70, handoverPercent: 40, years: 2 })).toBeNull()
    expect(instalments(Number.NaN, { downPaymentPercent: 10, years: 2 })).toBeNull()
  })
})
