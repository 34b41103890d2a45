import { z } from 'zod'
import { HONEYPOT_FIELD, honeypotSchema, nameSchema, optionalAmount, optionalCount, optionalEmail, optionalId, optionalText } from './common'
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, sniffImage, type ImageKind } from './image'
import { msg } from './messages'
import { phoneSchema } from './phone'

const currencyCode = z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), z.string().regex(/^[A-Z]{3}$/).optional())

export type CheckedPhoto = { name: string; size: number; kind: ImageKind; bytes: Uint8Array }

/** One photo of the visitor's property: 5 MB at most, a JPEG, PNG or WebP by its content. */
export const photoSchema = z
  .custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob && v.size > 0, msg('photoType'))
  .refine((f) => f.size <= PHOTO_MAX_BYTES, { ...msg('photoSize'), abort: true })
  .transform(async (file, ctx): Promise<CheckedPhoto> => {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = sniffImage(bytes)
    if (!kind) {
      ctx.issues.push({ code: 'custom', message: msg('photoType').error, input: file })
      return z.NEVER
    }
    return { name: (file as File).name || `photo.${kind.ext}`, size: file.size, kind, bytes }
  })
  .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, recognised by content; 5 MB at most.' })

/** What the exchange form says in words and numbers: the JSON body, or the `data` part of the multipart form. */
export const exchangeFieldsSchema = z
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

export const photosSchema = z.array(photoSchema).max(PHOTO_MAX_COUNT, msg('photoCount'))

/**
 * The exchange form as `POST /api/v1/exchange-form` and the site's /form both parse it: the fields,
 * plus up to 6 photos when it comes as a multipart form.
 */
export const exchangeSchema = exchangeFieldsSchema.extend({ photos: photosSchema.optional() })

export type ExchangeInput = z.input<typeof exchangeSchema>
export type ExchangeData = z.output<typeof exchangeSchema>
