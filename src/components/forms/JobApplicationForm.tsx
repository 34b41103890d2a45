'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useMemo } from 'react'
import { Link } from '@/i18n/navigation'
import { DOCX_MIME, PDF_MIME } from '@/lib/schemas/cv'
import { CheckboxField, FileField, SelectField, TextField } from './fields'
import { FormFrame } from './parts'
import { filled, formSender } from './send'
import { useForm, type Values } from './useForm'

const loadSchema = () => import('@/lib/schemas/job-application').then((m) => m.jobApplicationSchema)

const text = (v: Values, name: string) => {
  const value = v[name]
  return typeof value === 'string' ? value.trim() : ''
}

export function jobApplicationInput(v: Values): Record<string, unknown> {
  return {
    // Required fields go as typed, empty included, so that an empty one is called required.
    name: text(v, 'name'),
    email: text(v, 'email'),
    phone: text(v, 'phone'),
    ...filled({ career: text(v, 'career'), cover_note: text(v, 'cover_note'), cv: v.cv instanceof File ? v.cv : undefined }),
    consent: v.consent === true,
  }
}

/** The job application (/jobs/request): contact details, the position, a cover note, the CV and consent. */
export function JobApplicationForm({ careers, career }: { careers: { value: string; label: string }[]; career?: number }) {
  const t = useTranslations('forms')
  const locale = useLocale()
  const sender = useMemo(() => formSender(locale), [locale])
  const initial = useMemo<Values>(
    () => ({ name: '', email: '', phone: '', career: career && careers.some((c) => c.value === String(career)) ? String(career) : '', cover_note: '', cv: null, consent: false }),
    [career, careers],
  )
  const send = useCallback(
    (input: Record<string, unknown>, key: string, token: string) => {
      const body = new FormData()
      for (const [name, value] of Object.entries(input)) {
        if (value instanceof File) body.set(name, value, value.name)
        else if (value === true) body.set(name, 'true')
        else if (typeof value === 'string') body.set(name, value)
      }
      return sender.multipart('/job-applications', body, key, token)
    },
    [sender],
  )
  const form = useForm({ loadSchema, initial, toInput: jobApplicationInput, send })
  return (
    <FormFrame form={form} testId="job-form" sentText={t('job.sentText')} submitLabel={t('job.send')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label={t('name')} required autoComplete="name" maxLength={100} className="sm:col-span-2" />
        <TextField form={form} name="email" label={t('email')} required type="email" inputMode="email" autoComplete="email" ltr maxLength={200} />
        <TextField form={form} name="phone" label={t('phone')} required type="tel" inputMode="tel" autoComplete="tel" ltr placeholder="050 123 4567" hint={t('phoneHint')} maxLength={32} />
        <SelectField form={form} name="career" label={t('job.position')} options={careers} placeholder={t('job.anyPosition')} className="sm:col-span-2" />
        <TextField form={form} name="cover_note" label={t('job.coverNote')} rows={5} maxLength={3000} className="sm:col-span-2" />
      </div>
      <FileField form={form} name="cv" label={t('job.cv')} hint={t('job.cvHint')} accept={`.pdf,.docx,${PDF_MIME},${DOCX_MIME}`} required />
      <CheckboxField form={form} name="consent" required>
        {t.rich('job.consent', {
          link: (chunks) => (
            <Link href="/privacy-policy" className="font-semibold text-brand underline" target="_blank">
              {chunks}
            </Link>
          ),
        })}
      </CheckboxField>
    </FormFrame>
  )
}
