import { z } from 'zod'
import { HONEYPOT_FIELD, honeypotSchema, nameSchema, optionalAmount, optionalCount, optionalEmail, optionalId, optionalText } from './common'
import { phoneSchema } from './phone'

const currencyCode = z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), z.string().regex(/^[A-Z]{3}$/).optional())

/** The exchange form: what the visitor owns and what they want for it. */
export const exchangeSchema = z
  .strictObject({
    name: nameSchema,
    phone: phoneSchema,
    email: optionalEmail,
    offered: z.strictObject({
      type: optionalId.meta({ description: 'Property type id' }),
      city: optionalId.meta({ description: 'City id' }),
      location: optionalText(300),
      area: optionalAmount.meta({ description: 'Square metres' }),
      bedrooms: optionalCount(50),
      bathrooms: optionalCount(50),
      estimated_value: optionalAmount,
      currency: currencyCode.meta({ description: 'ISO 4217 code of the estimated value' }),
      description: optionalText(3000),
    }),
    wanted: z
      .strictObject({
        type: optionalId.meta({ description: 'Property type id' }),
        city: optionalId.meta({ description: 'City id' }),
        budget: optionalAmount,
        description: optionalText(3000),
      })
      .default({}),
    [HONEYPOT_FIELD]: honeypotSchema,
  })
  .meta({
    id: 'ExchangeInput',
    examples: [{ name: 'Omar Khalid', phone: '+971 55 765 4321', offered: { type: 1, city: 1, area: 120, bedrooms: 2, estimated_value: 1200000, currency: 'AED' }, wanted: { type: 2, budget: 2000000 } }],
  })

export type ExchangeInput = z.infer<typeof exchangeSchema>
