import { test as base, expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { MIN_FILL_MS } from '../../src/lib/forms/fill-time'
import { minimalPdf } from '../api/files'
import { afterFillTime, clientIp, leadPosts } from './support/forms'
import { receivedMail } from './support/mail'
import { e2eBaseURL, readFixture } from './support/site'
import { ADMIN, createStaff, findBy, signedIn, signedInOnce } from './support/staff'

/**
 * Issue 6, the forms: contact, exchange, job application and service leads in both languages, at
 * phone and desktop widths; what reaches the database, the staff mail (a real SMTP server) and the
 * admin's CSV export.
 */

/**
 * One admin session per worker, made once: Payload keeps a user's sessions in their record, and
 * logins of the same account at the same moment would overwrite each other's.
 */
const test = base.extend<object, { admin: APIRequestContext }>({
  admin: [
    async ({}, use) => {
      const context = await signedInOnce(ADMIN)
      await use(context)
      await context.dispose()
    },
    { scope: 'worker' },
  ],
})

const langs = [
  { code: 'ar', prefix: '' },
  { code: 'en', prefix: '/en' },
] as const

const words = {
  ar: {
    name: 'سارة',
    message: 'أرغب في معاينة شقة بغرفتين',
    nameError: 'أدخل الاسم (حرفان على الأقل)',
    required: 'هذا الحقل مطلوب',
    phoneError: /^أدخل رقم هاتف صحيحا، محليا أو دوليا/,
    invalid: 'يرجى تصحيح الحقول المشار إليها أدناه.',
    sentTitle: 'شكرا لك، استلمنا طلبك',
    sentToast: 'تم الإرسال',
    offline: 'تعذّر الوصول إلى الخادم',
    rateLimited: 'أُرسلت طلبات كثيرة من اتصالك. انتظر دقيقة ثم أعد المحاولة.',
    cvType: 'أرفق السيرة الذاتية ملف PDF أو DOCX',
    cvSize: 'أرفق سيرة ذاتية حجمها 5 ميغابايت على الأكثر',
  },
  en: {
    name: 'Sara',
    message: 'I would like to view a two-bedroom flat',
    nameError: 'Enter a name (at least 2 characters)',
    required: 'This field is required',
    phoneError: /^Enter a valid phone number, local or international/,
    invalid: 'Please correct the fields marked below.',
    sentTitle: 'Thank you, we have received your request',
    sentToast: 'Sent',
    offline: 'We could not reach the server',
    rateLimited: 'Too many requests were sent from your connection. Please wait a minute, then try again.',
    cvType: 'Attach the CV as a PDF or DOCX file',
    cvSize: 'Attach a CV of 5 MB at most',
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

async function openForm(page: Page, path: string, testId: string, ip = clientIp()) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  await page.addInitScript(() => sessionStorage.setItem('manzil:landed', '1'))
  await page.goto(path)
  const form = page.getByTestId(testId)
  await expect(form).toHaveAttribute('data-ready', 'true')
  return { form, readyAt: Date.now() }
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
    test('contact: errors in the visitor language as they type and on submit, focus on the first invalid field', async ({ page }) => {
      const { form } = await openForm(page, `${lang.prefix}/contact-us`, 'lead-form')
      const phone = field(form, 'phone')
      await phone.fill('12')
      // Not before the visitor has left the field once…
      await expect(errorOf(form, 'phone')).toHaveText('')
      await phone.blur()
      await expect(errorOf(form, 'phone')).toHaveText(w.phoneError)
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      const errorId = await errorOf(form, 'phone').getAttribute('id')
      expect((await phone.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId)
      // …then as they type.
      await phone.fill('050 123 4567')
      await expect(errorOf(form, 'phone')).toHaveText('')
      await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
      await expect(errorOf(form, 'name')).toHaveText('')

      await form.getByTestId('form-submit').click()
      await expect(errorOf(form, 'name')).toHaveText(w.required)
      await expect(field(form, 'name')).toBeFocused()
      await expect(field(form, 'name')).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByTestId('form-failure')).toHaveText(w.invalid)
      await expect(phone).toHaveValue('050 123 4567')
      if (lang.code === 'ar') {
        expect(await form.innerText()).not.toMatch(/[A-Za-z]{2,}/)
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
    })

    test('contact: a lead arrives in the database with its page and language, and in the staff mail over SMTP', async ({ page, admin }) => {
      const name = `${w.name} ${unique()}`
      const phone = phoneNumber()
      const email = `sara.${unique()}@example.test`
      const { form, readyAt } = await openForm(page, `${lang.prefix}/contact-us`, 'lead-form')
      await fillLead(form, { name, phone: phone.local, message: w.message })
      await field(form, 'email').fill(email)
      await afterFillTime(readyAt)
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

      await expect.poll(() => receivedMail().filter((m) => m.text.includes(name) && m.text.includes(phone.e164)).length, { timeout: 30_000 }).toBe(1)
      const mail = receivedMail().find((m) => m.text.includes(name))
      expect(mail?.subject).toContain(name)
      expect(mail?.text).toContain(`/admin/collections/leads/${leads[0]?.id}`)
    })

    test('job application: a CV that is not a PDF or DOCX by content, or over 5 MB, is refused in the visitor language', async ({ page }) => {
      const { form } = await openForm(page, `${lang.prefix}/jobs/request`, 'job-form')
      const posts: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/v1/job-applications')) posts.push(r.url())
      })
      const cv = field(form, 'cv')
      await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('My CV, written as plain text and named like a PDF.') })
      await expect(form.getByTestId('chosen-file')).toHaveText('cv.pdf')
      await expect(errorOf(form, 'cv')).toHaveText(w.cvType)
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20)
      big.write('%PDF-1.7\n')
      await cv.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big })
      await expect(errorOf(form, 'cv')).toHaveText(w.cvSize)

      await field(form, 'name').fill(`${w.name} ${unique()}`)
      await field(form, 'email').fill(`cv.${unique()}@example.test`)
      await field(form, 'phone').fill(phoneNumber().local)
      await field(form, 'consent').check()
      await form.getByTestId('form-submit').click()
      await expect(cv).toBeFocused()
      await expect(errorOf(form, 'cv')).toHaveText(w.cvSize)
      expect(posts).toEqual([])
    })
  })
}

test('a send lost on the network keeps what was typed; the retry sends the same key and one lead is stored', async ({ page, admin }) => {
  const w = words.ar
  const name = `${w.name} ${unique()}`
  const phone = phoneNumber()
  const keys: string[] = []
  let failing = true
  await page.route('**/api/v1/leads', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    if (!failing) return route.continue()
    // The server stores the lead, but its answer never reaches the browser.
    await route.fetch()
    await route.abort('failed')
  })
  const { form, readyAt } = await openForm(page, '/contact-us', 'lead-form')
  await fillLead(form, { name, phone: phone.local, message: w.message })
  await afterFillTime(readyAt)
  await form.getByTestId('form-submit').click()

  const failure = form.getByTestId('form-failure')
  await expect(failure).toContainText(w.offline)
  await expect(failure).toHaveAttribute('role', 'alert')
  // The first send and the client's own retry (SPEC §8), both lost.
  expect(keys).toHaveLength(2)
  await expect(field(form, 'name')).toHaveValue(name)
  await expect(field(form, 'phone')).toHaveValue(phone.local)
  await expect(field(form, 'message')).toHaveValue(w.message)

  failing = false
  await form.getByTestId('form-retry').click()
  await expect(page.getByTestId('form-sent')).toBeVisible()
  expect(keys).toHaveLength(3)
  expect(new Set(keys).size).toBe(1)

  expect(await findBy(admin, 'leads', 'name', name)).toHaveLength(1)
})

test("the server's field errors (422) show on their fields in the visitor language; nothing typed is lost", async ({ page, admin }) => {
  const name = `${words.en.name} ${unique()}`
  const phone = phoneNumber()
  // The browser's check passes; the server, sent something else, refuses the phone number.
  await page.route(
    '**/api/v1/leads',
    (route) => route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), phone: '12' }) }),
    { times: 1 },
  )
  const { form, readyAt } = await openForm(page, '/en/contact-us', 'lead-form')
  await fillLead(form, { name, phone: phone.local })
  await afterFillTime(readyAt)
  await form.getByTestId('form-submit').click()
  await expect(errorOf(form, 'phone')).toHaveText(words.en.phoneError)
  await expect(field(form, 'phone')).toBeFocused()
  await expect(form.getByTestId('form-failure')).toHaveAttribute('data-kind', 'invalid')
  await expect(field(form, 'name')).toHaveValue(name)

  // Editing the field (here to the same number written the international way) clears what the server said about it.
  await field(form, 'phone').fill(phone.e164)
  await expect(errorOf(form, 'phone')).toHaveText('')
  await form.getByTestId('form-submit').click()
  await expect(page.getByTestId('form-sent')).toBeVisible()
  expect(await findBy(admin, 'leads', 'name', name)).toMatchObject([{ phone: phone.e164 }])
})

test('the honeypot: out of sight, out of reach for keyboard and screen readers; filled, the visitor is thanked and nothing is stored', async ({ page, admin }) => {
  const name = `${words.en.name} ${unique()}`
  const { form, readyAt } = await openForm(page, '/en/contact-us', 'lead-form')
  const trap = field(form, 'website')
  await expect(form.getByTestId('honeypot')).toHaveAttribute('aria-hidden', 'true')
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await expect(trap).toHaveAttribute('autocomplete', 'off')
  const box = await trap.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box && (box.x + box.width <= 0 || box.x >= width)).toBe(true)
  // Tabbing through the whole form never lands on it.
  await field(form, 'name').focus()
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe('website')
  }

  await fillLead(form, { name, phone: phoneNumber().local })
  await trap.evaluate((el: HTMLInputElement) => {
    el.value = 'http://spam.example'
  })
  const posts = leadPosts(page)
  await afterFillTime(readyAt)
  await form.getByTestId('form-submit').click()
  await expect(page.getByTestId('form-sent')).toContainText(words.en.sentTitle)
  expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({ name, website: 'http://spam.example' })
  expect(await findBy(admin, 'leads', 'name', name)).toHaveLength(0)
})

test('a form sent sooner than the minimum fill time (autofill) waits out the rest, shown as sending, then sends: one lead stored', async ({ page, admin }) => {
  const name = `${words.ar.name} ${unique()}`
  const { form, readyAt } = await openForm(page, '/contact-us', 'lead-form')
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/leads')
  // As the browser's autofill would: every field and the submit in one go, well within the time.
  await form.evaluate(
    (el: HTMLFormElement, values: Record<string, string>) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      for (const [key, value] of Object.entries(values)) {
        const input = el.querySelector<HTMLInputElement>(`[name="${key}"]`)
        if (!input) continue
        setter?.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      }
      el.requestSubmit()
    },
    { name, phone: phoneNumber().local },
  )
  await expect(form).toHaveAttribute('aria-busy', 'true')
  await expect(form.getByTestId('form-submit')).toHaveText('جارٍ الإرسال…')
  const post = await sent
  // Not at once: the minimum fill time counts from the form's appearance, a little before the test saw it ready.
  expect(Date.now() - readyAt).toBeGreaterThanOrEqual(MIN_FILL_MS - 1000)
  expect(JSON.parse(post.postData() ?? '{}')).toMatchObject({ name })
  await expect(page.getByTestId('form-sent')).toContainText(words.ar.sentTitle)
  expect(await findBy(admin, 'leads', 'name', name)).toHaveLength(1)
})

test('past the per-client rate limit (429) the visitor is told in their language to wait, and keeps the form', async ({ page, admin }) => {
  test.setTimeout(90_000)
  const ip = clientIp()
  const name = `${words.ar.name} ${unique()}`
  const { form, readyAt } = await openForm(page, '/contact-us', 'lead-form', ip)
  // This client has already sent all it may in the window.
  const api = await request.newContext({ baseURL: e2eBaseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } })
  let status = 0
  for (let i = 0; i < 20 && status !== 429; i++) status = (await api.post('/api/v1/leads', { data: {} })).status()
  expect(status).toBe(429)
  await api.dispose()

  await fillLead(form, { name, phone: phoneNumber().local })
  await afterFillTime(readyAt)
  await form.getByTestId('form-submit').click()
  const failure = form.getByTestId('form-failure')
  await expect(failure).toContainText(words.ar.rateLimited, { timeout: 20_000 })
  await expect(failure).toHaveAttribute('data-kind', 'rate-limited')
  await expect(form.getByTestId('form-retry')).toBeVisible()
  await expect(field(form, 'name')).toHaveValue(name)
  expect(await findBy(admin, 'leads', 'name', name)).toHaveLength(0)
})

test('a job application with a PDF CV arrives for its position; only HR and admins can download the CV', async ({ page, admin }) => {
  test.setTimeout(90_000)
  const { career } = readFixture()
  const name = `Lina ${unique()}`
  const { form, readyAt } = await openForm(page, `/en/jobs/request?job=${career}`, 'job-form')
  await expect(page.getByTestId('selected-job')).toBeVisible()
  await expect(field(form, 'career')).toHaveValue(String(career))
  await field(form, 'name').fill(name)
  await field(form, 'email').fill(`lina.${unique()}@example.test`)
  await field(form, 'phone').fill('+971 50 765 4321')
  await field(form, 'cover_note').fill('I have ten years of experience in property sales.')
  await field(form, 'cv').setInputFiles({ name: 'Lina CV.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Lina Haddad') })
  await expect(errorOf(form, 'cv')).toHaveText('')
  await field(form, 'consent').check()
  await afterFillTime(readyAt)
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

  const hr = await signedIn(await createStaff(admin, 'hr'))
  expect((await hr.get(cvUrl)).status()).toBe(200)
  expect(await findBy(hr, 'job-applications', 'name', name)).toHaveLength(1)
  const sales = await signedIn(await createStaff(admin, 'sales'))
  expect((await sales.get(cvUrl)).status()).toBe(403)
  const anonymous = await request.newContext({ baseURL: e2eBaseURL })
  expect([401, 403]).toContain((await anonymous.get(cvUrl)).status())
  await Promise.all([hr.dispose(), sales.dispose(), anonymous.dispose()])
})

test('the exchange form with photos: Arabic digits and grouped figures read right, a file that is not a photo is refused, the photos stay private', async ({ page, admin }) => {
  test.setTimeout(90_000)
  const name = `${words.ar.name} ${unique()}`
  const photo = (r: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 90, b: 160 } } }).jpeg().toBuffer()
  const { form, readyAt } = await openForm(page, '/form', 'exchange-form')
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
  await afterFillTime(readyAt)
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
  const anonymous = await request.newContext({ baseURL: e2eBaseURL })
  expect([401, 403]).toContain((await anonymous.get(url)).status())
  await anonymous.dispose()
})

test('the service page takes a request for that service', async ({ page, admin }) => {
  const { service } = readFixture()
  const name = `${words.en.name} ${unique()}`
  const { form, readyAt } = await openForm(page, `/en/services/${service}`, 'lead-form')
  await fillLead(form, { name, phone: phoneNumber().local, message: 'Please call me about this service.' })
  await afterFillTime(readyAt)
  await form.getByTestId('form-submit').click()
  await expect(page.getByTestId('form-sent')).toBeVisible()
  expect(await findBy(admin, 'leads', 'name', name)).toMatchObject([{ kind: 'service', service: { id: service }, locale: 'en' }])
})

test.describe('@desktop-only the inbox export', () => {
  test.use({ locale: 'ar' })

  test('sales export leads and exchange requests as CSV from the admin list, in Arabic, with the list filter; others may not', async ({ page, admin }) => {
    test.setTimeout(120_000)
    const id = unique()
    const name = `سارة، "الاختبار" ${id}`
    const message = 'سطر أول\nسطر ثان, مع فاصلة'
    const phone = phoneNumber()
    const posted = await page.request.post('/api/v1/leads', { data: { name, phone: phone.local, message }, headers: { 'x-forwarded-for': clientIp() } })
    expect(posted.status()).toBe(201)

      const salesAccount = await createStaff(admin, 'sales')
    const editor = await signedIn(await createStaff(admin, 'editor'))
    const anonymous = await request.newContext({ baseURL: e2eBaseURL })
    expect((await editor.get('/api/leads/export.csv')).status()).toBe(403)
    expect((await anonymous.get('/api/leads/export.csv')).status()).toBe(401)

    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(salesAccount.email)
    await page.locator('input[name="password"]').fill(salesAccount.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).not.toHaveURL(/\/admin\/login/)
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

    const sales = await signedIn(salesAccount)
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
