import { inject } from 'vitest'
import { MIN_FILL_MS } from '@/lib/forms/fill-time'
import { issueFormToken } from '@/server/forms/token'
import { API_SECRET } from './global-setup'

export const base = () => inject('apiBase')
export const ids = () => inject('apiIds')

/** A parsed body: checked against the OpenAPI document by the suite, then read freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

export type Answer<T = Loose> = { status: number; headers: Headers; body: T }

/**
 * fetch, once more for a read whose kept-alive connection the server closed just as it was reused
 * (the server's idle timeout racing the client's pool on a busy machine); never for a post.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    const read = !init.method || init.method === 'GET' || init.method === 'HEAD'
    if (read && (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET')) return fetch(url, init)
    throw error
  }
}

/** A form token as the API hands them out, issued long enough ago to be accepted now. */
export const formToken = () => issueFormToken(Date.now() - MIN_FILL_MS - 1000, API_SECRET)

/** One request to the API; the body parsed as JSON when there is one. */
export async function api<T = Loose>(path: string, init: RequestInit & { lang?: string; currency?: string; ip?: string } = {}): Promise<Answer<T>> {
  const headers = new Headers(init.headers)
  if (init.lang) headers.set('accept-language', init.lang)
  if (init.currency) headers.set('x-currency', init.currency)
  // Each test sends as its own client, so the post rate limit only bites where a test wants it to.
  headers.set('x-forwarded-for', init.ip ?? `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
  // Posts carry a form token as the site's forms do (the security suite tests the ones that do not).
  if (init.method === 'POST' && !headers.has('x-form-token')) headers.set('x-form-token', formToken())
  const res = await send(`${base()}${path}`, { ...init, headers })
  const text = await res.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body: body as T }
}

export const postJson = (path: string, data: unknown, init: RequestInit & { lang?: string; ip?: string } = {}) =>
  api(path, { ...init, method: 'POST', body: JSON.stringify(data), headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) } })
