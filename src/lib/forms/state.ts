import type { FieldErrors } from '@/lib/schemas/messages'

/** A field's errors: its own and those of its items (`photos.2` belongs to `photos`). */
export function errorsOf(errors: FieldErrors, field: string): string[] {
  const out: string[] = []
  for (const [key, list] of Object.entries(errors)) {
    if (key === field || key.startsWith(`${field}.`)) for (const m of list) if (!out.includes(m)) out.push(m)
  }
  return out
}

/** The errors without those of one field: a visitor who edits a field has answered what the server said about it. */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field && !key.startsWith(`${field}.`)))
}

export type Shown = { client: FieldErrors; server: FieldErrors; touched: ReadonlySet<string>; submitted: boolean }

/**
 * What a visitor sees under a field: the schema's errors once the field was touched (left once, or
 * the form sent), and the server's until the field is edited.
 */
export function shownErrors(state: Shown, field: string): string[] {
  const own = state.submitted || state.touched.has(field) ? errorsOf(state.client, field) : []
  const server = errorsOf(state.server, field).filter((m) => !own.includes(m))
  return [...own, ...server]
}

/** The first field, in page order, with an error to show. */
export function firstInvalid(fields: readonly string[], state: Shown): string | undefined {
  return fields.find((f) => shownErrors(state, f).length > 0)
}

/** Errors on keys the form has no field for (a reference that no longer exists, a header): shown above the button. */
export function otherErrors(errors: FieldErrors, fields: readonly string[]): string[] {
  const out: string[] = []
  for (const [key, list] of Object.entries(errors)) {
    if (fields.some((f) => key === f || key.startsWith(`${f}.`))) continue
    for (const m of list) if (!out.includes(m)) out.push(m)
  }
  return out
}

/** Why a send failed, as the form tells the visitor. Only `invalid` needs the visitor to change something. */
export type Failure =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rate-limited' }
  | { kind: 'too-large' }
  /** No answer at all: the connection dropped. */
  | { kind: 'offline' }
  /** The server failed or refused for a reason that is not the visitor's input. */
  | { kind: 'server' }

export function classifyFailure(error: { status?: number | undefined; errors?: FieldErrors }): Failure {
  const { status } = error
  if (status === undefined) return { kind: 'offline' }
  if (status === 422 && error.errors && Object.keys(error.errors).length > 0) return { kind: 'invalid', errors: error.errors }
  if (status === 429) return { kind: 'rate-limited' }
  if (status === 413) return { kind: 'too-large' }
  return { kind: 'server' }
}

/** Whether sending the same form again (same Idempotency-Key) may succeed without the visitor changing anything. */
export const canRetry = (failure: Failure) => failure.kind !== 'invalid' && failure.kind !== 'too-large'
