import 'server-only'
import type { AreaUnit } from '@/lib/area'
import type { Currency } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { getSettings } from '../site'

/** Every currency with its rate (units per one unit of the base currency), enabled or not: old records may use a disabled one. */
export const getRates = cachedRead('currency-rates', ['currencies'], async (): Promise<Pick<Currency, 'code' | 'rate' | 'decimals' | 'enabled' | 'isDefault' | 'isBase' | 'areaUnit'>[]> => {
  const payload = await payloadClient()
  const found = await payload.find({ collection: 'currencies', depth: 0, pagination: false, overrideAccess: true, select: { code: true, rate: true, decimals: true, enabled: true, isDefault: true, isBase: true, areaUnit: true } })
  return found.docs.map((c) => ({ code: c.code, rate: c.rate, decimals: c.decimals, enabled: c.enabled, isDefault: c.isDefault, isBase: c.isBase, areaUnit: c.areaUnit }))
})

export type DisplayCurrency = { code: string; rate: number; decimals: number }
export type Rates = Awaited<ReturnType<typeof getRates>>

export class UnknownCurrencyError extends Error {
  constructor(readonly code: string) {
    super(`Unknown currency ${code}`)
  }
}

/**
 * The currency prices are shown in: the requested code when it is an enabled currency, otherwise
 * an UnknownCurrencyError; with no code, the site's default currency.
 */
export async function displayCurrency(requested?: string | null): Promise<DisplayCurrency> {
  const rates = await getRates()
  const enabled = rates.filter((c) => c.enabled !== false)
  const pick = (code: string | null | undefined) => enabled.find((c) => c.code === code?.trim().toUpperCase())
  if (requested) {
    const found = pick(requested)
    if (!found) throw new UnknownCurrencyError(requested)
    return { code: found.code, rate: found.rate, decimals: found.decimals ?? 0 }
  }
  const settings = await getSettings('ar')
  const fallback = pick(settings.default_currency) ?? enabled.find((c) => c.isDefault) ?? enabled.find((c) => c.isBase) ?? enabled[0]
  if (!fallback) return { code: 'USD', rate: 1, decimals: 0 }
  return { code: fallback.code, rate: fallback.rate, decimals: fallback.decimals ?? 0 }
}

/** The unit pages render areas in: the one of the site's default currency (the browser switches a visitor to theirs). */
export async function siteAreaUnit(): Promise<AreaUnit> {
  const [rates, display] = await Promise.all([getRates(), displayCurrency()])
  return rates.find((c) => c.code === display.code)?.areaUnit ?? 'm2'
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

/**
 * An amount in the display currency, with the editors' current rates. The amount in the base
 * currency (`priceBase`) stands in when the record's own currency is unknown.
 */
export function convert(amount: number, from: string, to: DisplayCurrency, rates: Rates, base?: number | null): number {
  if (from === to.code) return round(amount, to.decimals)
  const source = rates.find((c) => c.code === from)
  const inBase = source ? amount / source.rate : (base ?? amount)
  return round(inBase * to.rate, to.decimals)
}

/** An amount in the display currency, back in the base currency (for filters on `priceBase`). */
export const toBase = (amount: number, from: DisplayCurrency) => amount / from.rate
export const fromBase = (amount: number, to: DisplayCurrency) => round(amount * to.rate, to.decimals)
