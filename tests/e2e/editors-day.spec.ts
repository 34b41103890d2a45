import type { APIRequestContext, Browser, Page } from '@playwright/test'
import ar from '@/i18n/messages/ar.json' with { type: 'json' }
import en from '@/i18n/messages/en.json' with { type: 'json' }
import { langs } from './support/pages'
import { ADMIN, signInToAdmin } from './support/staff'
import { expect, test } from './support/site'

/**
 * An editor's day in the admin, in each of its languages: a change kept as a draft (autosaved)
 * while visitors still see the published listing; the draft previewed on its real page at a phone's
 * width; a publish scheduled; the change published; the two versions compared; the old one restored.
 */

const messages = { ar, en } as const
const words = {
  ar: { restore: 'استعادة هذه النّسخة', confirm: 'تأكيد', publish: 'نشر' },
  en: { restore: 'Restore this version', confirm: 'Confirm', publish: 'Publish' },
} as const

type Listing = { id: number; title: string; slug?: string | null }

/** A published listing of its own per language (the largest by area, then the next one). */
async function listingFor(admin: APIRequestContext, code: 'ar' | 'en'): Promise<Listing> {
  const found = await admin.get(`/api/properties?depth=0&limit=1&page=${code === 'ar' ? 1 : 2}&sort=-area&locale=${code}&where[_status][equals]=published`)
  return ((await found.json()) as { docs: Listing[] }).docs[0]!
}

/** The title a visitor sees on the listing's page, in a browser of their own. */
async function visitorTitle(browser: Browser, baseURL: string, path: string): Promise<string> {
  const visitor = await browser.newContext({ baseURL })
  try {
    const page = await visitor.newPage()
    await page.goto(path)
    return (await page.locator('h1').textContent())?.trim() ?? ''
  } finally {
    await visitor.close()
  }
}

const saved = (page: Page, id: number, kind: 'autosave' | 'publish') =>
  page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/api/properties/${id}`) && r.url().includes('autosave=true') === (kind === 'autosave') && r.ok(), { timeout: 30_000 })

for (const lang of langs) {
  test.describe(`@desktop-only the editor's day in ${lang.code}`, () => {
    test.use({ locale: lang.code === 'ar' ? 'ar' : 'en-US', extraHTTPHeaders: { 'Accept-Language': lang.code } })

    test('a draft, its preview on a phone, a schedule, the publish, a comparison and a restore', async ({ page, admin, browser, site }) => {
      test.setTimeout(150_000)
      const listing = await listingFor(admin, lang.code)
      const path = `${lang.prefix}/properties/${listing.id}`
      const draftTitle = `${listing.title} · ${Date.now().toString(36)}`
      await signInToAdmin(page, ADMIN)
      await page.goto(`/admin/collections/properties/${listing.id}?locale=${lang.code}`)

      // A draft: typed, saved by the admin on its own; visitors still see the published title.
      const autosaved = saved(page, listing.id, 'autosave')
      await page.locator('#field-title').fill(draftTitle)
      await autosaved
      expect(await visitorTitle(browser, site.baseURL, path)).toBe(listing.title)

      // Its preview: the admin's signed link, opened at a phone's width, shows the draft on the real page.
      const link = await page.locator('#preview-button').getAttribute('href')
      const phone = await browser.newContext({ baseURL: site.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: lang.code })
      try {
        const preview = await phone.newPage()
        await preview.goto(link!)
        await expect(preview).toHaveURL(new RegExp(`${path}(-|$)`))
        await expect(preview.locator('h1')).toHaveText(draftTitle)
        await expect(preview.getByTestId('preview-bar')).toContainText(messages[lang.code].preview.banner)
        // Kept by no cache, shown to no search engine.
        const answer = await preview.request.get(new URL(preview.url()).pathname)
        expect(answer.headers()['cache-control']).toBe('private, no-store')
        expect(answer.headers()['x-robots-tag']).toContain('noindex')
      } finally {
        await phone.close()
      }
      // The same beside the form: the admin's live preview frames the page, set to a phone's width.
      await page.locator('#live-preview-toggler').click()
      const frame = page.locator('iframe').first().contentFrame()
      await expect(frame.locator('h1')).toHaveText(draftTitle)
      await expect(frame.getByTestId('preview-bar')).toBeVisible()
      await page.getByRole('button', { name: 'Responsive' }).click()
      await page.getByRole('button', { name: 'Phone · 390' }).click()
      await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(390)
      await page.locator('#live-preview-toggler').click()
      // The preview left nothing behind for visitors.
      expect(await visitorTitle(browser, site.baseURL, path)).toBe(listing.title)

      // A publish scheduled for tomorrow: queued for the editor, listed in the drawer.
      await page.locator('#action-save').locator('xpath=..').locator('.popup-button').first().click()
      await page.locator('#schedule-publish').click()
      const when = page.locator('.drawer__content .date-time-picker input').first()
      await when.click()
      // The first day after today (the days before it cannot be picked).
      await page.locator('.react-datepicker__day:not(.react-datepicker__day--disabled):not(.react-datepicker__day--today)').first().click()
      // Its first hour: choosing the time closes the picker.
      await page.locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)').first().click()
      await page.locator('#scheduled-publish-save').click()
      // Listed under the upcoming events, as a publish.
      const upcoming = page.locator('.drawer__content table tbody tr')
      await expect(upcoming).toHaveCount(1)
      await expect(upcoming).toContainText(words[lang.code].publish)
      await page.locator('.drawer__content .drawer-close-button').first().click()

      // Published now: visitors see the change.
      const published = saved(page, listing.id, 'publish')
      await page.locator('#action-save').click()
      await published
      await expect.poll(() => visitorTitle(browser, site.baseURL, path)).toBe(draftTitle)

      // The versions compared: the one published now beside the one published before it.
      const versions = await admin.get(`/api/properties/versions?depth=0&sort=-updatedAt&where[parent][equals]=${listing.id}&where[version._status][equals]=published`)
      const [current, before] = ((await versions.json()) as { docs: { id: string }[] }).docs
      await page.goto(`/admin/collections/properties/${listing.id}/versions/${current!.id}?versionFrom=${before!.id}`)
      // Each side shows its title (the added words marked within the newer one).
      const sides = page.locator('.html-diff')
      await expect(sides.filter({ hasText: draftTitle.slice(listing.title.length) }).first()).toBeVisible()
      await expect(page.locator('body')).toContainText(listing.title)

      // Restored: the one published before is what visitors see again.
      await page.goto(`/admin/collections/properties/${listing.id}/versions/${before!.id}`)
      await page.getByRole('button', { name: words[lang.code].restore }).click()
      await page.getByRole('button', { name: words[lang.code].confirm }).click()
      await expect.poll(() => visitorTitle(browser, site.baseURL, path), { timeout: 20_000 }).toBe(listing.title)
    })
  })
}
