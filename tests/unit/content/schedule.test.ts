import { describe, expect, it } from 'vitest'
import { nextMorning } from '@/lib/schedule'
import { scheduledMail } from '@/server/admin/scheduled'

describe('the next morning in Dubai', () => {
  it('is 09:00 Dubai (05:00 UTC) the same day when it is more than an hour away, else the next day', () => {
    expect(nextMorning(new Date('2026-11-24T21:45:00Z')).toISOString()).toBe('2026-11-25T05:00:00.000Z')
    expect(nextMorning(new Date('2026-11-25T03:59:00Z')).toISOString()).toBe('2026-11-25T05:00:00.000Z')
    expect(nextMorning(new Date('2026-11-25T04:30:00Z')).toISOString()).toBe('2026-11-26T05:00:00.000Z')
    // Past 20:00 UTC it is already the next day in Dubai.
    expect(nextMorning(new Date('2026-12-31T20:30:00Z')).toISOString()).toBe('2027-01-01T05:00:00.000Z')
  })
})

describe('the mail about a scheduled publish', () => {
  const base = { unpublish: false, title: { ar: 'شقة', en: 'A flat' }, at: new Date('2026-11-25T05:00:00Z'), link: 'https://example.test/admin/collections/properties/7' }

  it('says what was done and when, in the agency’s time, Arabic first', () => {
    const mail = scheduledMail({ ...base, outcome: { ok: true } })
    expect(mail.subject).toBe('نُشر «شقة» في موعده · “A flat” published as scheduled')
    expect(mail.text.indexOf('نُشر «شقة» كما جُدول')).toBe(0)
    expect(mail.text).toContain('“A flat” was published as scheduled, at Nov 25, 2026, 9:00 AM.')
    expect(mail.text).toContain(base.link)
  })

  it('says why it was not done, and what to do', () => {
    const mail = scheduledMail({ ...base, unpublish: true, outcome: { ok: false, reason: 'Not Found' } })
    expect(mail.subject).toContain('was not unpublished')
    expect(mail.text).toContain('لم يُنفَّذ إلغاء النشر المجدول لـ«شقة»')
    expect(mail.text).toContain('“A flat” was not unpublished as scheduled at Nov 25, 2026, 9:00 AM: Not Found')
    expect(mail.text).toContain('publish or schedule it again')
  })
})
