import { describe, expect, it } from 'vitest'
import { defaultLocale, dirOf, fallbackIntlLocale, isLocale, localeCodes, localeCookie, localeInfo } from '@/i18n/locales'

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

describe('routing', () => {
  it('serves Arabic without a prefix, ignores the browser language and uses the shared cookie', async () => {
    const { routing } = await import('@/i18n/routing')
    expect(routing.defaultLocale).toBe('ar')
    expect(routing.localePrefix).toBe('as-needed')
    expect(routing.localeDetection).toBe(false)
    expect(routing.localeCookie).toMatchObject(localeCookie)
  })
})
