import { describe, expect, it } from 'vitest'
import { convertAmount, currencyCookie, priceText, storedChoice, type CurrencyRate } from '@/lib/client/currency'
import { whatsappUrl } from '@/lib/client/whatsapp'

const rates: CurrencyRate[] = [
  { code: 'USD', rate: 1, decimals: 2, enabled: true },
  { code: 'AED', rate: 3.6725, decimals: 2, enabled: true },
  { code: 'EGP', rate: 48.5, decimals: 2, enabled: false },
]
const aed = rates[1] as CurrencyRate
const usd = rates[0] as CurrencyRate

describe('currency re-pricing', () => {
  it('converts through the base currency', () => {
    expect(convertAmount(3_672_500, 'AED', usd, rates)).toBe(1_000_000)
    expect(convertAmount(100, 'USD', aed, rates)).toBe(367.25)
    expect(convertAmount(5, 'AED', aed, rates)).toBe(5)
    expect(convertAmount(5, 'XXX', aed, rates)).toBeNull()
  })

  it('formats in the page language', () => {
    expect(priceText('en', 1_000_000, 'USD', aed, rates)).toMatch(/AED\s*3,672,500/)
    expect(priceText('ar', 1_000_000, 'USD', usd, rates)).toContain('1,000,000')
  })

  it('keeps only an enabled stored choice', () => {
    expect(storedChoice('usd', rates)).toBe('USD')
    expect(storedChoice('EGP', rates)).toBeNull()
    expect(storedChoice(null, rates)).toBeNull()
  })

  it('stores the choice in a year-long cookie for the server', () => {
    expect(currencyCookie('AED')).toBe('CURRENCY=AED; max-age=31536000; path=/; samesite=lax')
    expect(currencyCookie('AED', true)).toBe('CURRENCY=AED; max-age=31536000; path=/; samesite=lax; secure')
  })
})

describe('WhatsApp link (SPEC §2)', () => {
  it('keeps the digits of the number and prefills the message', () => {
    expect(whatsappUrl('+971 50-123 4567', 'Hi, I would like to know more about')).toBe('https://wa.me/971501234567?text=Hi%2C%20I%20would%20like%20to%20know%20more%20about')
  })
  it('appends the subject of the page', () => {
    expect(whatsappUrl('971', 'مرحبًا، أود معرفة المزيد عن', 'فيلا في دبي')).toBe(`https://wa.me/971?text=${encodeURIComponent('مرحبًا، أود معرفة المزيد عن فيلا في دبي')}`)
  })
  it('has no link without a number', () => {
    expect(whatsappUrl(' - ', 'x')).toBeNull()
  })
})
