/**
 * The browser tests' harness. A spec imports `test` and `expect` from here instead of
 * '@playwright/test':
 *
 *   import { expect, test } from './support/site'
 *   test('…', async ({ page, request, site, admin }) => { await page.goto('/en/faq') })
 *
 * - Each worker has a site of its own (server.ts): a copy of the data seeded once per run, an SMTP
 *   server, and the built app on port `E2E_PORT + worker`. `page.goto('/…')` and `request` reach it
 *   through `baseURL`. Tests in one worker run one after another, so a test may edit content
 *   through the admin without racing another worker; leave what you edit as you found it (or make
 *   your own records), since later tests of the same worker see it.
 * - `site`: `baseURL`, `records` (ids of real seeded records), `mailDir`; `receivedMail(site)`
 *   (mail.ts) reads the staff mail the app sent.
 * - `admin`: an API context signed in to the CMS as the seeded admin (staff.ts has the helpers for
 *   staff accounts of other roles).
 * - Time: drive it with `page.clock` (install before the page loads, then `fastForward`/`runFor`),
 *   never with sleeps; Playwright retries stay 0. Forms on every page get a form token signed as if
 *   issued the minimum fill time ago (forms.ts), since the server's clock cannot be driven.
 * - Widths: every test runs at 390 px (project `phone`) and 1280 px (`desktop`); a title or tag
 *   with `@desktop-only` keeps a test out of the phone project (for what the width cannot change),
 *   `@phone-only` out of the desktop one (the phone layout's own parts). pages.ts has `langs`,
 *   `visit` (a returning visitor's page, hydrated) and `isPhone`.
 */
import { test as base, expect, request as requests, type APIRequestContext } from '@playwright/test'
import { backdatedFormTokens } from './forms'
import { startSite, type Site } from './server'
import { E2E_ADMIN } from './records'

export { expect }
export type { Site }
export type { SiteRecords } from './records'

type TestFixtures = object
type WorkerFixtures = { site: Site; admin: APIRequestContext }

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    async ({}, provide, workerInfo) => {
      const site = await startSite(workerInfo.parallelIndex)
      await provide(site)
      await site.stop()
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.baseURL),
  page: async ({ page }, provide) => {
    await backdatedFormTokens(page)
    await provide(page)
  },
  admin: [
    async ({ site }, provide) => {
      const context = await requests.newContext({ baseURL: site.baseURL })
      const login = await context.post('/api/users/login', { data: E2E_ADMIN })
      expect(login.status(), await login.text()).toBe(200)
      await provide(context)
      await context.dispose()
    },
    { scope: 'worker' },
  ],
})
