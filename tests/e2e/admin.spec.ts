import { ADMIN } from './support/staff'
import { expect, test } from './support/site'

/** Issue 2, done when: an admin edits a property in both languages and the change shows on the site. */
test.describe('@desktop-only the admin', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en' } })

  test('edits a property in Arabic and English, and the site shows both at once', async ({ page, site }) => {
    test.setTimeout(120_000)
    const { property } = site.records
    const stamp = Date.now().toString(36)
    const arabic = `فيلا مطلة على الحديقة ${stamp}`
    const english = `Garden-view villa ${stamp}`

    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(ADMIN.email)
    await page.locator('input[name="password"]').fill(ADMIN.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).not.toHaveURL(/\/admin\/login/)

    for (const [locale, title] of [
      ['ar', arabic],
      ['en', english],
    ] as const) {
      await page.goto(`/admin/collections/properties/${property}?locale=${locale}`)
      const field = page.locator('#field-title')
      await expect(field).toBeVisible()
      await field.fill(title)
      // Each save's own answer: the success toast of the first save may still be on screen.
      const saved = page.waitForResponse(
        (r) => r.url().includes(`/api/properties/${property}`) && r.request().method() === 'PATCH',
        { timeout: 60_000 },
      )
      await page.locator('#action-save').click()
      expect((await saved).status()).toBe(200)
      await expect(page.getByText(/submitting/i)).toHaveCount(0)
    }

    await page.goto(`/properties/${property}`)
    await expect(page.locator('h1')).toHaveText(arabic)
    await page.goto(`/en/properties/${property}`)
    await expect(page.locator('h1')).toHaveText(english)
  })
})
