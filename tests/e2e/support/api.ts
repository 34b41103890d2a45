import { expect, type APIRequestContext } from '@playwright/test'

/** The `data` of a public API read (`/api/v1{path}`), in a language and, when given, a display currency. */
export async function apiData<T>(request: APIRequestContext, path: string, opts: { lang?: string; currency?: string } = {}): Promise<T> {
  const answer = await request.get(`/api/v1${path}`, { headers: { 'Accept-Language': opts.lang ?? 'en', ...(opts.currency ? { 'X-Currency': opts.currency } : {}) } })
  expect(answer.ok(), `GET ${path}`).toBe(true)
  return ((await answer.json()) as { data: T }).data
}
