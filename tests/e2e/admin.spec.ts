import { ADMIN, signInToAdmin } from './support/staff'
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

    await signInToAdmin(page, ADMIN)

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
        // The publish, not a draft the admin saves on its own while the editor types.
        (r) => r.url().includes(`/api/properties/${property}`) && !r.url().includes('draft=true') && r.request().method() === 'PATCH',
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

test.describe('@desktop-only the admin in Arabic', () => {
  test.use({ locale: 'ar', extraHTTPHeaders: { 'Accept-Language': 'ar' } })

  test('keeps phone numbers left to right in lists and fields, aligned to the Arabic side, and never scrolls sideways', async ({ page, site }) => {
    await signInToAdmin(page, ADMIN)

    await page.goto('/admin/collections/team-members')
    await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
    const cell = page.locator('td.cell-phone').filter({ hasText: /\+\d/ }).first()
    await expect(cell).toBeVisible()
    expect(await cell.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).textAlign])).toEqual(['ltr', 'right'])
    // The "+" stands at the number's start, to the left of its digits.
    const [plus, digit] = await cell.evaluate((el) => {
      const text = el.firstChild?.nodeType === Node.TEXT_NODE ? el.firstChild : el.querySelector('*')?.firstChild
      const value = text?.textContent ?? ''
      const at = (i: number) => {
        const range = document.createRange()
        range.setStart(text!, i)
        range.setEnd(text!, i + 1)
        return range.getBoundingClientRect().left
      }
      return [at(value.indexOf('+')), at(value.indexOf('+') + 1)]
    })
    expect(plus).toBeLessThan(digit)

    await cell.locator('xpath=ancestor::tr').locator('a').first().click()
    const input = page.locator('#field-phone')
    await expect(input).toBeVisible()
    expect(await input.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')

    // A listing's page, with its rich-text description: no sideways scrolling into the editor's parked menus.
    await page.goto(`/admin/collections/properties/${site.records.property}`)
    await expect(page.locator('#field-title')).toBeVisible()
    await expect(page.locator('.rich-text-lexical').first()).toBeVisible()
    const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)
    expect(sideways).toBe(0)

    // Translating into English, the Arabic title stands under the field.
    const arabic = ((await (await page.request.get(`/api/properties/${site.records.property}?locale=ar&depth=0`)).json()) as { title: string }).title
    await page.goto(`/admin/collections/properties/${site.records.property}?locale=en`)
    const other = page.getByTestId('other-language').first()
    await expect(other).toHaveAttribute('data-locale', 'ar')
    await expect(other).toContainText(arabic)
  })
})
