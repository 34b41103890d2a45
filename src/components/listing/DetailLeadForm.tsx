'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import type { Locale } from '@/i18n/locales'

type Subject = { kind: 'property'; property: number } | { kind: 'project'; project: number }
type Field = 'name' | 'phone' | 'email' | 'message'
type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'error'; message: string }

const FIELDS: Field[] = ['name', 'phone', 'email', 'message']
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** One key per enquiry, kept across its retries so the server stores it once. */
const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`)

/** The first message of each field, for the fields this form shows. */
function firstErrors(errors: Record<string, string[]> | undefined): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {}
  for (const f of FIELDS) if (errors?.[f]?.[0]) out[f] = errors[f][0]
  return out
}

/**
 * The enquiry form of a property or project page: a lead about that listing, sent to
 * `POST /api/v1/leads`. It checks the input with the site's lead schema before sending; the schema
 * and the API client load on the first submit, so the page does not carry them.
 */
export function DetailLeadForm({ subject, title, defaultMessage }: { subject: Subject; title: string; defaultMessage: string }) {
  const t = useTranslations('detail.lead')
  const locale = useLocale() as Locale
  const id = useId()
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const idempotencyKey = useRef<string | null>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.state === 'sending') return
    const form = event.currentTarget
    const data = new FormData(form)
    const query = new URLSearchParams(location.search)
    const input: Record<string, unknown> = {
      ...subject,
      name: data.get('name'),
      phone: data.get('phone'),
      email: data.get('email'),
      message: data.get('message'),
      page: location.pathname,
      website: data.get('website') || undefined,
    }
    for (const key of UTM) if (query.get(key)) input[key] = query.get(key)
    setStatus({ state: 'sending' })
    try {
      const [{ leadSchema }, { errorMap, fieldErrors }, { apiFor }, { ApiError }] = await Promise.all([
        import('@/lib/schemas/lead'),
        import('@/lib/schemas/messages'),
        import('@/lib/client/browser'),
        import('@/lib/client/api'),
      ])
      const parsed = leadSchema.safeParse(input, { error: errorMap(locale) })
      if (!parsed.success) {
        setErrors(firstErrors(fieldErrors(parsed.error, locale)))
        setStatus({ state: 'error', message: t('invalid') })
        return
      }
      setErrors({})
      idempotencyKey.current ??= newKey()
      try {
        await apiFor(locale)('/leads', { method: 'POST', body: input, idempotencyKey: idempotencyKey.current })
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          setErrors(firstErrors(error.errors))
          setStatus({ state: 'error', message: t('invalid') })
        } else {
          setStatus({ state: 'error', message: t('failed') })
        }
        return
      }
      idempotencyKey.current = null
      form.reset()
      setStatus({ state: 'sent' })
    } catch {
      setStatus({ state: 'error', message: t('failed') })
    }
  }

  const input = (invalid: boolean) =>
    `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-gray-900 focus:border-brand focus:outline-none ${invalid ? 'border-red-600' : 'border-gray-300'}`
  const field = (name: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-gray-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={input(Boolean(errors[name]))}
        {...props}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-testid="lead-form" className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <p className="text-sm text-gray-600">{t('intro')}</p>
      {field('name', t('name'), { autoComplete: 'name', required: true, maxLength: 100 })}
      {field('phone', t('phone'), { type: 'tel', autoComplete: 'tel', required: true, maxLength: 32, dir: 'ltr', className: `${input(Boolean(errors.phone))} text-start rtl:text-end` })}
      {field('email', t('email'), { type: 'email', autoComplete: 'email', maxLength: 200, dir: 'ltr', className: `${input(Boolean(errors.email))} text-start rtl:text-end` })}
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-gray-800">
          {t('message')}
        </label>
        <textarea id={`${id}-message`} name="message" rows={3} maxLength={2000} defaultValue={defaultMessage} className={input(Boolean(errors.message))} />
      </div>
      <div aria-hidden className="absolute -start-[9999px] h-0 w-0 overflow-hidden">
        <input name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" disabled={status.state === 'sending'} className="w-full rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:opacity-90 disabled:opacity-60">
        {status.state === 'sending' ? t('sending') : t('send')}
      </button>
      <p role="status" aria-live="polite" data-testid="lead-status" data-state={status.state} className={status.state === 'error' ? 'text-sm text-red-700' : 'text-sm text-green-800'}>
        {status.state === 'sent' ? t('sent') : status.state === 'error' ? status.message : ''}
      </p>
    </form>
  )
}
