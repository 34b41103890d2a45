'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { newIdempotencyKey } from '@/lib/client/api'
import { toasts } from '@/lib/client/toasts'
import { fillTimeLeft } from '@/lib/forms/fill-time'
import { tokenKeeper } from '@/lib/forms/token'
import { canRetry, classifyFailure, firstInvalid, otherErrors, shownErrors, withoutField, type Failure } from '@/lib/forms/state'
import { HONEYPOT_FIELD } from '@/lib/schemas/plain'
import { fieldErrors, parseLocalized, type FieldErrors } from '@/lib/schemas/messages'
import { formSender } from './send'

export type FieldValue = string | boolean | File | File[] | null
export type Values = Record<string, FieldValue>

export type Sent = { id: string | null }

export type FormOptions<V extends Values> = {
  /**
   * Loads the schema the API parses the same post with. Zod and the schemas stay out of the page's
   * first load: they come when the visitor first focuses a field of the form.
   */
  loadSchema: () => Promise<z.ZodType>
  initial: V
  /** The values as the schema (and the API) take them. */
  toInput: (values: V) => Record<string, unknown>
  /** Posts the input with its form token; resolves with the stored record's public id. Rejects with the API client's error. */
  send: (input: Record<string, unknown>, key: string, token: string) => Promise<{ id: string }>
}

export type Status = 'editing' | 'sending' | 'failed' | 'sent'

/** The form token of one filled form, fetched from the API in the page's language, timed by the page's clock. */
const formTokens = (locale: string) => tokenKeeper(formSender(locale).token, () => performance.now(), (ms) => new Promise((resolve) => setTimeout(resolve, ms)))

/** The field's element id, from the form's id and the field's name (`offered.area` → `f1-offered-area`). */
const idFor = (formId: string, name: string) => `${formId}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`

/**
 * One filled form: its values, the schema's errors in the visitor's language (as they type once a
 * field was left, and on submit), the server's errors, and the send with one Idempotency-Key for as
 * long as the visitor works on this form, so that a retry never stores twice.
 */
export function useForm<V extends Values>({ loadSchema, initial, toInput, send }: FormOptions<V>) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms')
  const formId = useId().replace(/[^a-zA-Z0-9]/g, '')
  /** The form element, as its submit event gives it: for the fields' page order and the honeypot. */
  const formEl = useRef<HTMLFormElement | null>(null)
  const keyRef = useRef<string | null>(null)
  const shownAtRef = useRef<number | null>(null)
  const validation = useRef(0)
  const tokens = useMemo(() => formTokens(locale), [locale])

  const [values, setValues] = useState<V>(initial)
  const [client, setClient] = useState<FieldErrors>({})
  const [server, setServer] = useState<FieldErrors>({})
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const [status, setStatus] = useState<Status>('editing')
  const [failure, setFailure] = useState<Failure | null>(null)
  const [sent, setSent] = useState<Sent | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  const [other, setOther] = useState<string[]>([])

  // The fill time counts from the moment the form could first be used; the server's own check of it
  // (the form token) starts now too.
  useEffect(() => {
    shownAtRef.current ??= performance.now()
    tokens.prefetch()
  }, [tokens])

  const schema = useRef<Promise<z.ZodType> | null>(null)
  /** Starts loading the schema (once); a failed load is tried again on the next call. */
  const getSchema = useCallback(() => {
    schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = null
      throw error
    })
    return schema.current
  }, [loadSchema])
  const warmUp = useCallback(() => void getSchema().catch(() => undefined), [getSchema])

  const validate = useCallback(
    async (next: V): Promise<FieldErrors> => {
      const run = ++validation.current
      const parsed = await parseLocalized(await getSchema(), toInput(next), locale)
      const errors = parsed.success ? {} : fieldErrors(parsed.error, locale)
      if (run === validation.current) setClient(errors)
      return errors
    },
    [getSchema, toInput, locale],
  )

  const shown = useMemo(() => ({ client, server, touched, submitted }), [client, server, touched, submitted])

  /** Field names in page order, from the rendered fields. */
  const fieldNames = useCallback(() => Array.from(formEl.current?.querySelectorAll<HTMLElement>('[data-field]') ?? []).map((el) => el.dataset.field ?? ''), [])

  // After a refused submit, the first field with an error takes the focus (once its error is rendered).
  useEffect(() => {
    if (!focusRequest) return
    const name = firstInvalid(fieldNames(), shown)
    if (name) document.getElementById(idFor(formId, name))?.focus()
    // Only a new request moves the focus; later error changes while typing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest])

  const set = useCallback(
    (name: string, value: FieldValue, options: { touch?: boolean } = {}) => {
      const next = { ...values, [name]: value }
      setValues(next)
      if (options.touch || touched.has(name) || submitted) validate(next).catch(() => undefined)
      if (options.touch) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)))
      setServer((current) => withoutField(current, name))
    },
    [values, touched, submitted, validate],
  )

  const blur = useCallback(
    (name: string) => {
      setTouched((current) => (current.has(name) ? current : new Set(current).add(name)))
      validate(values).catch(() => undefined)
    },
    [validate, values],
  )

  const succeed = useCallback(
    (id: string | null) => {
      setStatus('sent')
      setSent({ id })
      setFailure(null)
      toasts.add({ color: 'success', icon: 'success', title: t('sentToast'), description: t('sentToastText') })
    },
    [t],
  )

  const submit = useCallback(async () => {
    if (status === 'sending') return
    // The fill time ends with the click, not after the checks (the schema may still be loading).
    const submittedAt = performance.now()
    setSubmitted(true)
    let errors: FieldErrors
    try {
      errors = await validate(values)
    } catch {
      // The schema could not be loaded: the connection is down.
      setFailure({ kind: 'offline' })
      setStatus('failed')
      return
    }
    setServer({})
    if (Object.keys(errors).length) {
      setStatus('editing')
      setFailure({ kind: 'invalid', errors })
      setFocusRequest((n) => n + 1)
      return
    }
    setFailure(null)
    setOther([])
    const input = toInput(values)
    const honeypot = formEl.current?.elements.namedItem(HONEYPOT_FIELD)
    const bait = honeypot instanceof HTMLInputElement ? honeypot.value : ''
    if (bait) input[HONEYPOT_FIELD] = bait
    keyRef.current ??= newIdempotencyKey()
    setStatus('sending')
    try {
      // Sent sooner than the minimum fill time (autofill, a form typed before its dialog opened):
      // it waits out the rest, shown as sending, rather than being dropped. The form token is
      // then old enough for the server's own check of the same time.
      const left = fillTimeLeft(shownAtRef.current ?? submittedAt, submittedAt)
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
      const created = await send(input, keyRef.current, await tokens.ready())
      tokens.spent()
      succeed(created.id)
    } catch (error) {
      const found = classifyFailure(error as { status?: number; errors?: FieldErrors })
      setFailure(found)
      setStatus('failed')
      if (found.kind === 'invalid') {
        setServer(found.errors)
        setOther(otherErrors(found.errors, fieldNames()))
        setFocusRequest((n) => n + 1)
      }
    }
  }, [status, validate, values, toInput, send, succeed, fieldNames, tokens])

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      formEl.current = event.currentTarget
      void submit()
    },
    [submit],
  )

  /** Another request from the same visitor: an empty form, a new key, the fill time from now. */
  const reset = useCallback(() => {
    keyRef.current = null
    shownAtRef.current = performance.now()
    tokens.prefetch()
    setValues(initial)
    setClient({})
    setServer({})
    setTouched(new Set())
    setSubmitted(false)
    setFailure(null)
    setOther([])
    setSent(null)
    setStatus('editing')
  }, [initial, tokens])

  const field = useCallback(
    (name: string) => {
      const id = idFor(formId, name)
      const errors = shownErrors(shown, name)
      return { name, id, errorId: `${id}-error`, hintId: `${id}-hint`, errors }
    },
    [formId, shown],
  )

  /** The errors of exactly `key` (`photos`, `photos.2`), shown once `owner` was touched or the form sent. */
  const errorsAt = useCallback(
    (key: string, owner: string) => {
      if (!submitted && !touched.has(owner)) return [...(server[key] ?? [])]
      return [...new Set([...(client[key] ?? []), ...(server[key] ?? [])])]
    },
    [client, server, touched, submitted],
  )

  return {
    values,
    errorsAt,
    /** Whether any field still has an error (the summary above the button goes once none has). */
    hasErrors: Object.keys(client).length > 0 || Object.keys(server).length > 0,
    set,
    blur,
    field,
    status,
    failure,
    retryable: failure ? canRetry(failure) : false,
    otherErrors: other,
    sent,
    submit,
    onSubmit,
    /** On the form's first focus: load the schema before the visitor leaves their first field. */
    warmUp,
    reset,
    honeypotId: idFor(formId, HONEYPOT_FIELD),
  }
}

export type FormApi<V extends Values> = ReturnType<typeof useForm<V>>
