import { describe, expect, it } from 'vitest'
import { fillTimeLeft, filledTooFast, MIN_FILL_MS } from '@/lib/forms/fill-time'
import { normalizeNumber } from '@/lib/forms/numbers'
import { canRetry, classifyFailure, errorsOf, firstInvalid, otherErrors, shownErrors, withoutField } from '@/lib/forms/state'

const state = (over: Partial<Parameters<typeof shownErrors>[0]> = {}) => ({ client: {}, server: {}, touched: new Set<string>(), submitted: false, ...over })

describe('which errors a visitor sees', () => {
  const client = { name: ['too short'], phone: ['bad phone'], 'photos.1': ['not an image'], 'photos.3': ['too big'] }

  it('none before a field is touched, its own once it is', () => {
    expect(shownErrors(state({ client }), 'name')).toEqual([])
    expect(shownErrors(state({ client, touched: new Set(['name']) }), 'name')).toEqual(['too short'])
    expect(shownErrors(state({ client, touched: new Set(['name']) }), 'phone')).toEqual([])
  })

  it('every field after a submit, items of a list with their field', () => {
    const s = state({ client, submitted: true })
    expect(shownErrors(s, 'phone')).toEqual(['bad phone'])
    expect(shownErrors(s, 'photos')).toEqual(['not an image', 'too big'])
    expect(shownErrors(s, 'email')).toEqual([])
  })

  it("the server's errors show at once and go when the field is edited", () => {
    const server = { phone: ['taken'], email: ['bad'] }
    expect(shownErrors(state({ server }), 'phone')).toEqual(['taken'])
    expect(shownErrors(state({ server: withoutField(server, 'phone') }), 'phone')).toEqual([])
    expect(withoutField(server, 'phone')).toEqual({ email: ['bad'] })
  })

  it('a message the schema and the server both give shows once', () => {
    expect(shownErrors(state({ client: { phone: ['bad'] }, server: { phone: ['bad'] }, submitted: true }), 'phone')).toEqual(['bad'])
  })

  it('the first invalid field in page order gets the focus', () => {
    const fields = ['name', 'phone', 'email', 'photos']
    expect(firstInvalid(fields, state({ client: { email: ['x'], phone: ['y'] }, submitted: true }))).toBe('phone')
    expect(firstInvalid(fields, state({ client: { 'photos.0': ['x'] }, submitted: true }))).toBe('photos')
    expect(firstInvalid(fields, state({ client: { name: ['x'] } }))).toBeUndefined()
  })

  it('errors on keys without a field go above the button', () => {
    expect(otherErrors({ property: ['gone'], phone: ['bad'], 'offered.area': ['x'], _: ['gone'] }, ['phone', 'offered.area'])).toEqual(['gone'])
    expect(errorsOf({ 'offered.area': ['x'], offered: ['y'] }, 'offered.area')).toEqual(['x'])
  })
})

describe('what a failed send means', () => {
  const cases: [{ status?: number; errors?: Record<string, string[]> }, string, boolean][] = [
    [{ status: undefined }, 'offline', true],
    [{ status: 500 }, 'server', true],
    [{ status: 503 }, 'server', true],
    [{ status: 429 }, 'rate-limited', true],
    [{ status: 413 }, 'too-large', false],
    [{ status: 422, errors: { phone: ['bad'] } }, 'invalid', false],
    [{ status: 422, errors: {} }, 'server', true],
    [{ status: 415 }, 'server', true],
  ]
  it.each(cases)('%j is %s', (error, kind, retry) => {
    const failure = classifyFailure(error)
    expect(failure.kind).toBe(kind)
    expect(canRetry(failure)).toBe(retry)
  })

  it('keeps the field errors of a 422', () => {
    expect(classifyFailure({ status: 422, errors: { phone: ['bad'] } })).toEqual({ kind: 'invalid', errors: { phone: ['bad'] } })
  })
})

describe('minimum fill time', () => {
  it('is three seconds from the moment the form appeared', () => {
    expect(MIN_FILL_MS).toBe(3000)
    expect(filledTooFast(1000, 1000 + 2999)).toBe(true)
    expect(filledTooFast(1000, 1000 + 3000)).toBe(false)
    expect(filledTooFast(1000, 60_000)).toBe(false)
  })

  it('leaves a quick send the rest of the three seconds to wait, and a slower one nothing', () => {
    expect(fillTimeLeft(1000, 1000)).toBe(3000)
    expect(fillTimeLeft(1000, 1000 + 1200)).toBe(1800)
    expect(fillTimeLeft(1000, 1000 + 3000)).toBe(0)
    expect(fillTimeLeft(1000, 60_000)).toBe(0)
  })
})

describe('numbers as visitors type them', () => {
  it.each([
    ['١٢٠', '120'],
    ['1,200,000', '1200000'],
    ['١٬٢٠٠٬٠٠٠', '1200000'],
    ['1 200 000', '1200000'],
    ['٣٫٥', '3.5'],
    ['  85.5 ', '85.5'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeNumber(input)).toBe(expected)
  })
})
