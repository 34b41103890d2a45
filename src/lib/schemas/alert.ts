import { z } from 'zod'
import { ALERT_FREQUENCIES, ALERT_KINDS } from '../alerts'
import { emailSchema, HONEYPOT_FIELD, honeypotSchema } from './common'
import { msg } from './messages'

/** The search of an alert: the API's own listing parameters (`filter[…]`, `area_unit`), as `GET /real-estates` or `GET /projects` takes them. */
const filtersSchema = z
  .record(z.string().regex(/^(?:filter\[[a-z_]+\]|area_unit)$/).max(40), z.string().max(200))
  .refine((r) => Object.keys(r).length <= 30, msg('invalid'))
  .default({})
  .meta({ description: 'The search, as the listing endpoints\u2019 query parameters: `filter[…]` and `area_unit`', examples: [{ 'filter[purpose]': 'sale', 'filter[city]': '3', 'filter[bedroom]': '2+' }] })

/** "Alert me" on a search, as the search pages and `POST /api/v1/alerts` both send it. */
export const alertSchema = z
  .strictObject({
    email: emailSchema,
    frequency: z.enum(ALERT_FREQUENCIES, msg('choice')).default('daily'),
    kind: z.enum(ALERT_KINDS, msg('choice')).default('properties').meta({ description: 'What the search finds: properties or projects' }),
    filters: filtersSchema,
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, msg('invalid'))
      .transform((c) => c.toUpperCase())
      .optional()
      .meta({ description: 'The currency of the price filters, and of the prices in the mail (the site\u2019s default when absent)' }),
    [HONEYPOT_FIELD]: honeypotSchema,
  })
  .meta({
    id: 'AlertInput',
    examples: [{ email: 'sara@example.com', frequency: 'daily', kind: 'properties', filters: { 'filter[purpose]': 'sale', 'filter[city]': '3' }, currency: 'AED' }],
  })

export type AlertInput = z.infer<typeof alertSchema>

/** A change to an alert from its management page or `POST /api/v1/alerts/{token}`. */
export const alertChangeSchema = z
  .strictObject({
    action: z.enum(['confirm', 'unsubscribe', 'resubscribe', 'unsubscribe-all'], msg('choice')).optional(),
    frequency: z.enum(ALERT_FREQUENCIES, msg('choice')).optional(),
  })
  .meta({ id: 'AlertChange', examples: [{ action: 'confirm' }, { frequency: 'weekly' }] })

export type AlertChange = z.infer<typeof alertChangeSchema>
