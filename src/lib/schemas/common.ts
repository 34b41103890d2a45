import { z } from 'zod'
import { filledIn, msg } from './messages'
import { HONEYPOT_FIELD } from './plain'

/** Blank form inputs count as "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

export const nameSchema = z.string(msg('required')).trim().min(1, filledIn).min(2, msg('name')).max(100)

export const emailSchema = z.string(msg('required')).trim().toLowerCase().min(1, filledIn).max(200).pipe(z.email(msg('email')))

export const optionalEmail = z.preprocess(blankToUndefined, emailSchema.optional())

export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional())

/** A record id from a form: a positive whole number, or a numeric string. */
export const optionalId = z.preprocess(blankToUndefined, z.coerce.number(msg('invalid')).int().positive().optional())

export const optionalAmount = z.preprocess(blankToUndefined, z.coerce.number(msg('number')).min(0).max(1e12).optional())

export const optionalCount = (max: number) => z.preprocess(blankToUndefined, z.coerce.number(msg('integer')).int(msg('integer')).min(0).max(max).optional())

export { HONEYPOT_FIELD }
export const honeypotSchema = z.string().max(500).optional().meta({ description: 'Leave empty. A hidden field: a post with it filled is accepted and discarded.' })

export const utmSchema = {
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_term: optionalText(200),
  utm_content: optionalText(200),
}

export const localeSchema = z.enum(['ar', 'en'])
