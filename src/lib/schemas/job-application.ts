import { z } from 'zod'
import { HONEYPOT_FIELD, honeypotSchema, nameSchema, emailSchema, optionalId, optionalText } from './common'
import { CV_MAX_BYTES, sniffCv, type CvKind } from './cv'
import { msg } from './messages'
import { phoneSchema } from './phone'

/** A checkbox as forms send it: true, "true", "on", "1". */
const consentSchema = z.preprocess(
  (v) => v === true || v === 'true' || v === 'on' || v === '1',
  z.literal(true, msg('consent')),
)

export type CheckedCv = { file: Blob; name: string; size: number; kind: CvKind; bytes: Uint8Array }

/** The CV upload: present, 5 MB at most, and a PDF or DOCX by its content. */
export const cvSchema = z
  .custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob && v.size > 0, msg('required'))
  .refine((f) => f.size <= CV_MAX_BYTES, { ...msg('cvSize'), abort: true })
  .transform(async (file, ctx): Promise<CheckedCv> => {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = await sniffCv(bytes)
    if (!kind) {
      ctx.issues.push({ code: 'custom', message: msg('cvType').error, input: file })
      return z.NEVER
    }
    return { file, name: (file as File).name ?? `cv.${kind.ext}`, size: file.size, kind, bytes }
  })
  .meta({ type: 'string', format: 'binary', description: 'PDF or DOCX, recognised by content; 5 MB at most.' })

/** The job application form (multipart): `POST /api/v1/job-applications` and the site's /jobs/request. */
export const jobApplicationSchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    career: optionalId.meta({ description: 'The job posting applied for (optional)' }),
    cover_note: optionalText(3000),
    cv: cvSchema,
    consent: consentSchema.meta({ type: 'boolean', description: 'Must be true ("true", "on" or "1" in a form)' }),
    [HONEYPOT_FIELD]: honeypotSchema,
  })
  .meta({ id: 'JobApplicationInput' })

export type JobApplicationInput = z.output<typeof jobApplicationSchema>
