import type { APIRequestContext, Page } from '@playwright/test'
import { priceText, type CurrencyRate } from '@/lib/client/currency'
import { monthlyInstalment, toCents } from '@/lib/instalments'
import { clientIp, leadPosts, pastFillTime } from './support/forms'
import { isPhone, langs, once, phoneInArabic, visit } from './support/pages'
import { expect, test } from './support/site'

/**
 * Issue 5: the property and project pages, /compare and /plans, in both languages, at 390 px
 * (phone) and 1280 px (desktop) where the width changes what the visitor gets. The compare
 * button's limit is tested in tests/component/listing.
 */

type Plan = { down_payment_percent: number | null; years: number | null; handover_percent: number | null; frequency: { value: string } | null }
type Card = { id: number; reference: string; title: string; payment_plan: Plan | null; original_price: { amount: number; currency: string } | null; location: { lat: number; lng: number } | null }
type PropertyDetail = Card & { gallery: unknown[]; video_url: string | null; agent: { whatsapp: string | null; phone: string | null } | null }
type ProjectDetail = { id: number; name: string; payment_plans: Plan[]; original_price: { amount: number; currency: string } | null; unit_types: unknown[] }

async function api<T>(request: APIRequestContext, path: string, locale = 'en', currency?: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: { 'Accept-Language': locale, ...(currency ? { 'X-Currency': currency } : {}) } })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/** The first seeded property whose detail satisfies `wanted` (read through the public API). */
async function findProperty(request: APIRequestContext, wanted: (p: PropertyDetail) => boolean): Promise<PropertyDetail> {
  const cards = await api<Card[]>(request, '/real-estates?per_page=50&sort=created_at')
  for (const card of cards) {
    const detail = await api<PropertyDetail>(request, `/real-estates/${card.id}`)
    if (wanted(detail)) return detail
  }
  throw new Error('the seed has no property of the kind this test needs')
}

const richProperty = (request: APIRequestContext) =>
  findProperty(request, (p) => p.gallery.length >= 3 && Boolean(p.agent?.whatsapp && p.agent.phone) && p.location !== null && p.original_price !== null)

async function rates(request: APIRequestContext): Promise<CurrencyRate[]> {
  const list = await api<{ code: string; rate: number; decimals: number }[]>(request, '/currencies')
  return list.map((c) => ({ code: c.code, rate: c.rate, decimals: c.decimals, enabled: true }))
}

type StoredLead = { kind: string; property: number; phone: string; locale: string; page: string; message: string }

/** The stored leads of that name, read as the e2e admin. */
async function leadsNamed(admin: APIRequestContext, name: string): Promise<StoredLead[]> {
  const found = await admin.get(`/api/leads?where[name][equals]=${encodeURIComponent(name)}&depth=0`)
  expect(found.ok()).toBe(true)
  return ((await found.json()) as { docs: StoredLead[] }).docs
}

async function chooseCurrency(page: Page, code: string) {
  await page.getByTestId('currency-switch').click()
  await page.getByTestId('currency-list').getByRole('option', { name: new RegExp(code) }).click()
  await expect(page.getByTestId('currency-switch')).toContainText(code)
}

const termsOf = (plan: Plan) => ({ downPaymentPercent: plan.down_payment_percent, years: plan.years, handoverPercent: plan.handover_percent, frequency: plan.frequency?.value })

for (const lang of langs) {
  test.describe(`detail pages in ${lang.code}`, () => {
    test(`gallery: next, previous, wrap, keys mirrored in RTL, swipe, full screen${phoneInArabic(lang)}`, async ({ page, request }) => {
      const p = await richProperty(request)
      await visit(page, `${lang.prefix}/properties/${p.id}`)
      const gallery = page.getByTestId('gallery')
      const count = Number(await gallery.getAttribute('data-count'))
      expect(count).toBe(p.gallery.length)
      await expect(gallery).toHaveAttribute('data-index', '0')

      const first = gallery.locator('img').first()
      await expect(first).toHaveAttribute('fetchpriority', 'high')
      await expect(first).toHaveAttribute('loading', 'eager')
      for (const attr of ['width', 'height', 'sizes', 'srcset']) expect(await first.getAttribute(attr)).toBeTruthy()

      await page.getByTestId('gallery-next').first().click()
      await expect(gallery).toHaveAttribute('data-index', '1')
      await page.getByTestId('gallery-prev').first().click()
      await page.getByTestId('gallery-prev').first().click()
      await expect(gallery).toHaveAttribute('data-index', String(count - 1))
      await page.getByTestId('gallery-next').first().click()
      await expect(gallery).toHaveAttribute('data-index', '0')

      // The next photo lies in the reading direction: ArrowLeft in Arabic, ArrowRight in English.
      const stage = page.getByTestId('gallery-stage')
      await stage.focus()
      await page.keyboard.press('ArrowLeft')
      await expect(gallery).toHaveAttribute('data-index', lang.code === 'ar' ? '1' : String(count - 1))
      await page.keyboard.press('ArrowRight')
      await expect(gallery).toHaveAttribute('data-index', '0')

      // A swipe against the reading direction brings the next photo.
      const box = await stage.boundingBox()
      if (!box) throw new Error('no gallery stage')
      const y = box.y + box.height / 2
      const [from, to] = lang.code === 'ar' ? [box.x + box.width * 0.3, box.x + box.width * 0.7] : [box.x + box.width * 0.7, box.x + box.width * 0.3]
      await page.mouse.move(from, y)
      await page.mouse.down()
      await page.mouse.move((from + to) / 2, y, { steps: 4 })
      await page.mouse.move(to, y, { steps: 4 })
      await page.mouse.up()
      await expect(gallery).toHaveAttribute('data-index', '1')

      await page.getByTestId('gallery-fullscreen').click()
      const full = page.getByTestId('gallery-full')
      await expect(full).toBeVisible()
      await expect(full).toHaveAttribute('data-index', '1')
      await page.keyboard.press(lang.code === 'ar' ? 'ArrowLeft' : 'ArrowRight')
      await expect(full).toHaveAttribute('data-index', '2')
      await page.keyboard.press(lang.code === 'ar' ? 'ArrowRight' : 'ArrowLeft')
      await expect(full).toHaveAttribute('data-index', '1')
      await page.keyboard.press('Escape')
      await expect(full).toBeHidden()
      await expect(gallery).toHaveAttribute('data-index', '1')
    })

    test(`location opens the map modal on the property${phoneInArabic(lang)}`, async ({ page, request }) => {
      const p = await richProperty(request)
      await visit(page, `${lang.prefix}/properties/${p.id}`)
      await page.locator('#location').getByTestId('map-button').click()
      const map = page.getByTestId('leaflet-map')
      await expect(map).toBeVisible()
      await expect(map).toHaveAttribute('data-zoom', '9')
      const [lat, lng] = ((await map.getAttribute('data-center')) ?? '').split(',').map(Number)
      expect(lat).toBeCloseTo(p.location?.lat ?? NaN, 3)
      expect(lng).toBeCloseTo(p.location?.lng ?? NaN, 3)
      await page.getByTestId('modal-close').click()
      await expect(map).toBeHidden()
      expect(await page.evaluate(() => window.manzil?.state().location)).toBeNull()
    })

    test(`agent: WhatsApp prefilled with the reference and the page, call link kept left to right${phoneInArabic(lang)}`, async ({ page, request }) => {
      const p = await richProperty(request)
      await visit(page, `${lang.prefix}/properties/${p.id}`)
      const digits = (p.agent?.whatsapp ?? '').replace(/\D/g, '')
      const card = page.getByTestId('agent-card')
      const link = card.getByTestId('agent-whatsapp')
      await expect(link).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${digits}\\?text=`))
      const text = new URL((await link.getAttribute('href')) ?? '').searchParams.get('text') ?? ''
      expect(text).toContain(p.reference)
      expect(text).toContain(new URL(page.url()).origin + `${lang.prefix}/properties/${p.id}`)
      const call = card.getByTestId('agent-call')
      await expect(call).toHaveAttribute('href', `tel:+${(p.agent?.phone ?? '').replace(/\D/g, '')}`)
      await expect(card.getByTestId('agent-phone')).toHaveAttribute('dir', 'ltr')
      const bar = page.getByTestId('contact-bar')
      if (isPhone(page)) {
        await expect(bar).toBeVisible()
        await expect(bar.getByTestId('bar-whatsapp')).toHaveAttribute('href', (await link.getAttribute('href')) ?? '')
        await expect(bar.getByTestId('bar-call')).toHaveAttribute('href', (await call.getAttribute('href')) ?? '')
      } else {
        await expect(bar).toBeHidden()
      }
    })

    if (once(lang)) test('the video loads from its site only when asked for @desktop-only', async ({ page, request }) => {
      const p = await findProperty(request, (x) => Boolean(x.video_url))
      const outside: string[] = []
      await page.route(/^https?:\/\/(?!localhost)/, (route) => {
        outside.push(route.request().url())
        return route.abort()
      })
      await visit(page, `${lang.prefix}/properties/${p.id}`)
      const video = page.getByTestId('video-embed')
      await video.scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      expect(outside.filter((u) => /youtube|vimeo|matterport/.test(u))).toEqual([])
      await expect(video.locator('iframe')).toHaveCount(0)
      await video.getByRole('button').click()
      await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    })

    // On phones the enquiry is sent from the contact bar's dialog (the next test).
    test('a lead sent from the property page arrives with its property @desktop-only', async ({ page, request, admin }) => {
      const p = await richProperty(request)
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
      await page.clock.install()
      await visit(page, `${lang.prefix}/properties/${p.id}`)
      const form = page.locator('#enquire').getByTestId('lead-form')
      await expect(form).toHaveAttribute('data-ready', 'true')
      // The message names the listing; checked in the browser, in the page's language, before anything is sent.
      await expect(form.locator('[name="message"]')).toHaveValue(new RegExp(p.reference))
      const posted = leadPosts(page)
      await form.getByRole('button', { name: lang.code === 'ar' ? 'إرسال' : 'Send' }).click()
      await expect(form.locator('[data-field="name"] [data-testid="field-error"]')).toHaveText(lang.code === 'ar' ? 'هذا الحقل مطلوب' : 'This field is required')
      expect(posted).toHaveLength(0)

      const name = `Detail test ${lang.code} ${test.info().project.name} ${Date.now().toString(36)}`
      await form.locator('[name="name"]').fill(name)
      await form.locator('[name="phone"]').fill('050 123 4567')
      await pastFillTime(page)
      await form.getByRole('button', { name: lang.code === 'ar' ? 'إرسال' : 'Send' }).click()
      await expect(page.locator('#enquire').getByTestId('form-sent')).toBeVisible()
      expect(posted).toHaveLength(1)

      const leads = await leadsNamed(admin, name)
      expect(leads).toHaveLength(1)
      expect(leads[0]).toMatchObject({ kind: 'property', property: p.id, phone: '+971501234567', locale: lang.code, page: `${lang.prefix}/properties/${p.id}` })
      expect(leads[0]?.message).toContain(p.reference)
    })

    // The contact bar is for phones; desktops have the form beside the page.
    test('on a phone, the contact bar enquiry dialog cannot be closed while the enquiry is sending @phone-only', async ({ page, request, admin }) => {
      const p = await richProperty(request)
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
      await page.clock.install()
      await visit(page, `${lang.prefix}/properties/${p.id}`)
      await page.getByTestId('bar-enquire').click()
      const dialog = page.getByRole('dialog', { name: lang.code === 'ar' ? 'استفسر عن هذا العقار' : 'Ask about this property' })
      await expect(dialog).toBeVisible()
      const form = dialog.getByTestId('lead-form')
      await expect(form).toHaveAttribute('data-ready', 'true')
      const name = `Dialog test ${lang.code} ${Date.now().toString(36)}`
      await form.locator('[name="name"]').fill(name)
      await form.locator('[name="phone"]').fill('050 765 4321')
      await pastFillTime(page)

      // The enquiry is held on its way until the test lets it go.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/v1/leads', async (route) => {
        await held
        await route.continue()
      })
      await dialog.evaluate((el) => {
        ;(window as unknown as { prevented: number }).prevented = 0
        el.addEventListener('closeprevented', () => (window as unknown as { prevented: number }).prevented++)
      })
      await form.getByTestId('form-submit').click()
      await expect(form).toHaveAttribute('aria-busy', 'true')
      await page.keyboard.press('Escape')
      await dialog.getByTestId('modal-close').click()
      await expect(dialog).toBeVisible()
      await expect.poll(() => page.evaluate(() => (window as unknown as { prevented: number }).prevented)).toBe(2)
      await expect(dialog.getByTestId('enquiry-wait')).toHaveText(
        lang.code === 'ar' ? 'استفسارك قيد الإرسال؛ يمكنك إغلاق هذه النافذة بعد وصوله.' : 'Your enquiry is being sent; you can close this window once it has arrived.',
      )

      release()
      await expect(dialog.getByTestId('form-sent')).toBeVisible()
      await expect(dialog.getByTestId('enquiry-wait')).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      expect(await leadsNamed(admin, name)).toMatchObject([{ kind: 'property', property: p.id, phone: '+971507654321', locale: lang.code }])
    })

    if (once(lang)) test('/property/{id} is the same page, with /properties/{id} as canonical @desktop-only', async ({ page, request }) => {
      const p = await richProperty(request)
      const { title } = await api<Card>(request, `/real-estates/${p.id}`, lang.code)
      await visit(page, `${lang.prefix}/property/${p.id}`)
      await expect(page.locator('h1')).toHaveText(title)
      const canonical = new URL((await page.locator('link[rel=canonical]').getAttribute('href')) ?? '', page.url())
      expect(canonical.pathname).toMatch(new RegExp(`^${lang.prefix}/properties/${p.id}(-|$)`))
    })

    test('currency switch re-prices the property page and a project instalment @desktop-only', async ({ page, request }) => {
      const table = await rates(request)
      const p = await richProperty(request)
      await visit(page, `${lang.prefix}/properties/${p.id}`)
      const price = page.locator('main h1 ~ div [data-price]').first()
      await chooseCurrency(page, 'USD')
      const original = p.original_price
      if (!original) throw new Error('no price')
      await expect(price).toHaveText(priceText(lang.code, original.amount, original.currency, table.find((c) => c.code === 'USD'), table) ?? '')
      await expect(price).toContainText('$')

      const projects = await api<{ id: number }[]>(request, '/projects?per_page=50&sort=created_at')
      let project: ProjectDetail | null = null
      for (const { id } of projects) {
        const d = await api<ProjectDetail>(request, `/projects/${id}`)
        if (d.payment_plans.some((pl) => (pl.years ?? 0) > 0) && d.original_price) {
          project = d
          break
        }
      }
      if (!project?.original_price) throw new Error('the seed has no project with a payment plan')
      await visit(page, `${lang.prefix}/projects/${project.id}`)
      await expect(page.getByTestId('currency-switch')).toContainText('USD')
      const plan = project.payment_plans.find((pl) => (pl.years ?? 0) > 0) as Plan
      const usd = table.find((c) => c.code === 'USD')
      const expected = (years: number) => {
        const monthly = monthlyInstalment(project.original_price?.amount, { ...termsOf(plan), years })
        if (monthly === null) throw new Error('no instalment')
        return priceText(lang.code, toCents(monthly), project.original_price?.currency ?? '', usd, table) ?? ''
      }
      const calc = page.getByTestId('instalment-calculator')
      await expect(calc.getByTestId('calc-monthly')).toHaveText(expected(plan.years ?? 0))
      await calc.getByTestId('calc-years').fill(String((plan.years ?? 0) + 2))
      await expect(calc.getByTestId('calc-monthly')).toHaveText(expected((plan.years ?? 0) + 2))
      await expect(calc.getByTestId('calc-monthly')).toContainText('$')
      await chooseCurrency(page, 'EUR')
      const eur = table.find((c) => c.code === 'EUR')
      const monthly = monthlyInstalment(project.original_price.amount, { ...termsOf(plan), years: (plan.years ?? 0) + 2 }) ?? 0
      await expect(calc.getByTestId('calc-monthly')).toHaveText(priceText(lang.code, toCents(monthly), project.original_price.currency, eur, table) ?? '')
    })

    test(`compare: added from the page with a toast, kept across a reload, shown on /compare${phoneInArabic(lang)}`, async ({ page, request }) => {
      const cards = await api<Card[]>(request, '/real-estates?per_page=2&sort=created_at')
      const [a, b] = cards
      if (!a || !b) throw new Error('the seed has too few properties')
      await visit(page, `${lang.prefix}/properties/${a.id}`)
      const button = page.locator('main').getByTestId('compare-button').first()
      await expect(button).toHaveAttribute('aria-pressed', 'false')
      await button.click()
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('toast').filter({ hasText: lang.code === 'ar' ? 'أضيف إلى المقارنة' : 'Added to the comparison' })).toBeVisible()
      await page.reload()
      await expect(button).toHaveAttribute('aria-pressed', 'true')

      await visit(page, `${lang.prefix}/properties/${b.id}`)
      await page.locator('main').getByTestId('compare-button').first().click()
      await page.goto(`${lang.prefix}/compare`)
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/compare\\?properties=${a.id},${b.id}$`))
      const items = page.getByTestId('compare-table-properties').getByTestId('compare-item')
      await expect(items).toHaveCount(2)
      expect(await page.getByTestId('compare-row').count()).toBeGreaterThan(5)
      await expect(page.locator('[data-testid="compare-row"][data-differs]').first()).toBeVisible()
      await page.reload()
      await expect(items).toHaveCount(2)
    })

    if (once(lang)) test('compare: a shared link shows its items, and removing one updates the link @desktop-only', async ({ page, request }) => {
      const cards = await api<Card[]>(request, '/real-estates?per_page=3&sort=-created_at')
      const projects = await api<{ id: number; name: string }[]>(request, '/projects?per_page=1&sort=created_at')
      const ids = cards.map((c) => c.id)
      const project = projects[0]
      if (ids.length < 3 || !project) throw new Error('the seed has too few listings')
      await visit(page, `${lang.prefix}/compare?properties=${ids.join(',')}&projects=${project.id}`)
      const items = page.getByTestId('compare-table-properties').getByTestId('compare-item')
      await expect(items).toHaveCount(3)
      expect(await items.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))))).toEqual(ids)
      await expect(page.getByTestId('compare-table-projects').getByTestId('compare-item')).toHaveCount(1)
      await expect.poll(() => page.evaluate(() => window.manzil?.state().compare)).toEqual({ properties: ids, projects: [project.id] })

      await page.getByTestId('compare-table-properties').locator(`[data-testid="compare-remove"][data-id="${ids[1]}"]`).click()
      await expect(page).toHaveURL(new RegExp(`properties=${ids[0]},${ids[2]}&projects=${project.id}$`))
      await expect(items).toHaveCount(2)
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('manzil:compare') ?? '{}'))).toEqual({ properties: [ids[0], ids[2]], projects: [project.id] })
    })

    test('compare: empty state links to the search @desktop-only', async ({ page }) => {
      await visit(page, `${lang.prefix}/compare`)
      const empty = page.getByTestId('compare-empty')
      await expect(empty).toBeVisible()
      await expect(empty.locator(`a[href="${lang.prefix}/properties"]`)).toBeVisible()
    })

    if (once(lang)) test('/plans: the monthly instalment shown is the calculator applied to the record @desktop-only', async ({ page, request }) => {
      const table = await rates(request)
      await visit(page, `${lang.prefix}/plans?sort=monthly`)
      const code = ((await page.getByTestId('currency-switch').textContent()) ?? '').trim()
      const display = table.find((c) => c.code === code)
      const cards = page.getByTestId('plan-card')
      expect(await cards.count()).toBeGreaterThan(2)
      let previous = 0
      for (let i = 0; i < 3; i++) {
        const card = cards.nth(i)
        const id = Number(await card.getAttribute('data-id'))
        const record = await api<Card>(request, `/real-estates/${id}`)
        const converted = await api<Card & { price: { amount: number } }>(request, `/real-estates/${id}`, 'en', 'USD')
        if (!record.payment_plan || !record.original_price) throw new Error(`property ${id} has no plan`)
        const monthly = monthlyInstalment(record.original_price.amount, termsOf(record.payment_plan))
        expect(monthly).not.toBeNull()
        const money = card.locator('dd [data-price]')
        expect(Number(await money.getAttribute('data-price'))).toBeCloseTo(toCents(monthly ?? 0), 2)
        await expect(money).toHaveText(priceText(lang.code, toCents(monthly ?? 0), record.original_price.currency, display, table) ?? '')
        // Sorted by the monthly instalment, lowest first (compared in one currency).
        const inUsd = monthlyInstalment(converted.price.amount, termsOf(record.payment_plan)) ?? 0
        expect(inUsd).toBeGreaterThanOrEqual(previous - 1)
        previous = inUsd
      }

      await visit(page, `${lang.prefix}/plans?kind=projects&max_down=20&min_years=3`)
      const projectCards = page.getByTestId('plan-card')
      expect(await projectCards.count()).toBeGreaterThan(0)
      const card = projectCards.first()
      const id = Number(await card.getAttribute('data-id'))
      const project = await api<ProjectDetail>(request, `/projects/${id}`)
      const years = Number(await card.getByTestId('plan-years').getAttribute('data-years'))
      expect(years).toBeGreaterThanOrEqual(3)
      const fitting = project.payment_plans.filter((pl) => (pl.down_payment_percent ?? 0) <= 20 && (pl.years ?? 0) >= 3)
      const best = Math.min(...fitting.map((pl) => monthlyInstalment(project.original_price?.amount, termsOf(pl)) ?? Infinity))
      expect(Number(await card.locator('dd [data-price]').getAttribute('data-price'))).toBeCloseTo(toCents(best), 2)
    })

    if (once(lang)) test('/plans filters by down payment and years, kept in the address @desktop-only', async ({ page, request }) => {
      await visit(page, `${lang.prefix}/plans`)
      await page.locator('#plan-max-down').selectOption('10')
      await page.locator('#plan-min-years').selectOption('5')
      await page.locator('[data-testid="plan-filters"] button[type=submit]').click()
      await expect(page).toHaveURL(/max_down=10/)
      await expect(page).toHaveURL(/min_years=5/)
      const cards = page.getByTestId('plan-card')
      const count = await cards.count()
      for (let i = 0; i < Math.min(count, 4); i++) {
        const id = Number(await cards.nth(i).getAttribute('data-id'))
        const record = await api<Card>(request, `/real-estates/${id}`)
        expect(record.payment_plan?.down_payment_percent ?? 100).toBeLessThanOrEqual(10)
        expect(record.payment_plan?.years ?? 0).toBeGreaterThanOrEqual(5)
      }
      await expect(page.locator('#plan-max-down')).toHaveValue('10')
    })
  })
}
