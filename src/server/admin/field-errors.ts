import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }

/** The field errors a refused save carries (Payload's validation error: a 400 with `data.errors`), or null. */
function fieldErrorsOf(error: Error): { errors: FieldError[] } | null {
  const { status, data } = error as Error & { status?: unknown; data?: { errors?: unknown } }
  const errors = data?.errors
  const shaped = Array.isArray(errors) && errors.length > 0 && errors.every((e: Partial<FieldError>) => typeof e?.path === 'string' && typeof e.message === 'string')
  return status === 400 && shaped ? (data as { errors: FieldError[] }) : null
}

/**
 * A refused save answers with each field's path and message, as Payload means it to, so the admin
 * shows the message under its field. The build holds Payload's code in several chunks, each with its
 * own (minified) `ValidationError` class, and Payload's REST answer keeps those details only for an
 * instance of its own chunk's class: the errors the others throw reached the admin as a bare "The
 * following field is invalid". Recognised here by their shape, not their class or name.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data = fieldErrorsOf(error)
  if (!data || !result || result.errors.some((e) => e.data)) return
  return { response: { ...result, errors: [{ name: 'ValidationError', data, message: error.message }] }, status: 400 }
}
