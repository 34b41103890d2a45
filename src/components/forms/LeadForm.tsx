'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo } from 'react'
import type { leadKinds } from '@/lib/schemas/lead'
import { TextField } from './fields'
import { FormFrame } from './parts'
import { filled, formSender } from './send'
import { useForm, type Status } from './useForm'

export type LeadFormProps = {
  kind: (typeof leadKinds)[number]
  propertyId?: number
  projectId?: number
  serviceId?: number
  /** A narrow column (a detail page's side): one field per row, a shorter message box. */
  compact?: boolean
  /** The message box's first text (a listing page names the listing). */
  defaultMessage?: string
  /** Told of every change of the form's state (a dialog holding the form stays open while it sends). */
  onStatus?: (status: Status) => void
}

const empty = { name: '', phone: '', email: '', message: '' }
const loadSchema = () => import('@/lib/schemas/lead').then((m) => m.leadSchema)
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** Where the visitor came from: the page and its campaign tags, read when the form is sent. */
function pageContext(): Record<string, string> {
  if (typeof window === 'undefined') return {}
  const params = new URLSearchParams(window.location.search)
  const out: Record<string, string> = { page: window.location.pathname.slice(0, 500) }
  for (const key of UTM) {
    const v = params.get(key)
    if (v) out[key] = v.slice(0, 200)
  }
  return out
}

/** The lead form: contact, or about a property, a project or a service (its id goes with the lead). */
export function LeadForm({ kind, propertyId, projectId, serviceId, compact, defaultMessage = '', onStatus }: LeadFormProps) {
  const t = useTranslations('forms')
  const locale = useLocale()
  const sender = useMemo(() => formSender(locale), [locale])
  const toInput = useCallback(
    // Required fields go as typed, empty included, so that an empty one is called required.
    (v: typeof empty) => ({ ...filled({ kind, property: propertyId, project: projectId, service: serviceId, email: v.email, message: v.message }), name: v.name, phone: v.phone }),
    [kind, propertyId, projectId, serviceId],
  )
  const send = useCallback((input: Record<string, unknown>, key: string, token: string) => sender.json('/leads', { ...input, ...pageContext() }, key, token), [sender])
  const initial = useMemo(() => ({ ...empty, message: defaultMessage }), [defaultMessage])
  const form = useForm({ loadSchema, initial, toInput, send })
  useEffect(() => onStatus?.(form.status), [onStatus, form.status])
  const two = compact ? '' : 'sm:grid-cols-2'
  return (
    <FormFrame form={form} testId="lead-form" sentText={t('sentText')}>
      <div className={`grid gap-5 ${two}`}>
        <TextField form={form} name="name" label={t('name')} required autoComplete="name" maxLength={100} />
        <TextField form={form} name="phone" label={t('phone')} required type="tel" inputMode="tel" autoComplete="tel" ltr placeholder="050 123 4567" hint={t('phoneHint')} maxLength={32} />
        <TextField form={form} name="email" label={t('email')} type="email" inputMode="email" autoComplete="email" ltr maxLength={200} className={compact ? '' : 'sm:col-span-2'} />
        <TextField form={form} name="message" label={t('message')} rows={compact ? 3 : 5} maxLength={2000} className={compact ? '' : 'sm:col-span-2'} />
      </div>
    </FormFrame>
  )
}
