import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultLocale, dirOf, fallbackIntlLocale, intlLocale, isLocale, localeCodes, localeCookie, localeInfo } from '@/i18n/locales'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'

describe('locales', () => {
  it('are Arabic first, then English', () => {
    expect(localeCodes).toEqual(['ar', 'en'])
    expect(defaultLocale).toBe('ar')
  })

  it('give the text direction', () => {
    expect(dirOf('ar')).toBe('rtl')
    expect(dirOf('en')).toBe('ltr')
  })

  it('recognise only known codes', () => {
    expect(isLocale('ar')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
    expect(() => localeInfo('fr' as never)).toThrow()
  })

  it('keep the locale cookie 365 days on path / with SameSite=Lax (SPEC §9)', () => {
    expect(localeCookie).toEqual({ name: 'NEXT_LOCALE', maxAge: 365 * 24 * 60 * 60, path: '/', sameSite: 'lax' })
  })

  it('format with en-US when nothing else applies (SPEC §9)', () => {
    expect(fallbackIntlLocale).toBe('en-US')
  })
})

describe('the locale a value is formatted with (SPEC §9: fallback en-US)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is the language’s own when it is one of ours', () => {
    expect(intlLocale('ar')).toBe('ar-AE-u-nu-latn')
    expect(intlLocale('en')).toBe('en-US')
    expect(formatNumber('ar', 1234567)).toBe(new Intl.NumberFormat('ar-AE-u-nu-latn').format(1234567))
  })

  it('is en-US for a missing or unknown language', () => {
    for (const code of [undefined, null, '', 'fr', 'xx-YY']) {
      expect(intlLocale(code)).toBe('en-US')
      expect(formatNumber(code, 1234567.5)).toBe('1,234,567.5')
      expect(formatMoney(code, 2500000, 'AED')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'AED', maximumFractionDigits: 0 }).format(2500000))
      expect(formatDate(code, '2026-03-05T00:00:00Z')).toBe('March 5, 2026')
    }
  })

  it('is en-US when the runtime has no data for the language', () => {
    const supported = Intl.NumberFormat.supportedLocalesOf
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locales, options) => supported(locales, options).filter((l) => !l.startsWith('ar')))
    expect(intlLocale('ar')).toBe('en-US')
    expect(formatNumber('ar', 1234567)).toBe('1,234,567')
  })
})

describe('routing', () => {
  it('serves Arabic without a prefix, ignores the browser language and uses the shared cookie', async () => {
    const { routing } = await import('@/i18n/routing')
    expect(routing.defaultLocale).toBe('ar')
    expect(routing.localePrefix).toBe('as-needed')
    expect(routing.localeDetection).toBe(false)
    expect(routing.localeCookie).toMatchObject(localeCookie)
  })
})
