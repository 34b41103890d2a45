import { formatNumber } from '@/lib/format'
import ar from '@/i18n/messages/ar.json' with { type: 'json' }
import en from '@/i18n/messages/en.json' with { type: 'json' }
import { langs, phoneInArabic, visit } from './support/pages'
import { expect, test } from './support/site'

/**
 * Price history: an editor's price cut is on the site at once as "reduced" with its percentage, on
 * the card and the listing, and in the listing's history; search finds the reduced listings.
 */

const messages = { ar, en } as const

for (const lang of langs) {
  test(`an editor’s price cut shows as reduced on the card and the listing, and in its history, in ${lang.code}${phoneInArabic(lang)}`, async ({ page, admin }) => {
    // A listing for sale with a price and no cut yet: this worker's own copy of the demo content.
    const found = (await (
      await admin.get('/api/properties?depth=0&limit=1&sort=id&where[published][equals]=true&where[priceOnRequest][not_equals]=true&where[priceReducedAt][exists]=false&where[purpose][equals]=sale')
    ).json()) as { docs: { id: number; price: number; reference: string; priceHistory: unknown[] }[] }
    const listing = found.docs[0]!
    const cut = Math.round((listing.price * 0.8) / 1000) * 1000
    const percent = Math.round(((listing.price - cut) / listing.price) * 100)
    const edit = await admin.patch(`/api/properties/${listing.id}`, { data: { price: cut } })
    expect(edit.status()).toBe(200)
    try {
      await visit(page, `${lang.prefix}/properties/${listing.id}`)
      const note = page.getByTestId('reduced-note')
      await expect(note).toHaveAttribute('data-percent', String(percent))
      await expect(note).toContainText(`${formatNumber(lang.code, percent)}`)
      await expect(note.locator('[data-price]')).toHaveAttribute('data-price', String(listing.price))
      const history = page.getByTestId('price-history')
      await expect(history.locator('caption')).toHaveText(messages[lang.code].detail.priceHistory.title)
      await expect(history.getByTestId('price-change')).toHaveCount(listing.priceHistory.length + 1)
      await expect(history.getByTestId('price-change').first().locator('[data-price]')).toHaveAttribute('data-price', String(cut))
      await expect(history.getByTestId('price-change').first()).toContainText(`−${formatNumber(lang.code, Math.round(((listing.price - cut) / listing.price) * 1000) / 10)}%`)
      await expect(history.getByTestId('price-listed').locator('[data-price]')).toHaveAttribute('data-price', String(listing.price))

      // Search: reduced listings only, the latest cut first; the card says by how much.
      await visit(page, `${lang.prefix}/properties?reduced=true&sort_by=-reduced_at`)
      const first = page.getByTestId('property-card').first()
      await expect(first.getByTestId('reduced-badge')).toHaveAttribute('data-percent', String(percent))
      await expect(first.getByTestId('reduced-badge')).toHaveText(messages[lang.code].common.reduced.replace('{percent}', formatNumber(lang.code, percent)))
      const cards = page.getByTestId('property-card')
      const badges = page.getByTestId('reduced-badge')
      await expect(badges).toHaveCount(await cards.count())
      await expect(page.getByTestId('chips')).toContainText(messages[lang.code].search.fields.reduced)
    } finally {
      // As found: the price back (a rise, which ends the reduction), the history as it was.
      await admin.patch(`/api/properties/${listing.id}`, { data: { price: listing.price } })
    }
  })
}
