import { alertWords } from '@/server/alerts/words'
import { receivedMail, type Mail } from './support/mail'
import { langs, visit, type Lang } from './support/pages'
import { expect, test } from './support/site'

/**
 * Saved searches with e-mail alerts, as a visitor lives them: "Alert me" on a search, the
 * confirmation link from the mail, a matching listing published by an editor, the alert's mail with
 * that listing, and unsubscribing from the link in that mail.
 */

/** The journey is the same at both widths: Arabic on a phone (the dialog as a sheet), English at 1280 px. */
const onePerLanguage = (lang: Lang) => (lang.code === 'ar' ? ' @phone-only' : ' @desktop-only')

const pathOf = (url: string) => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}
const linkIn = (mail: Mail, pattern: RegExp) => {
  const found = mail.text.match(pattern)?.[0]
  expect(found, `a link matching ${pattern} in:\n${mail.text}`).toBeDefined()
  return pathOf(found!)
}

for (const lang of langs) {
  test(`a search alert: asked for, confirmed by mail, mailed a new listing, unsubscribed from its mail, in ${lang.code}${onePerLanguage(lang)}`, async ({ page, admin, site }, info) => {
    const w = alertWords(lang.code)
    // A word no listing has yet: the search finds nothing until the editor's listing below.
    const word = `alertword${lang.code}${info.project.name}${Date.now().toString(36)}`
    const email = `${word}@example.com`
    const mailsTo = () => receivedMail(site).filter((m) => m.to.includes(email))

    await visit(page, `${lang.prefix}/properties?search=${word}`)
    await page.getByTestId('alert-me').click()
    const dialog = page.getByRole('dialog', { name: w('formTitle') })
    await expect(dialog).toBeVisible()
    const form = dialog.getByTestId('alert-form')
    await form.getByRole('textbox').fill(email)
    await dialog.getByTestId('alert-frequency-instant').check()
    await form.getByTestId('form-submit').click()
    await expect(dialog.getByTestId('form-sent')).toContainText(email)

    // The confirmation: the only mail before the address is confirmed.
    await expect.poll(() => mailsTo().length, { timeout: 20_000 }).toBe(1)
    const confirmation = mailsTo()[0]!
    expect(confirmation.subject).toBe(w('confirmSubject'))
    await visit(page, linkIn(confirmation, /https?:\/\/\S+\?ask=confirm/))
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code)
    await page.getByTestId('alerts-ask-confirm').click()
    await expect(page.getByTestId('alerts-done')).toHaveText(w('doneConfirmed'))
    await expect(page.getByTestId('alert-item')).toHaveAttribute('data-status', 'active')
    await expect(page.getByTestId('alert-item')).toHaveAttribute('data-frequency', 'instant')

    // An editor publishes a listing that matches.
    const types = (await (await admin.get('/api/property-types?depth=0&limit=1')).json()) as { docs: { id: number }[] }
    const title = `${lang.code === 'ar' ? 'شقة جديدة' : 'New flat'} ${word}`
    const created = await admin.post('/api/properties', {
      data: { title, reference: word.toUpperCase().slice(-20), type: types.docs[0]!.id, price: 1_250_000, currency: 'AED', purpose: 'sale', status: 'available', published: true },
    })
    expect(created.status(), await created.text()).toBe(201)
    const listing = ((await created.json()) as { doc: { id: number } }).doc
    try {
      await expect.poll(() => mailsTo().filter((m) => m.headers['list-unsubscribe']).length, { timeout: 30_000 }).toBe(1)
      const digest = mailsTo().find((m) => m.headers['list-unsubscribe'])!
      expect(digest.text).toContain(title)
      expect(digest.html).toContain(`/properties/${listing.id}`)
      expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

      // Unsubscribing from the link in the mail.
      await visit(page, linkIn(digest, /https?:\/\/\S+\?ask=unsubscribe/))
      await page.getByTestId('alerts-ask-unsubscribe').click()
      await expect(page.getByTestId('alerts-done')).toHaveText(w('doneUnsubscribed'))
      await expect(page.getByTestId('alert-item')).toHaveAttribute('data-status', 'unsubscribed')
      await expect(page.getByTestId('alert-resubscribe')).toBeVisible()
    } finally {
      await admin.delete(`/api/properties/${listing.id}`)
    }
  })
}
