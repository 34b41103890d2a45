import { expect, request, type APIRequestContext } from '@playwright/test'
import { e2eBaseURL } from './site'

export const ADMIN = { email: 'admin@example.test', password: 'browser-tests-password' }

/** A request context signed in to the CMS (its REST API under /api) as the given account. */
export async function signedIn(account: { email: string; password: string }): Promise<APIRequestContext> {
  // These contexts live across tests and sit idle between them: a fresh connection per request
  // never meets one the server is closing at that moment (read ECONNRESET).
  const context = await request.newContext({ baseURL: e2eBaseURL, extraHTTPHeaders: { connection: 'close' } })
  const login = await context.post('/api/users/login', { data: account })
  expect(login.status(), await login.text()).toBe(200)
  return context
}

/**
 * A session for an account other tests sign in to as well (the e2e admin): Payload keeps a user's
 * sessions in their record, so two logins at the same moment can overwrite each other's. After a
 * moment the session must still be known, or the login is made again.
 */
export async function signedInOnce(account: { email: string; password: string }): Promise<APIRequestContext> {
  for (let attempt = 0; ; attempt++) {
    const context = await signedIn(account)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const me = (await (await context.get('/api/users/me')).json()) as { user: { email?: string } | null }
    if (me.user?.email === account.email) return context
    await context.dispose()
    if (attempt >= 4) throw new Error(`the session of ${account.email} keeps being lost`)
  }
}

let created = 0

/** A new staff account with one role, made by the e2e admin. */
export async function createStaff(admin: APIRequestContext, role: 'sales' | 'hr' | 'editor') {
  const account = { email: `${role}-${Date.now().toString(36)}-${++created}-${Math.random().toString(36).slice(2, 6)}@example.test`, password: 'a-long-staff-password' }
  const made = await admin.post('/api/users', { data: { ...account, roles: [role], name: role } })
  expect(made.status(), await made.text()).toBe(201)
  return account
}

/** The records of a collection whose field equals a value, read as the signed-in account (depth 1). */
export async function findBy<T = Record<string, unknown>>(api: APIRequestContext, collection: string, field: string, value: string): Promise<T[]> {
  const params = new URLSearchParams({ [`where[${field}][equals]`]: value, depth: '1', limit: '10' })
  const answer = await api.get(`/api/${collection}?${params}`)
  expect(answer.status(), await answer.text()).toBe(200)
  return ((await answer.json()) as { docs: T[] }).docs
}
