import { expect, test } from '@playwright/test'
import { readFixture } from './support/site'

/** Issue 2, done when: an admin edits a property in both languages and the change shows on the site. */
test.describe('@desktop-only the admin', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en' } })

  test('edits a property in Arabic and English, and the site shows both at once', async ({ page }) => {
    const { property } = readFixture()
    const stamp = Date.now().toString(36)
    const arabic = `فيلا مطلة على الحديقة ${stamp}`
    const english = `Garden-view villa ${stamp}`

    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill('admin@example.test')
    await page.locator('input[name="password"]').fill('browser-tests-password')
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
      await page.locator('#action-save').click()
      await expect(page.getByText(/updated successfully/i)).toBeVisible()
    }

    await page.goto(`/properties/${property}`)
    await expect(page.locator('h1')).toHaveText(arabic)
    await page.goto(`/en/properties/${property}`)
    await expect(page.locator('h1')).toHaveText(english)
  })
})
