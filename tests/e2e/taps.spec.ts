import { langs, phoneInArabic, visit } from './support/pages'
import { expect, test } from './support/site'

/** Every tap on a contact link is a lead: a WhatsApp tap on a listing is counted for sales, with its listing, page and language. */

for (const lang of langs) {
  test(`a WhatsApp tap on a listing is counted for its listing, in ${lang.code}${phoneInArabic(lang)}`, async ({ page, context, site, admin }) => {
    // WhatsApp itself is not reached from here: its page is answered empty.
    await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => route.fulfill({ status: 200, body: '' }))
    const id = site.records.property
    const taps = async (where: string) => ((await (await admin.get(`/api/taps?limit=1&where[property][equals]=${id}&where[channel][equals]=whatsapp${where}`)).json()) as { totalDocs: number }).totalDocs
    // Its taps in this language (the other language's test may tap the same listing on this server).
    const count = () => taps(`&where[locale][equals]=${lang.code}`)
    const before = await count()
    await visit(page, `${lang.prefix}/properties/${id}`)
    const link = page.locator(`[data-listing="properties:${id}"] a[href^="https://wa.me/"]:visible`).first()
    const opened = context.waitForEvent('page')
    await link.click()
    await (await opened).close()
    await expect.poll(count).toBe(before + 1)
    const [tap] = ((await (await admin.get(`/api/taps?limit=1&sort=-createdAt&where[property][equals]=${id}`)).json()) as { docs: { page: string; locale: string }[] }).docs
    expect(tap).toMatchObject({ page: `${lang.prefix}/properties/${id}`, locale: lang.code })
    // Sales see it beside the listing in the admin.
    const listing = (await (await admin.get(`/api/properties/${id}?depth=0`)).json()) as { taps: string }
    expect(listing.taps).toMatch(new RegExp(`(WhatsApp|واتساب) ${await taps('')}( |$)`))
  })
}
