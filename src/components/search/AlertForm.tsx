'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo } from 'react'
import { TextField } from '@/components/forms/fields'
import { FormFrame } from '@/components/forms/parts'
import { formSender } from '@/components/forms/send'
import { useForm, type Status } from '@/components/forms/useForm'
import { ALERT_FREQUENCIES } from '@/lib/alerts'
import { currencyChoice, readStoredCurrency } from '@/lib/client/currency-choice'
import { apiFilters, parseSearch } from '@/lib/search/state'
import type { AlertWords } from './AlertButton'

const loadSchema = () => import('@/lib/schemas/alert').then((m) => m.alertSchema)
const initial = { email: '', frequency: 'daily' }

/** The search the visitor is looking at now (the address bar's, which the filters keep up to date), as the API takes it. */
function currentSearch(kind: 'properties' | 'projects', luxury: boolean) {
  const state = parseSearch(new URLSearchParams(window.location.search), kind)
  const filters = { ...apiFilters(state, kind), ...(luxury ? { 'filter[luxury]': 'true' } : {}) }
  const currency = state.currency ?? currencyChoice.get().code ?? readStoredCurrency() ?? undefined
  return { filters, ...(currency ? { currency } : {}) }
}

/** "Alert me": an address and a frequency for the search on screen; the API mails a confirmation link. */
export default function AlertForm({ kind, luxury, words, onStatus }: { kind: 'properties' | 'projects'; luxury: boolean; words: AlertWords; onStatus: (status: Status) => void }) {
  const t = useTranslations('forms')
  const locale = useLocale()
  const sender = useMemo(() => formSender(locale), [locale])
  const toInput = useCallback((v: typeof initial) => ({ email: v.email, frequency: v.frequency, kind, ...currentSearch(kind, luxury) }), [kind, luxury])
  // The answer is the same for every address (it says nothing of which ones have alerts): there is no reference to show.
  const send = useCallback((input: Record<string, unknown>, key: string, token: string) => sender.json('/alerts', input, key, token).then(() => ({ id: '' })), [sender])
  const form = useForm({ loadSchema, initial, toInput, send })
  useEffect(() => onStatus(form.status), [onStatus, form.status])
  const email = typeof form.values.email === 'string' ? form.values.email : ''
  const chosen = form.values.frequency
  return (
    <FormFrame form={form} testId="alert-form" sentText={words.sent.replace('{email}', `\u2066${email}\u2069`)} submitLabel={words.submit}>
      <TextField form={form} name="email" label={t('email')} required type="email" inputMode="email" autoComplete="email" ltr maxLength={200} />
      <fieldset data-field="frequency">
        <legend className="mb-2 text-sm font-medium text-gray-800">{words.frequency}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {ALERT_FREQUENCIES.map((f) => (
            <label key={f} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm has-checked:border-brand has-checked:bg-brand/5">
              <input type="radio" name="frequency" value={f} checked={chosen === f} onChange={() => form.set('frequency', f, { touch: true })} className="accent-brand" data-testid={`alert-frequency-${f}`} />
              {words[f]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-gray-600">{words.privacy}</p>
    </FormFrame>
  )
}
