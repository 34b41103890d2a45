import type { z } from 'zod'
import type { Locale } from '@/i18n/locales'

/**
 * Error messages of the form schemas in both languages, in one voice for every form: a required
 * field left empty says so, the same on every field; anything else says what to do about it, as an
 * instruction ("Enter…", "Choose…", "Attach…"). A schema names a message by its key
 * (`msg('phone')`); everything zod reports on its own gets a message from `errorMap`.
 */
const messages = {
  required: { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  invalid: { ar: 'أدخل قيمة صحيحة', en: 'Enter a valid value' },
  tooShort: { ar: 'أدخل {n} أحرف على الأقل', en: 'Enter at least {n} characters' },
  tooLong: { ar: 'أدخل {n} حرفا على الأكثر', en: 'Enter at most {n} characters' },
  tooSmall: { ar: 'أدخل {n} أو أكثر', en: 'Enter {n} or more' },
  tooBig: { ar: 'أدخل {n} أو أقل', en: 'Enter {n} or less' },
  number: { ar: 'أدخل رقما', en: 'Enter a number' },
  integer: { ar: 'أدخل عددا صحيحا', en: 'Enter a whole number' },
  choice: { ar: 'اختر أحد الخيارات المتاحة', en: 'Choose one of the options' },
  unknownField: { ar: 'احذف هذا الحقل غير المعروف', en: 'Remove this unknown field' },
  name: { ar: 'أدخل الاسم (حرفان على الأقل)', en: 'Enter a name (at least 2 characters)' },
  email: { ar: 'أدخل بريدا إلكترونيا صحيحا', en: 'Enter a valid email address' },
  // The example number is isolated left to right (U+2066…U+2069), so its groups keep their order in Arabic text, with no-break spaces.
  phone: { ar: 'أدخل رقم هاتف صحيحا، محليا أو دوليا مثل \u2066+971\u00a050\u00a0123\u00a04567\u2069', en: 'Enter a valid phone number, local or international such as +971\u00a050\u00a0123\u00a04567' },
  consent: { ar: 'ضع علامة في المربع للموافقة على معالجة بياناتك', en: 'Tick the box to agree to the processing of your data' },
  cvType: { ar: 'أرفق السيرة الذاتية ملف PDF أو DOCX', en: 'Attach the CV as a PDF or DOCX file' },
  cvSize: { ar: 'أرفق سيرة ذاتية حجمها 5 ميغابايت على الأكثر', en: 'Attach a CV of 5 MB at most' },
  notFound: { ar: 'اختر عنصرا من القائمة', en: 'Choose an item from the list' },
  photoType: { ar: 'اختر صورة بصيغة JPEG أو PNG أو WebP', en: 'Choose a JPEG, PNG or WebP photo' },
  photoSize: { ar: 'اختر صورة حجمها 5 ميغابايت على الأكثر', en: 'Choose a photo of 5 MB at most' },
  photoCount: { ar: 'اختر 6 صور على الأكثر', en: 'Choose 6 photos at most' },
} as const satisfies Record<string, Record<Locale, string>>

export type MessageKey = keyof typeof messages

const PREFIX = 'msg:'

/** A schema's error option that names a message of this file. */
export const msg = (key: MessageKey) => ({ error: `${PREFIX}${key}` })

/** The check that a required text field is not empty: the required message, and no other check's message beside it. */
export const filledIn = { ...msg('required'), abort: true } as const

export function translate(locale: Locale, key: MessageKey, n?: number | bigint): string {
  return messages[key][locale].replace('{n}', n === undefined ? '' : String(n))
}

/** Translates a stored message: a key of this file (`msg:phone`), or any other text as is. */
export function localizeMessage(locale: Locale, message: string): string {
  if (!message.startsWith(PREFIX)) return message
  const key = message.slice(PREFIX.length)
  return key in messages ? translate(locale, key as MessageKey) : message
}

/** zod's per-parse error map: the messages zod makes on its own, in the given language. */
export function errorMap(locale: Locale): z.core.$ZodErrorMap {
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null || issue.input === '') return translate(locale, 'required')
        return translate(locale, issue.expected === 'number' || issue.expected === 'int' ? 'number' : 'invalid')
      case 'too_small':
        return issue.origin === 'string' ? translate(locale, 'tooShort', issue.minimum as number) : translate(locale, 'tooSmall', issue.minimum as number)
      case 'too_big':
        return issue.origin === 'string' ? translate(locale, 'tooLong', issue.maximum as number) : translate(locale, 'tooBig', issue.maximum as number)
      case 'invalid_value':
        return translate(locale, 'choice')
      case 'unrecognized_keys':
        return translate(locale, 'unknownField')
      case 'invalid_format':
        return translate(locale, issue.format === 'email' ? 'email' : 'invalid')
      default:
        return translate(locale, 'invalid')
    }
  }
}

export type FieldErrors = Record<string, string[]>

/** Every issue of a failed parse, grouped by field path (`offered.area`), in the given language. */
export function fieldErrors(error: z.ZodError, locale: Locale): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path]
    for (const path of keys) {
      const field = path.map(String).join('.') || '_'
      const text = localizeMessage(locale, issue.message)
      const list = (out[field] ??= [])
      if (!list.includes(text)) list.push(text)
    }
  }
  return out
}

/** Parses with the messages of the given language. */
export function parseLocalized<S extends z.ZodType>(schema: S, data: unknown, locale: Locale) {
  return schema.safeParseAsync(data, { error: errorMap(locale) })
}
