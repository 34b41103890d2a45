import type { Page } from '@playwright/test'
import { MIN_FILL_MS } from '../../../src/lib/forms/fill-time'

const octet = () => 1 + Math.floor(Math.random() * 250)
/** Each test posts as a client of its own: the API's per-client rate limit bites only where a test wants it to. */
export const clientIp = () => `10.${octet()}.${octet()}.${octet()}`

/** A person takes more than the minimum fill time (a quicker send is taken for a script and dropped); tests that play one wait it out. */
export async function afterFillTime(readyAt: number) {
  const wait = readyAt + MIN_FILL_MS + 250 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/** The bodies of the lead POSTs the page sends, as they go. */
export function leadPosts(page: Page) {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/leads') seen.push(r.postData() ?? '')
  })
  return seen
}
