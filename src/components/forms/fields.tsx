'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { HONEYPOT_FIELD } from '@/lib/schemas/plain'
import type { FormApi, Values } from './useForm'

/** What a field component needs of its form. */
export type Form = Pick<FormApi<Values>, 'values' | 'set' | 'blur' | 'field' | 'errorsAt'>
type FieldState = ReturnType<Form['field']>

/** Fields scroll into view clear of the sticky header when they take the focus. */
export const inputClass =
  'block w-full scroll-mt-24 rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-400 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/25 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40'

/** The ids that describe a control: its hint, and its errors when it has any. */
export function describedBy(f: FieldState, hint?: string): string | undefined {
  return [hint ? f.hintId : null, f.errors.length ? f.errorId : null].filter(Boolean).join(' ') || undefined
}

export function Label({ htmlFor, children, required }: { htmlFor: string; children: React.ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-gray-800">
      {children}
      {required && (
        <span aria-hidden className="ms-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  )
}

/** The errors under a field, announced politely as they change. */
export function Errors({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <div id={id} aria-live="polite" className="text-sm font-medium text-red-700" data-testid="field-error">
      {errors.map((m) => (
        <p key={m} className="mt-1">
          {m}
        </p>
      ))}
    </div>
  )
}

export function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-gray-600">
      {text}
    </p>
  ) : null
}

type TextProps = {
  form: Form
  name: string
  label: string
  required?: boolean
  hint?: string
  className?: string
  type?: 'text' | 'email' | 'tel'
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  placeholder?: string
  /** Phone numbers, e-mail addresses and figures read left to right in Arabic too, aligned to the page's start. */
  ltr?: boolean
  maxLength?: number
  rows?: number
}

export function TextField({ form, name, label, required, hint, className, type = 'text', inputMode, autoComplete, placeholder, ltr, maxLength, rows }: TextProps) {
  const f = form.field(name)
  const value = form.values[name]
  const common = {
    id: f.id,
    name,
    value: typeof value === 'string' ? value : '',
    placeholder,
    maxLength,
    'aria-required': required || undefined,
    'aria-invalid': f.errors.length > 0 || undefined,
    'aria-describedby': describedBy(f, hint),
    onBlur: () => form.blur(name),
    dir: ltr ? 'ltr' : 'auto',
    className: `${inputClass} ${ltr ? 'rtl:text-end' : ''}`,
  } as const
  return (
    <div data-field={name} className={className}>
      <Label htmlFor={f.id} required={required}>
        {label}
      </Label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => form.set(name, e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} onChange={(e) => form.set(name, e.target.value)} />
      )}
      <Hint id={f.hintId} text={hint} />
      <Errors id={f.errorId} errors={f.errors} />
    </div>
  )
}

export function SelectField({
  form,
  name,
  label,
  options,
  placeholder,
  required,
  className,
}: {
  form: Form
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  placeholder: string
  required?: boolean
  className?: string
}) {
  const f = form.field(name)
  const value = form.values[name]
  return (
    <div data-field={name} className={className}>
      <Label htmlFor={f.id} required={required}>
        {label}
      </Label>
      <select
        id={f.id}
        name={name}
        value={typeof value === 'string' ? value : ''}
        aria-required={required || undefined}
        aria-invalid={f.errors.length > 0 || undefined}
        aria-describedby={describedBy(f)}
        onChange={(e) => form.set(name, e.target.value, { touch: true })}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Errors id={f.errorId} errors={f.errors} />
    </div>
  )
}

export function CheckboxField({ form, name, children, required }: { form: Form; name: string; children: React.ReactNode; required?: boolean }) {
  const f = form.field(name)
  return (
    <div data-field={name}>
      <div className="flex items-start gap-3">
        <input
          id={f.id}
          name={name}
          type="checkbox"
          checked={form.values[name] === true}
          aria-required={required || undefined}
          aria-invalid={f.errors.length > 0 || undefined}
          aria-describedby={describedBy(f)}
          onChange={(e) => form.set(name, e.target.checked, { touch: true })}
          className="mt-1 size-5 shrink-0 scroll-mt-24 accent-brand"
        />
        <label htmlFor={f.id} className="text-sm text-gray-800">
          {children}
          {required && (
            <span aria-hidden className="ms-0.5 text-red-700">
              *
            </span>
          )}
        </label>
      </div>
      <Errors id={f.errorId} errors={f.errors} />
    </div>
  )
}

/** One file (a CV): a button and the chosen file's name in the page's language, whatever the browser's is. */
export function FileField({ form, name, label, hint, accept, required }: { form: Form; name: string; label: string; hint?: string; accept: string; required?: boolean }) {
  const t = useTranslations('forms')
  const f = form.field(name)
  const file = form.values[name]
  const chosen = file instanceof File ? file : null
  return (
    <div data-field={name}>
      <Label htmlFor={f.id} required={required}>
        {label}
      </Label>
      <div className="relative flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white p-3 has-[[aria-invalid=true]]:border-red-600">
        <input
          id={f.id}
          name={name}
          type="file"
          accept={accept}
          aria-required={required || undefined}
          aria-invalid={f.errors.length > 0 || undefined}
          aria-describedby={describedBy(f, hint)}
          onChange={(e) => form.set(name, e.target.files?.[0] ?? null, { touch: true })}
          className="peer sr-only scroll-mt-24"
        />
        <label htmlFor={f.id} className="cursor-pointer rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/5 peer-focus-visible:ring-2 peer-focus-visible:ring-brand/40">
          {chosen ? t('replaceFile') : t('chooseFile')}
        </label>
        <span className="min-w-0 flex-1 truncate text-sm text-gray-700" dir="auto" data-testid="chosen-file">
          {chosen ? chosen.name : t('noFile')}
        </span>
      </div>
      <Hint id={f.hintId} text={hint} />
      <Errors id={f.errorId} errors={f.errors} />
    </div>
  )
}

/**
 * The honeypot: a field people never see, hear or reach (off-screen, hidden from assistive
 * technology, out of the tab order, never autofilled). A post with it filled is stored nowhere.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] top-0 h-px w-px overflow-hidden" data-testid="honeypot">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
