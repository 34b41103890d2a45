'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type React from 'react'
import type { FormApi, Values } from './useForm'
import { Honeypot } from './fields'

type AnyForm = FormApi<Values>

const noSubscription = () => () => {}
/** False on the server and while hydrating, true once the form's handlers are attached. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false)

/** Why the last send failed, and a button that sends the same form again (same Idempotency-Key). */
function FailureNotice({ form }: { form: AnyForm }) {
  const t = useTranslations('forms')
  const { failure } = form
  if (!failure) return null
  if (failure.kind === 'invalid') {
    if (!form.hasErrors && form.otherErrors.length === 0) return null
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800" data-testid="form-failure" data-kind="invalid">
        <p className="font-semibold">{t('failure.invalid')}</p>
        {form.otherErrors.length > 0 && (
          <ul className="mt-1 list-disc ps-5">
            {form.otherErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
    )
  }
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="form-failure" data-kind={failure.kind}>
      <p className="font-semibold">{t(`failure.${failure.kind}`)}</p>
      {form.retryable && (
        <>
          <p className="mt-1">{t('failure.kept')}</p>
          <button
            type="button"
            onClick={() => void form.submit()}
            disabled={form.status === 'sending'}
            className="mt-3 rounded-lg border border-amber-700 bg-white px-4 py-2 font-semibold text-amber-900 hover:bg-amber-100 disabled:opacity-60"
            data-testid="form-retry"
          >
            {form.status === 'sending' ? t('sending') : t('retry')}
          </button>
        </>
      )}
    </div>
  )
}

/** The thank-you that takes the form's place; it takes the focus so that screen readers announce it. */
function SentPanel({ form, text }: { form: AnyForm; text: string }) {
  const t = useTranslations('forms')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 rounded-card border border-green-200 bg-green-50 p-6 text-green-950 focus:outline-none" data-testid="form-sent">
      <h3 className="text-xl font-bold">{t('sentTitle')}</h3>
      <p className="mt-2">{text}</p>
      {form.sent?.id && (
        <p className="mt-2 text-sm">
          {t('reference')}{' '}
          <bdi dir="ltr" className="font-semibold" data-testid="form-reference">
            {form.sent.id}
          </bdi>
        </p>
      )}
      <button type="button" onClick={form.reset} className="mt-4 rounded-lg border border-green-700 bg-white px-4 py-2 font-semibold text-green-900 hover:bg-green-100">
        {t('sendAnother')}
      </button>
    </div>
  )
}

/**
 * A form of the site: the fields, the honeypot, the failure notice and the send button — or, once
 * sent, the thank-you in its place.
 */
export function FormFrame({ form, testId, sentText, children, submitLabel }: { form: AnyForm; testId: string; sentText: string; children: React.ReactNode; submitLabel?: string }) {
  const t = useTranslations('forms')
  const hydrated = useHydrated()
  if (form.status === 'sent') return <SentPanel form={form} text={sentText} />
  const sending = form.status === 'sending'
  return (
    // POST, should anyone send it before the page's script runs: what they typed never lands in an address.
    <form method="post" onSubmit={form.onSubmit} onFocus={form.warmUp} noValidate aria-busy={sending} className="relative space-y-5" data-testid={testId} data-ready={hydrated}>
      <p className="text-sm text-gray-600">{t('requiredNote')}</p>
      {children}
      <Honeypot id={form.honeypotId} label={t('website')} />
      <FailureNotice form={form} />
      <button
        type="submit"
        aria-disabled={sending || undefined}
        className="w-full rounded-lg bg-brand px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-ink aria-disabled:opacity-70 sm:w-auto"
        data-testid="form-submit"
      >
        {sending ? t('sending') : (submitLabel ?? t('send'))}
      </button>
    </form>
  )
}
