import { request, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { minimalPdf } from '../api/files'
import { clientIp, formToken, pastFillTime } from './support/forms'
import { receivedMail } from './support/mail'
import { expect, test } from './support/site'
import { createStaff, findBy, signedIn, signInToAdmin } from './support/staff'

/**
 * Issue 6, the forms end to end: contact, exchange, job application and service leads in both
 * languages, at phone and desktop widths; what reaches the database, the staff mail (a real SMTP
 * server) and the admin's CSV export. What the forms check and say in the browser (field errors,
 * the minimum fill time, the honeypot's attributes, a lost connection, the server's 422 and 429)
 * is tested on a fake clock in tests/component/forms; what the API accepts and stores, in tests/api.
 */

const langs = [
  { code: 'ar', prefix: '' },
  { code: 'en', prefix: '/en' },
] as const

const words = {
  ar: {
    name: 'سارة',
    message: 'أرغب في معاينة شقة بغرفتين',
    sentTitle: 'شكرا لك، استلمنا طلبك',
    sentToast: 'تم الإرسال',
  },
  en: {
    name: 'Sara',
    message: 'I would like to view a two-bedroom flat',
    sentTitle: 'Thank you, we have received your request',
    sentToast: 'Sent',
  },
} as const

let sequence = 0
/** A value no other test (or earlier run on the same database) uses. */
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 5)}`

/** A UAE mobile number written the local way, and the E.164 form it is stored in. */
function phoneNumber() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
  return { local: `05${digits[0]} ${digits.slice(1, 4)} ${digits.slice(4)}`, e164: `+9715${digits}` }
}

/** Opens a form as a returning visitor, with the page's clock installed so that the test can move it past the minimum fill time. */
async function openForm(page: Page, path: string, testId: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
  await page.addInitScript(() => sessionStorage.setItem('manzil:landed', '1'))
  await page.clock.install()
  await page.goto(path)
  const form = page.getByTestId(testId)
  await expect(form).toHaveAttribute('data-ready', 'true')
  return form
}

const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`)
const errorOf = (form: Locator, name: string) => form.locator(`[data-field="${name}"] [data-testid="field-error"]`)

async function fillLead(form: Locator, lead: { name: string; phone: string; message?: string }) {
  await field(form, 'name').fill(lead.name)
  await field(form, 'phone').fill(lead.phone)
  if (lead.message) await field(form, 'message').fill(lead.message)
}

for (const lang of langs) {
  const w = words[lang.code]

  test.describe(`forms in ${lang.code}`, () => {
    test('contact: a lead arrives in the database with its page and language, and in the staff mail over SMTP', async ({ page, admin, site }) => {
      const name = `${w.name} ${unique()}`
      const phone = phoneNumber()
      const email = `sara.${unique()}@example.test`
      const form = await openForm(page, `${lang.prefix}/contact-us`, 'lead-form')
      if (lang.code === 'ar') {
        // The example numbers in the Arabic hint read left to right: 050 before 4567, +971 before 4567.
        const order = await form.locator('[data-field="phone"] [id$="-hint"]').evaluate((p) => {
          const node = p.firstChild as Text
          const left = (from: number, token: string) => {
            const range = document.createRange()
            const at = node.data.indexOf(token, from)
            range.setStart(node, at)
            range.setEnd(node, at + token.length)
            return range.getBoundingClientRect().left
          }
          const second = node.data.indexOf('+971')
          return { local: left(0, '050') < left(0, '4567'), international: left(second, '+971') < left(second, '4567') }
        })
        expect(order).toEqual({ local: true, international: true })
      }
      await fillLead(form, { name, phone: phone.local, message: w.message })
      await field(form, 'email').fill(email)
      await pastFillTime(page)
      const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/leads' && r.request().method() === 'POST')
      await form.getByTestId('form-submit').click()
      const response = await posted
      expect(response.status()).toBe(201)
      const headers = response.request().headers()
      expect(headers['accept-language']).toBe(lang.code)
      expect(headers['idempotency-key']).toMatch(/^[\x21-\x7e]{8,200}$/)

      const sent = page.getByTestId('form-sent')
      await expect(sent).toContainText(w.sentTitle)
      await expect(sent).toBeFocused()
      await expect(page.getByTestId('toast').filter({ hasText: w.sentToast })).toBeVisible()
      const reference = await sent.getByTestId('form-reference').innerText()

      const leads = await findBy<Record<string, unknown>>(admin, 'leads', 'name', name)
      expect(leads).toHaveLength(1)
      expect(leads[0]).toMatchObject({ kind: 'contact', status: 'new', phone: phone.e164, email, message: w.message, locale: lang.code, page: `${lang.prefix}/contact-us` })
      expect(reference).toBe(`L-${String(leads[0]?.id).padStart(6, '0')}`)

      await expect.poll(() => receivedMail(site).filter((m) => m.text.includes(name) && m.text.includes(phone.e164)).length, { timeout: 30_000 }).toBe(1)
      const mail = receivedMail(site).find((m) => m.text.includes(name))
      expect(mail?.subject).toContain(name)
      expect(mail?.text).toContain(`/admin/collections/leads/${leads[0]?.id}`)
    })
  })
}

// Where the honeypot sits is a matter of layout; its attributes, and what a filled one does, are
// tested in tests/component/forms and tests/api.
test('the honeypot lies outside the page, and tabbing through the form never reaches it', async ({ page }) => {
  const form = await openForm(page, '/en/contact-us', 'lead-form')
  const trap = field(form, 'website')
  const box = await trap.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box && (box.x + box.width <= 0 || box.x >= width)).toBe(true)
  await field(form, 'name').focus()
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe('website')
  }
})

test('a job application with a PDF CV arrives for its position; only HR and admins can download the CV', async ({ page, admin, site }) => {
  const { career } = site.records
  const name = `Lina ${unique()}`
  const form = await openForm(page, `/en/jobs/request?job=${career}`, 'job-form')
  await expect(page.getByTestId('selected-job')).toBeVisible()
  await expect(field(form, 'career')).toHaveValue(String(career))
  await field(form, 'name').fill(name)
  await field(form, 'email').fill(`lina.${unique()}@example.test`)
  await field(form, 'phone').fill('+971 50 765 4321')
  await field(form, 'cover_note').fill('I have ten years of experience in property sales.')
  await field(form, 'cv').setInputFiles({ name: 'Lina CV.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Lina Haddad') })
  await expect(errorOf(form, 'cv')).toHaveText('')
  await field(form, 'consent').check()
  await pastFillTime(page)
  await form.getByTestId('form-submit').click()
  await expect(page.getByTestId('form-sent')).toBeVisible()
  await expect(page.getByTestId('form-reference')).toHaveText(/^J-\d{6}$/)

  const [application] = await findBy<{ career: { id: number }; phone: string; consent: boolean; cv: { url: string } }>(admin, 'job-applications', 'name', name)
  expect(application).toMatchObject({ career: { id: career }, phone: '+971507654321', consent: true })
  const cvUrl = application?.cv.url ?? ''
  expect(cvUrl).toMatch(/^\/api\/cv-files\/file\//)
  const fromAdmin = await admin.get(cvUrl)
  expect(fromAdmin.status()).toBe(200)
  expect((await fromAdmin.body()).subarray(0, 5).toString()).toBe('%PDF-')

  const hr = await signedIn(site, await createStaff(admin, 'hr'))
  expect((await hr.get(cvUrl)).status()).toBe(200)
  expect(await findBy(hr, 'job-applications', 'name', name)).toHaveLength(1)
  const sales = await signedIn(site, await createStaff(admin, 'sales'))
  expect((await sales.get(cvUrl)).status()).toBe(403)
  const anonymous = await request.newContext({ baseURL: site.baseURL })
  expect([401, 403]).toContain((await anonymous.get(cvUrl)).status())
  await Promise.all([hr.dispose(), sales.dispose(), anonymous.dispose()])
})

test('the exchange form with photos: Arabic digits and grouped figures read right, a file that is not a photo is refused, the photos stay private', async ({ page, admin, site }) => {
  const name = `${words.ar.name} ${unique()}`
  const photo = (r: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 90, b: 160 } } }).jpeg().toBuffer()
  const form = await openForm(page, '/form', 'exchange-form')
  await field(form, 'name').fill(name)
  await field(form, 'phone').fill('٠٥٥ ٧٦٥ ٤٣٢١')
  await field(form, 'offered.type').selectOption({ index: 1 })
  await field(form, 'offered.city').selectOption({ index: 1 })
  await field(form, 'offered.area').fill('١٢٠')
  await field(form, 'offered.bedrooms').fill('٣')
  await field(form, 'offered.estimated_value').fill('1,250,000')
  await field(form, 'photos').setInputFiles([
    { name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: await photo(30) },
    { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await photo(200) },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') },
  ])
  await expect(form.getByTestId('photo-list').locator('li')).toHaveCount(3)
  await expect(errorOf(form, 'photos')).toHaveText('الصورة 3: اختر صورة بصيغة JPEG أو PNG أو WebP')
  await form.getByRole('button', { name: 'إزالة الصورة 3' }).click()
  await expect(form.getByTestId('photo-list').locator('li')).toHaveCount(2)
  await expect(errorOf(form, 'photos')).toHaveText('')
  await expect(form.getByTestId('photo-count')).toHaveText('2 من 6 صور')
  await field(form, 'wanted.type').selectOption({ index: 2 })
  await field(form, 'wanted.budget').fill('٥٠٠٬٠٠٠')
  await pastFillTime(page)
  const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/exchange-form')
  await form.getByTestId('form-submit').click()
  const response = await posted
  expect(response.status(), await response.text()).toBe(201)
  expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/)
  await expect(page.getByTestId('form-reference')).toHaveText(/^X-\d{6}$/)

  const [request_] = await findBy<{ phone: string; offered: Record<string, unknown> & { photos: { url: string; mimeType: string }[] }; wanted: Record<string, unknown> }>(admin, 'exchange-requests', 'name', name)
  expect(request_).toMatchObject({ phone: '+971557654321', offered: { area: 120, bedrooms: 3, estimatedValue: 1_250_000 }, wanted: { budget: 500_000 } })
  expect(request_?.offered.photos).toHaveLength(2)
  const url = request_?.offered.photos[0]?.url ?? ''
  expect(url).toMatch(/^\/api\/exchange-photos\/file\//)
  const fromAdmin = await admin.get(url)
  expect(fromAdmin.status()).toBe(200)
  expect(fromAdmin.headers()['content-type']).toBe('image/webp')
  const anonymous = await request.newContext({ baseURL: site.baseURL })
  expect([401, 403]).toContain((await anonymous.get(url)).status())
  await anonymous.dispose()
})

test('the service page takes a request for that service', async ({ page, admin, site }) => {
  const { service } = site.records
  const name = `${words.en.name} ${unique()}`
  const form = await openForm(page, `/en/services/${service}`, 'lead-form')
  await fillLead(form, { name, phone: phoneNumber().local, message: 'Please call me about this service.' })
  await pastFillTime(page)
  await form.getByTestId('form-submit').click()
  await expect(page.getByTestId('form-sent')).toBeVisible()
  expect(await findBy(admin, 'leads', 'name', name)).toMatchObject([{ kind: 'service', service: { id: service }, locale: 'en' }])
})

test.describe('@desktop-only the inbox export', () => {
  test.use({ locale: 'ar' })

  test('sales export leads and exchange requests as CSV from the admin list, in Arabic, with the list filter; others may not', async ({ page, admin, site }) => {
    const id = unique()
    const name = `سارة، "الاختبار" ${id}`
    const message = 'سطر أول\nسطر ثان, مع فاصلة'
    const phone = phoneNumber()
    // Posted as the site's form does: with a form token, old enough to be taken.
    const posted = await page.request.post('/api/v1/leads', { data: { name, phone: phone.local, message }, headers: { 'x-forwarded-for': clientIp(), 'x-form-token': formToken() } })
    expect(posted.status()).toBe(201)

    const salesAccount = await createStaff(admin, 'sales')
    const editor = await signedIn(site, await createStaff(admin, 'editor'))
    const anonymous = await request.newContext({ baseURL: site.baseURL })
    expect((await editor.get('/api/leads/export.csv')).status()).toBe(403)
    expect((await anonymous.get('/api/leads/export.csv')).status()).toBe(401)

    await signInToAdmin(page, salesAccount)
    await page.goto('/admin/collections/leads')
    const button = page.getByTestId('csv-export')
    await expect(button).toHaveText('تصدير CSV')
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]).toString('utf8'))
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const header = csv.slice(1, csv.indexOf('\r\n')).split(',')
    expect(header.slice(0, 6)).toEqual(['المرجع', expect.any(String), 'النوع', 'الحالة', 'الاسم', 'الهاتف'])
    expect(csv).toContain(`,تواصل عام,جديد,"سارة، ""الاختبار"" ${id}",${phone.e164},,"سطر أول\nسطر ثان, مع فاصلة",`)

    const sales = await signedIn(site, salesAccount)
    const filtered = await sales.get(`/api/leads/export.csv?${new URLSearchParams({ 'where[name][equals]': name })}`)
    expect(filtered.status()).toBe(200)
    expect(filtered.headers()['content-type']).toMatch(/^text\/csv/)
    expect((await filtered.text()).match(/\r\nL-\d{6},/g)).toHaveLength(1)
    const exchanges = await sales.get('/api/exchange-requests/export.csv')
    expect(exchanges.status()).toBe(200)
    expect((await exchanges.text()).split('\r\n')[0]).toContain('ما يملكه العميل – المساحة (م²)')
    await Promise.all([editor.dispose(), anonymous.dispose(), sales.dispose()])
  })
})
