import { createApiClient } from '@/lib/client/api'

type Created = { id: string; created_at: string }

/** Posts a form to the public API in the page's language; the client retries once with the same key (SPEC §8). */
export function formSender(locale: string) {
  const request = createApiClient({ locale: () => locale, currency: () => null })
  return {
    json: (path: string, body: Record<string, unknown>, key: string) => request<Created>(path, { method: 'POST', body, idempotencyKey: key, withCurrency: false }),
    multipart: (path: string, body: FormData, key: string) => request<Created>(path, { method: 'POST', body, idempotencyKey: key, withCurrency: false }),
  }
}

/** Drops what the visitor left empty, so an optional field is absent rather than blank. */
export function filled<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '' && v !== null && v !== undefined)) as Partial<T>
}
