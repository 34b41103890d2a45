import { createApiClient } from '@/lib/client/api'
import { FORM_TOKEN_HEADER } from '@/lib/forms/token'

type Created = { id: string; created_at: string }

/**
 * Posts a form to the public API in the page's language, with its form token; the client retries
 * once with the same key (SPEC §8).
 */
export function formSender(locale: string) {
  const request = createApiClient({ locale: () => locale, currency: () => null })
  const post = (path: string, body: Record<string, unknown> | FormData, key: string, token: string) =>
    request<Created>(path, { method: 'POST', body, idempotencyKey: key, withCurrency: false, headers: { [FORM_TOKEN_HEADER]: token } })
  return {
    json: (path: string, body: Record<string, unknown>, key: string, token: string) => post(path, body, key, token),
    multipart: (path: string, body: FormData, key: string, token: string) => post(path, body, key, token),
    /** A fresh form token (GET /form-token), asked for when a form appears. */
    token: () => request<{ token: string }>('/form-token', { withCurrency: false }).then((t) => t.token),
  }
}

/** Drops what the visitor left empty, so an optional field is absent rather than blank. */
export function filled<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '' && v !== null && v !== undefined)) as Partial<T>
}
