import type { APIRequestContext } from '@playwright/test'
import { formatDate } from '@/lib/format'
import { permitCheckUrl } from '@/lib/permits'
import ar from '@/i18n/messages/ar.json' with { type: 'json' }
import en from '@/i18n/messages/en.json' with { type: 'json' }
import { langs, phoneInArabic, visit } from './support/pages'
import { ADMIN, fillInAdmin, signInToAdmin } from './support/staff'
import { expect, test } from './support/site'

/**
 * Advertising permits: a seeded Dubai listing shows its permit (the authority, the number, a QR code
 * and a link to the authority's check page with the number in it) and the agency's last check; the
 * admin will not save a published Dubai listing without a permit.
 */

const messages = { ar, en } as const

type Listing = { id: number; state: number; permit: { number: string; verifiedAt: string } }

/** The first published listing of the demo content in the emirate of Dubai, the one market with a check page of its own. */
async function dubaiListing(admin: APIRequestContext): Promise<Listing> {
  const states = (await (await admin.get('/api/states?depth=0&limit=10&locale=en&where[name][equals]=Dubai')).json()) as { docs: { id: number }[] }
  const dubai = states.docs[0]!.id
  const found = (await (await admin.get(`/api/properties?depth=0&limit=1&sort=id&where[published][equals]=true&where[state][equals]=${dubai}`)).json()) as { docs: Listing[] }
  return found.docs[0]!
}

for (const lang of langs) {
  test(`a Dubai listing shows its permit, the authority’s check page and the agency’s last check, in ${lang.code}${phoneInArabic(lang)}`, async ({ page, admin }) => {
    const listing = await dubaiListing(admin)
    const state = (await (await admin.get(`/api/states/${listing.state}?depth=0&locale=${lang.code}`)).json()) as { permits: { authority: string; checkUrl: string } }
    const t = messages[lang.code].detail.permit
    await visit(page, `${lang.prefix}/properties/${listing.id}`)
    const box = page.getByTestId('permit')
    await expect(box.getByRole('heading')).toHaveText(t.title)
    await expect(box.getByTestId('permit-authority')).toHaveText(state.permits.authority)
    // The number keeps its left-to-right order inside Arabic text.
    await expect(box.getByTestId('permit-number')).toHaveText(listing.permit.number)
    await expect(box.getByTestId('permit-number')).toHaveAttribute('dir', 'ltr')
    const check = box.getByTestId('permit-check')
    await expect(check).toHaveAttribute('href', permitCheckUrl(state.permits.checkUrl, listing.permit.number)!)
    expect(await check.getAttribute('href')).toContain(`=${encodeURIComponent(listing.permit.number)}`)
    await expect(check).toHaveAttribute('target', '_blank')
    await expect(check).toHaveAttribute('rel', 'noopener')
    await expect(check).toContainText(t.check)
    await expect(box.getByRole('img', { name: t.qr })).toBeVisible()
    await expect(box.getByTestId('verified')).toContainText(t.verified)
    await expect(box.getByTestId('verified-date')).toHaveText(t.checkedOn.replace('{date}', formatDate(lang.code, listing.permit.verifiedAt)))
  })
}

// The admin in Arabic (right to left, the site's first language); the English message is the
// integration test's (tests/int/permits.int.test.ts), the same answer shown the same way.
test.describe('@desktop-only the admin in ar', () => {
  test.use({ locale: 'ar', extraHTTPHeaders: { 'Accept-Language': 'ar' } })

  test('refuses to save a published Dubai listing without its permit, with the field’s error in ar', async ({ page, admin }) => {
    test.setTimeout(90_000)
    const listing = await dubaiListing(admin)
    await signInToAdmin(page, ADMIN)

    await page.goto(`/admin/collections/properties/${listing.id}`)
    await page.getByRole('button', { name: 'التصريح والتحقق' }).click()
    const number = page.locator('#field-permit__number')
    await expect(number).toHaveValue(listing.permit.number)
    await fillInAdmin(page, number, '')
    await page.locator('#action-save').click()
    // The field's own message, whole (the admin shows it on one line over the field).
    const error = 'إلزامي لنشر إعلان في إمارة دبي'
    await expect(page.getByText(error, { exact: true })).toBeVisible()
    // Nothing was stored: the listing keeps its permit.
    const stored = (await (await admin.get(`/api/properties/${listing.id}?depth=0`)).json()) as Listing
    expect(stored.permit.number).toBe(listing.permit.number)
  })
})
