import { vi } from 'vitest'

/** One post the form made, as the fake API received it. */
export type Sent = { url: string; init: RequestInit; body: Record<string, unknown>; key: string | null; token: string | null }

/** The token the fake API hands out on `GET /api/v1/form-token`. */
export const FAKE_FORM_TOKEN = 'form-token-for-tests'

/**
 * The network as a form sees it: `GET /api/v1/form-token` answers with a token (the form asks for
 * it when it appears), and each post is recorded and answered by the next of `answers` (a Response,
 * or an Error for a lost connection; a stored lead once they run out).
 */
export function network(...answers: (Response | Error)[]) {
  const sent: Sent[] = []
  const tokenRequests: string[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if ((init.method ?? 'GET') === 'GET' && url.endsWith('/form-token')) {
      tokenRequests.push(url)
      return json(200, { data: { token: FAKE_FORM_TOKEN } })
    }
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    sent.push({ url, init, body, key: headers.get('idempotency-key'), token: headers.get('x-form-token') })
    const answer = answers.shift() ?? json(201, { data: { id: 'L-000042', created_at: '' } })
    if (answer instanceof Error) throw answer
    return answer
  })
  vi.stubGlobal('fetch', fetch)
  // The posts compare as a plain list; the token requests ride along, out of the comparison.
  return Object.defineProperty(sent, 'tokenRequests', { value: tokenRequests, enumerable: false }) as Sent[] & { tokenRequests: string[] }
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
