import type { Locale } from '@/i18n/locales'
import type { AreaUnit } from '@/lib/area'
import { formatMoney } from '@/lib/format'

/** One currency as the page embeds it: units per one unit of the base currency. */
/** `areaUnit`: the unit a visitor of this currency reads areas in until they choose one. */
export type CurrencyRate = { code: string; rate: number; decimals: number; enabled: boolean; name?: string; symbol?: string; areaUnit?: AreaUnit }

export const CURRENCY_STORAGE_KEY = 'manzil:currency'
/** Read by the server later (API calls, emails); 365 days like the locale cookie. */
export const CURRENCY_COOKIE = 'CURRENCY'

export function convertAmount(amount: number, from: string, to: CurrencyRate, rates: readonly CurrencyRate[]): number | null {
  if (from === to.code) return amount
  const source = rates.find((c) => c.code === from)
  if (!source || !(source.rate > 0)) return null
  const factor = 10 ** to.decimals
  return Math.round((amount / source.rate) * to.rate * factor) / factor
}

/** The text a price shows in the chosen currency, or null to keep what the server rendered. */
export function priceText(locale: Locale, amount: number, from: string, to: CurrencyRate | undefined, rates: readonly CurrencyRate[]): string | null {
  if (!to) return null
  const converted = convertAmount(amount, from, to, rates)
  if (converted === null) return null
  return formatMoney(locale, converted, to.code)
}

/** Re-formats every price rendered with data-price/data-currency into the chosen currency. */
export function repriceAll(root: ParentNode, locale: Locale, code: string, rates: readonly CurrencyRate[]): number {
  const to = rates.find((c) => c.code === code && c.enabled)
  let changed = 0
  for (const el of root.querySelectorAll<HTMLElement>('[data-price][data-currency]')) {
    const amount = Number(el.dataset.price)
    const from = el.dataset.currency ?? ''
    if (!Number.isFinite(amount)) continue
    const text = priceText(locale, amount, from, to, rates) ?? priceText(locale, amount, from, rates.find((c) => c.code === from), rates)
    if (text !== null && el.textContent !== text) {
      el.textContent = text
      changed++
    }
  }
  return changed
}

/** The visitor's stored choice, if it is still an enabled currency. */
export function storedChoice(stored: string | null | undefined, rates: readonly CurrencyRate[]): string | null {
  const code = stored?.trim().toUpperCase()
  return code && rates.some((c) => c.code === code && c.enabled) ? code : null
}

/** The currency cookie as the browser writes it; `Secure` when the page came over https. */
export function currencyCookie(code: string, https = false): string {
  return `${CURRENCY_COOKIE}=${encodeURIComponent(code)}; max-age=${365 * 24 * 60 * 60}; path=/; samesite=lax${https ? '; secure' : ''}`
}
