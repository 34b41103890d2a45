import { intlLocale } from '@/i18n/locales'

/** Each takes the value's language (`ar`, `en`); a missing or unsupported one formats as en-US (SPEC §9). */
type Language = string | null | undefined

export function formatMoney(locale: Language, amount: number, currency: string, decimals = 0): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount)
  } catch {
    return `${new Intl.NumberFormat(intlLocale(locale)).format(amount)} ${currency}`
  }
}

export function formatNumber(locale: Language, value: number): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value)
}

export function formatDate(locale: Language, value: string | Date): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(value))
}

/** Digits only, for wa.me and tel: links (SPEC §2: non-digit characters removed). */
export const digitsOnly = (phone: string) => phone.replace(/\D+/g, '')
