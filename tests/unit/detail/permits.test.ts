import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { checkUrlProblem, isPermitNumber, listingRule, marketRule, normalizePermitNumber, permitCheckUrl, permitView } from '@/lib/permits'
import { qrPath } from '@/lib/qr'

describe('permit numbers', () => {
  it('are made one way as typed: Latin digits, no direction marks, one kind of hyphen, no stray spaces', () => {
    expect(normalizePermitNumber('  71234567890 ')).toBe('71234567890')
    expect(normalizePermitNumber('٧١٢٣٤٥٦٧٨٩٠')).toBe('71234567890')
    expect(normalizePermitNumber('۷۱۲۳')).toBe('7123')
    expect(normalizePermitNumber('\u2066RERA – 2024 / 15\u2069')).toBe('RERA-2024/15')
    expect(normalizePermitNumber('AD  12\t34')).toBe('AD 12 34')
    expect(normalizePermitNumber('   ')).toBeNull()
    expect(normalizePermitNumber(null)).toBeNull()
    expect(normalizePermitNumber(7123)).toBeNull()
  })

  it('are letters, digits, hyphens, slashes and spaces, starting and ending with a letter or a digit, up to 40 characters', () => {
    for (const ok of ['71234567890', 'RERA-2024/15', 'AD 12 34', 'a', '1'.repeat(40)]) expect(isPermitNumber(ok), ok).toBe(true)
    for (const bad of ['-123', '123/', 'رقم123', '12_34', '12.34', '1'.repeat(41), '', '<b>1</b>', '12?x=1']) expect(isPermitNumber(bad), bad).toBe(false)
  })
})

describe('check page templates', () => {
  it('are http(s) addresses with {permit} after the host', () => {
    expect(checkUrlProblem('https://example.gov/check?permit={permit}')).toBeNull()
    expect(checkUrlProblem('http://example.gov/permits/{permit}/status')).toBeNull()
    expect(checkUrlProblem('https://example.gov/check')).toBe('placeholder')
    expect(checkUrlProblem('ftp://example.gov/{permit}')).toBe('url')
    expect(checkUrlProblem('javascript:alert({permit})')).toBe('url')
    expect(checkUrlProblem('example.gov/{permit}')).toBe('url')
    // A number must not choose the site it leads to.
    expect(checkUrlProblem('https://{permit}.example.gov/')).toBe('url')
    expect(checkUrlProblem('https://example.gov{permit}/')).toBe('url')
  })

  it('take the number URL-encoded, in every place it stands', () => {
    expect(permitCheckUrl('https://example.gov/check?permit={permit}', '71234567890')).toBe('https://example.gov/check?permit=71234567890')
    expect(permitCheckUrl('https://example.gov/p/{permit}?again={permit}', 'RERA 2024/15&x')).toBe('https://example.gov/p/RERA%202024%2F15%26x?again=RERA%202024%2F15%26x')
    expect(permitCheckUrl('https://example.gov/check', '1')).toBeNull()
    expect(permitCheckUrl(null, '1')).toBeNull()
  })
})

describe('market rules', () => {
  const uae = { name: 'UAE', permits: { required: false, authority: null, checkUrl: null } }
  const dubai = { name: 'Dubai', permits: { own: true, required: true, authority: ' DLD ', checkUrl: 'https://example.gov/?p={permit}' } }
  const sharjah = { name: 'Sharjah', permits: { own: false, required: true, authority: 'ignored', checkUrl: null } }

  it('are the state’s own when it has them, else the country’s', () => {
    expect(marketRule(uae, dubai)).toEqual({ market: 'Dubai', required: true, authority: 'DLD', checkUrl: 'https://example.gov/?p={permit}' })
    expect(marketRule(uae, sharjah)).toEqual({ market: 'UAE', required: false, authority: null, checkUrl: null })
    expect(marketRule(uae, null)).toMatchObject({ market: 'UAE', required: false })
    expect(marketRule({ name: 'Egypt' }, null)).toEqual({ market: 'Egypt', required: false, authority: null, checkUrl: null })
    expect(marketRule(null, null)).toBeNull()
  })

  it('of a listing come from its own country and state, else its city’s', () => {
    expect(listingRule({ country: uae, state: dubai })?.market).toBe('Dubai')
    expect(listingRule({ country: 4, state: 9, city: { country: uae, state: dubai } })?.market).toBe('Dubai')
    expect(listingRule({ country: null, city: 3 })).toBeNull()
  })

  it('give a listing’s permit its market’s authority and check page unless it names its own authority', () => {
    const rule = marketRule(uae, dubai)
    expect(permitView({ number: '7123' }, rule)).toEqual({ number: '7123', authority: 'DLD', checkUrl: 'https://example.gov/?p=7123' })
    expect(permitView({ number: '7123', authority: 'RERA' }, rule)).toEqual({ number: '7123', authority: 'RERA', checkUrl: 'https://example.gov/?p=7123' })
    expect(permitView({ number: '7123' }, null)).toEqual({ number: '7123', authority: null, checkUrl: null })
    expect(permitView({ number: ' ', verifiedAt: '2026-11-01T00:00:00.000Z' }, rule)).toBeNull()
    expect(permitView(undefined, rule)).toBeNull()
  })
})

describe('QR codes', () => {
  /** The dark modules the path draws, read back from its runs. */
  function modulesOf(d: string, size: number): boolean[][] {
    const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
    const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)]
    expect(runs.map((m) => m[0]).join('')).toBe(d)
    for (const [, x, y, length, back] of runs) {
      expect(back).toBe(length)
      for (let k = 0; k < Number(length); k++) grid[Number(y)]![Number(x) + k] = true
    }
    return grid
  }

  it('draw every dark module of the symbol, and only those, inside a quiet zone of four', () => {
    const url = 'https://example.gov/check?permit=71234567890'
    const { size, d } = qrPath(url)
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
    expect(size).toBe(modules.size + 8)
    const grid = modulesOf(d, size)
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const inside = x >= 4 && y >= 4 && x < size - 4 && y < size - 4
        expect(grid[y]![x], `${x},${y}`).toBe(inside ? modules.get(y - 4, x - 4) === 1 : false)
      }
    }
    // The three finder patterns: a dark 7×7 ring at three corners.
    for (const [x, y] of [[4, 4], [size - 11, 4], [4, size - 11]] as const) expect(grid[y]!.slice(x, x + 7)).toEqual(Array(7).fill(true))
  })

  it('differ with the address', () => {
    expect(qrPath('https://example.gov/check?permit=1').d).not.toBe(qrPath('https://example.gov/check?permit=2').d)
  })
})
