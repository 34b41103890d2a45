import type { Page } from '@playwright/test'
import { MIN_FILL_MS } from '../../../src/lib/forms/fill-time'
import { issueFormToken } from '../../../src/server/forms/token'
import { E2E_SECRET } from './records'

const octet = () => 1 + Math.floor(Math.random() * 250)
/** Each test posts as a client of its own: the API's per-client rate limit bites only where a test wants it to. */
export const clientIp = () => `10.${octet()}.${octet()}.${octet()}`

/**
 * A person takes more than the minimum fill time (a quicker send is taken for a script and
 * dropped). Instead of waiting it out, a test installs the page's clock before the page loads
 * (`page.clock.install()`) and moves it past that time before sending.
 */
export async function pastFillTime(page: Page) {
  await page.clock.fastForward(MIN_FILL_MS + 100)
}

/** The bodies of the lead POSTs the page sends, as they go. */
export function leadPosts(page: Page) {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/leads') seen.push(r.postData() ?? '')
  })
  return seen
}

/** A form token the API takes now: signed as the test servers sign them, issued the minimum fill time ago. */
export const formToken = () => issueFormToken(Date.now() - MIN_FILL_MS - 1_000, E2E_SECRET)

/**
 * The API accepts a form token only once the minimum fill time has passed on the server's clock,
 * while the tests drive the page's clock (pastFillTime): the forms on a test's pages get a token
 * signed as if issued that long ago. What the API does with early, forged or reused tokens is
 * tested against it directly (tests/security).
 */
export async function backdatedFormTokens(page: Page): Promise<void> {
  await page.route('**/api/v1/form-token', (route) => route.fulfill({ json: { data: { token: formToken() } } }))
}

