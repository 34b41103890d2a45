import { describe, expect, it } from 'vitest'
import { exchangeSchema, fieldErrors, jobApplicationSchema, leadSchema, parseLocalized, translate } from '@/lib/schemas'
import type { Locale } from '@/i18n/locales'

/** The forms as a visitor leaves them: every text field empty, the checkbox unticked, no file. */
const empty = {
  lead: { name: '', phone: '', email: '', message: '' },
  exchange: { name: '', phone: '', email: '', offered: { location: '', area: '' }, wanted: {} },
  job: { name: '', email: '', phone: '', cover_note: '', cv: null, consent: false },
}

async function errorsOf(schema: typeof leadSchema | typeof exchangeSchema | typeof jobApplicationSchema, input: unknown, locale: Locale) {
  const parsed = await parseLocalized(schema, input, locale)
  return parsed.success ? {} : fieldErrors(parsed.error, locale)
}

describe('form messages speak with one voice, in both languages', () => {
  for (const locale of ['ar', 'en'] as const) {
    const required = translate(locale, 'required')

    it(`${locale}: every required field left empty says that it is required, and only that`, async () => {
      expect(await errorsOf(leadSchema, empty.lead, locale)).toEqual({ name: [required], phone: [required] })
      expect(await errorsOf(exchangeSchema, empty.exchange, locale)).toEqual({ name: [required], phone: [required] })
      expect(await errorsOf(jobApplicationSchema, empty.job, locale)).toEqual({ name: [required], email: [required], phone: [required], cv: [required], consent: [translate(locale, 'consent')] })
      // A field that is not sent at all reads the same as one left empty.
      expect(await errorsOf(leadSchema, {}, locale)).toEqual({ name: [required], phone: [required] })
    })

    it(`${locale}: a field filled in wrongly says what to do, as an instruction`, async () => {
      const errors = await errorsOf(jobApplicationSchema, { name: 'S', email: 'sara@', phone: '12', cover_note: 'x'.repeat(3001), cv: null, consent: false }, locale)
      const instruction = locale === 'en' ? /^(Enter|Choose|Attach|Tick|Remove) / : /^(أدخل|اختر|أرفق|ضع|احذف) /
      for (const [field, messages] of Object.entries(errors)) {
        for (const message of messages) if (message !== required) expect(message, field).toMatch(instruction)
      }
      expect(Object.keys(errors).sort()).toEqual(['consent', 'cover_note', 'cv', 'email', 'name', 'phone'])
    })
  }
})
