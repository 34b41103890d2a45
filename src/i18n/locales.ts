/**
 * The one list of languages. The router, the CMS and `<html lang dir>` all read it.
 */
export const locales = [
  { code: 'ar', label: 'العربية', englishLabel: 'Arabic', rtl: true, intl: 'ar-AE-u-nu-latn' },
  { code: 'en', label: 'English', englishLabel: 'English', rtl: false, intl: 'en-US' },
] as const

export type Locale = (typeof locales)[number]['code']

export const localeCodes = locales.map((l) => l.code) as [Locale, ...Locale[]]
export const defaultLocale: Locale = 'ar'

/** SPEC §9: the fallback locale for formatting when nothing else applies. */
export const fallbackIntlLocale = 'en-US'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value)
}

export function localeInfo(code: Locale) {
  const found = locales.find((l) => l.code === code)
  if (!found) throw new Error(`Unknown locale ${code}`)
  return found
}

/**
 * The locale to format a value of language `code` with (numbers, prices, dates, names): the
 * language's own when it is one of ours and this runtime's Intl supports it, else SPEC §9's
 * fallback, en-US — for a missing language, an unknown one, or a runtime without its data.
 */
export function intlLocale(code: string | null | undefined): string {
  const own = isLocale(code) ? localeInfo(code).intl : null
  return own && Intl.NumberFormat.supportedLocalesOf(own).length > 0 ? own : fallbackIntlLocale
}

export function dirOf(code: Locale): 'rtl' | 'ltr' {
  return localeInfo(code).rtl ? 'rtl' : 'ltr'
}

/** SPEC §9: the locale cookie lasts 365 days, path /, same-site lax. */
export const localeCookie = {
  name: 'NEXT_LOCALE',
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const
