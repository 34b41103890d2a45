import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './support/records'
import { langs, phoneInArabic } from './support/pages'
import { expect, test } from './support/site'

/** The branches map's label in each language, from the site's messages. */
const mapTitle = (lang: 'ar' | 'en') => (JSON.parse(fs.readFileSync(`src/i18n/messages/${lang}.json`, 'utf8')) as { branches: { mapTitle: string } }).branches.mapTitle

/**
 * Issue 12, in a real browser: under the pages' Content-Security-Policy (no inline script but the
 * page's own by hash) nothing is refused — the pages of both languages, client-side navigation, the
 * OpenStreetMap maps (Leaflet), the click-to-load videos, the forms and the admin.
 */

/** Records every violation of the page's policy, from before the first script runs. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    sessionStorage.setItem('manzil:landed', '1')
    const seen: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`))
  })
  const refused: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text())
  })
  return async () => [...refused, ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))]
}

/** The requests the page tried to send to a host (blocked ones are never tried). */
function requestsTo(page: Page, host: RegExp): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    if (host.test(new URL(r.url()).hostname)) seen.push(r.url())
  })
  return seen
}

for (const lang of langs) {
  // The policy is the same at every width: both widths in Arabic (the phone layout's own parts), 1280 px in English.
  test(`${lang.code}: pages, navigation and maps run under the policy with nothing refused${phoneInArabic(lang)}`, async ({ page }) => {
    const violations = await watchPolicy(page)
    const tiles = requestsTo(page, /tile\.openstreetmap\.org$/)
    await page.goto(`${lang.prefix}/`)
    await page.waitForFunction(() => Boolean(window.manzil))
    // A client-side navigation (an RSC payload, new chunks): from the home page to the search.
    await page.locator(`a[href="${lang.prefix}/properties"]:visible`).first().click()
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/properties$`))
    await expect(page.getByTestId('results')).toBeVisible()
    await page.goto(`${lang.prefix}/contact-us`)
    // The branches' map loads as it nears the screen.
    await page.getByRole('region', { name: mapTitle(lang.code) }).scrollIntoViewIfNeeded()
    await expect(page.getByTestId('branches-map').locator('.leaflet-tile-container')).toBeAttached()
    await expect.poll(() => tiles.length).toBeGreaterThan(0)
    await page.goto(`${lang.prefix}/discover`)
    await expect(page.getByTestId('cluster-map').locator('.leaflet-marker-pane')).toBeAttached()
    await page.goto(`${lang.prefix}/no-such-page`)
    await expect(page.locator('h1')).toBeVisible()
    expect(await violations()).toEqual([])
  })
}

test('a video loads when clicked, framed from its site under the policy @desktop-only', async ({ page, request, site }) => {
  const violations = await watchPolicy(page)
  const video = requestsTo(page, /youtube-nocookie\.com$/)
  const fixture = site.records
  // The first seeded property with a video: the API says which.
  let id: number | undefined
  for (let i = 0; i < 40 && id === undefined; i++) {
    const res = await request.get(`/api/v1/real-estates/${fixture.property + i}`, { headers: { 'x-forwarded-for': `10.9.9.${i + 1}` } })
    if (res.ok() && ((await res.json()) as { data: { video_url: string | null } }).data.video_url) id = fixture.property + i
  }
  expect(id).toBeDefined()
  await page.goto(`/en/property/${id}`)
  const embed = page.getByTestId('video-embed')
  await embed.getByRole('button').click()
  await expect(embed.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//)
  await expect.poll(() => video.length).toBeGreaterThan(0)
  expect(await violations()).toEqual([])
})

test('the admin signs in and edits under its policy with nothing refused @desktop-only', async ({ page, site }) => {
  const violations = await watchPolicy(page)
  await page.goto('/admin')
  await page.locator('input[name="email"]').fill(E2E_ADMIN.email)
  await page.locator('input[name="password"]').fill(E2E_ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/properties/${site.records.property}`)
  await expect(page.locator('input[name="reference"]')).toBeVisible()
  expect(await violations()).toEqual([])
})
