import { localeInfo, type Locale } from '@/i18n/locales'

export function formatMoney(locale: Locale, amount: number, currency: string, decimals = 0): string {
  try {
    return new Intl.NumberFormat(localeInfo(locale).intl, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount)
  } catch {
    return `${new Intl.NumberFormat(localeInfo(locale).intl).format(amount)} ${currency}`
  }
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(localeInfo(locale).intl).format(value)
}

export function formatDate(locale: Locale, value: string | Date): string {
  return new Intl.DateTimeFormat(localeInfo(locale).intl, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(value))
}

/** Digits only, for wa.me and tel: links (SPEC §2: non-digit characters removed). */
export const digitsOnly = (phone: string) => phone.replace(/\D+/g, '')
