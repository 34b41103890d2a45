import { z } from 'zod'
import { filledIn, msg } from './messages'
import { latinDigits } from './plain'

/** The agency's home country when a number is written the local way (050 123 4567). */
export const DEFAULT_DIAL_CODE = '971'

export { latinDigits }

/**
 * A phone number in E.164 (+971501234567), or null when it cannot be one.
 * Accepts international forms (+971 50…, 00971 50…) and local ones (050…, which take the default dialling code);
 * spaces, dashes, dots, brackets and Arabic-Indic digits are allowed.
 */
export function toE164(input: string, dialCode = DEFAULT_DIAL_CODE): string | null {
  const cleaned = latinDigits(input.trim()).replace(/[\s\-.()\u200e\u200f\u202a-\u202e]/g, '')
  let digits: string
  if (/^\+\d+$/.test(cleaned)) digits = cleaned.slice(1)
  else if (/^00\d+$/.test(cleaned)) digits = cleaned.slice(2)
  else if (/^0\d+$/.test(cleaned)) digits = dialCode + cleaned.slice(1)
  else if (/^\d+$/.test(cleaned)) digits = cleaned.startsWith(dialCode) && cleaned.length > 10 ? cleaned : dialCode + cleaned
  else return null
  if (digits.startsWith('0')) return null
  // E.164 allows 15 digits at most; no real subscriber number has fewer than 8 with its country code.
  if (digits.length < 8 || digits.length > 15) return null
  return `+${digits}`
}

/** A phone number field: any local or international form in, E.164 out. */
export const phoneSchema = z
  .string(msg('required'))
  .trim()
  .min(1, filledIn)
  .max(32, msg('phone'))
  .transform((value, ctx) => {
    const e164 = toE164(value)
    if (!e164) {
      ctx.issues.push({ code: 'custom', message: msg('phone').error, input: value })
      return z.NEVER
    }
    return e164
  })
  .meta({ description: 'Local (050 123 4567) or international (+971 50 123 4567, 00971…) form; stored as E.164.', examples: ['+971501234567', '050 123 4567'] })
