import { expect, request, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test'
import { currentSite, type Site } from './server'

export { E2E_ADMIN as ADMIN } from './records'

/** A request context signed in to the CMS (its REST API under /api) as the given account. */
export async function signedIn(site: Site, account: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: site.baseURL })
  const login = await context.post('/api/users/login', { data: account })
  expect(login.status(), await login.text()).toBe(200)
  return context
}

/**
 * A session for an account on this worker's site, for tests that do not take the `admin` fixture.
 * One login is enough: a worker's tests run one after another on a server of their own, so no
 * other login of the same account can overwrite the session in the meantime.
 */
export function signedInOnce(account: { email: string; password: string }): Promise<APIRequestContext> {
  return signedIn(currentSite(), account)
}

let created = 0

/** A new staff account with one role, made by the e2e admin. */
export async function createStaff(admin: APIRequestContext, role: 'sales' | 'hr' | 'editor') {
  const account = { email: `${role}-${Date.now().toString(36)}-${++created}@example.test`, password: 'a-long-staff-password' }
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

/** Signs `page` in to the admin as `account`, through its login form. */
export async function signInToAdmin(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

/**
 * Fills a field of a document open in the admin and waits, as an editor does before saving, for the
 * admin's own answer to the change: 250 ms after a change the admin sends the form to the server and
 * merges what comes back into the fields. A save clicked before that answer has been merged has its
 * error (a field's message) wiped by it, so a test that saves at once would see no message at all.
 */
export async function fillInAdmin(page: Page, field: Locator, value: string): Promise<void> {
  const isFormState = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/admin/collections/')
  // The admin reads the answer whole, then drops the connection: the request ends as finished or as aborted.
  const ends = [page.waitForEvent('requestfinished', isFormState), page.waitForEvent('requestfailed', isFormState)]
  // The other wait ends when the page closes: nothing to report then.
  for (const end of ends) end.catch(() => undefined)
  const done = Promise.race(ends)
  await field.fill(value)
  await done
  // The merge runs in the task that read the answer; a task queued after it runs once it is done.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
