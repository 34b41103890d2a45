import { describe, expect, it } from 'vitest'
import { fieldErrors, leadSchema, parseLocalized, toE164 } from '@/lib/schemas'

describe('phone numbers to E.164', () => {
  it.each([
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971-50-123-4567', '+971501234567'],
    ['(050) 123.4567', '+971501234567'],
    ['٠٥٠ ١٢٣ ٤٥٦٧', '+971501234567'],
    ['۰۵۰۱۲۳۴۵۶۷', '+971501234567'],
    ['\u200e+971 50 123 4567', '+971501234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['501234567', '+971501234567'],
    ['971501234567', '+971501234567'],
  ])('%s → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected)
  })

  it.each(['', 'abc', '12', '+0 50 123', '050-CALL-ME', '+1234567890123456', '0000'])('refuses %j', (input) => {
    expect(toE164(input)).toBeNull()
  })

  it('takes another dialling code for local numbers when told', () => {
    expect(toE164('055 123 4567', '966')).toBe('+966551234567')
  })

  it('the lead schema stores E.164 and says what is wrong in the visitor language', async () => {
    const ok = await parseLocalized(leadSchema, { name: 'سارة', phone: '٠٥٠ ١٢٣ ٤٥٦٧' }, 'ar')
    expect(ok.success && ok.data.phone).toBe('+971501234567')
    const ar = await parseLocalized(leadSchema, { name: 'س', phone: '12' }, 'ar')
    const en = await parseLocalized(leadSchema, { name: 'S', phone: '12' }, 'en')
    expect(ar.success || fieldErrors(ar.error, 'ar')).toEqual({ name: ['أدخل الاسم (حرفان على الأقل)'], phone: [expect.stringMatching(/^أدخل رقم هاتف صحيحا/)] })
    expect(en.success || fieldErrors(en.error, 'en')).toEqual({ name: ['Enter a name (at least 2 characters)'], phone: [expect.stringMatching(/^Enter a valid phone number/)] })
  })
})
