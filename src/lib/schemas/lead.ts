import { z } from 'zod'
import { HONEYPOT_FIELD, honeypotSchema, nameSchema, optionalEmail, optionalId, optionalText, utmSchema } from './common'
import { msg } from './messages'
import { phoneSchema } from './phone'

export const leadKinds = ['contact', 'property', 'project', 'service', 'callback'] as const

/** The contact (lead) form, as the site's forms and `POST /api/v1/leads` both take it. */
export const leadSchema = z
  .strictObject({
    kind: z.enum(leadKinds, msg('choice')).default('contact'),
    name: nameSchema,
    phone: phoneSchema,
    email: optionalEmail,
    message: optionalText(2000),
    property: optionalId.meta({ description: 'The property the lead is about' }),
    project: optionalId.meta({ description: 'The project the lead is about' }),
    service: optionalId.meta({ description: 'The service the lead is about' }),
    page: optionalText(500).meta({ description: 'The page the form was sent from' }),
    ...utmSchema,
    [HONEYPOT_FIELD]: honeypotSchema,
  })
  .meta({
    id: 'LeadInput',
    examples: [{ kind: 'property', name: 'سارة أحمد', phone: '050 123 4567', email: 'sara@example.com', message: 'أرغب في معاينة العقار', property: 1 }],
  })

export type LeadInput = z.infer<typeof leadSchema>
