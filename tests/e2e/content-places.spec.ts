import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { langs, once, phoneInArabic, visit } from './support/pages'
import { expect, test } from './support/site'

/**
 * The team, branches, FAQ, careers/jobs and status pages, in both languages; the team filter and
 * the branches map at 390 px (phone) and 1280 px (desktop), what the width cannot change at 1280 px.
 */

type Branch = { id: number; name: string; slug: string | null; phones: string[]; whatsapp: string | null; time_zone: string; location: { lat: number; lng: number } }
type Member = { id: number; name: string; branch: { id: number } | null }
type Faq = { id: number; question: string; answer: string }
type Career = { id: number; title: string; department: { value: string; label: string }; valid_through: string | null }

async function api<T>(request: APIRequestContext, path: string, locale: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: { 'Accept-Language': locale } })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/** Latin words in the page's main content, outside left-to-right islands (numbers, emails, codes) and the map's licence line. */
async function latinWords(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement
    copy.querySelectorAll('[dir="ltr"], .leaflet-control-attribution, script, style').forEach((el) => el.remove())
    return copy.textContent?.match(/[A-Za-z]{2,}/g) ?? []
  })
}

for (const lang of langs) {
  test.describe(`${lang.code}`, () => {
    test.describe('our team', () => {
      test(`filters by branch at once with JavaScript, keeping the filter in the address${phoneInArabic(lang)}`, async ({ page, request }) => {
        const [members, branches] = await Promise.all([api<Member[]>(request, '/our-team?per_page=50', lang.code), api<Branch[]>(request, '/our-branches?per_page=50', lang.code)])
        await visit(page, `${lang.prefix}/our-team`)
        const cards = page.getByTestId('team-member')
        await expect(cards).toHaveCount(members.length)
        await expect(page.locator('[data-testid="team-member"]:visible')).toHaveCount(members.length)

        const target = branches.find((b) => members.some((m) => m.branch?.id === b.id))
        if (!target?.slug) throw new Error('the seed has no branch with members')
        const expected = members.filter((m) => m.branch?.id === target.id).length
        expect(expected).toBeLessThan(members.length)

        // A full page load would lose this flag.
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
        const link = page.getByTestId('team-filter').locator(`a[data-value="${target.slug}"]`)
        await expect(link).toContainText(target.name)
        await link.click()
        await expect(page).toHaveURL(new RegExp(`[?&]branch=${target.slug}$`))
        await expect(page.locator('[data-testid="team-member"]:visible')).toHaveCount(expected)
        for (const branch of await page.locator('[data-testid="team-member"]:visible').evaluateAll((els) => els.map((el) => el.getAttribute('data-branch')))) {
          expect(branch).toBe(target.slug)
        }
        await expect(link).toHaveAttribute('aria-current', 'page')
        await expect(page.getByTestId('team-count')).toContainText(String(expected))
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

        await page.goBack()
        await expect(page.locator('[data-testid="team-member"]:visible')).toHaveCount(members.length)
      })

      if (once(lang)) test('the filter works without JavaScript, as plain links @desktop-only', async ({ browser, request, site }) => {
        const [members, branches] = await Promise.all([api<Member[]>(request, '/our-team?per_page=50', lang.code), api<Branch[]>(request, '/our-branches?per_page=50', lang.code)])
        const target = branches.filter((b) => members.some((m) => m.branch?.id === b.id)).at(-1)
        if (!target?.slug) throw new Error('the seed has no branch with members')
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.baseURL })
        const page = await context.newPage()
        await page.goto(`${lang.prefix}/our-team?branch=${target.slug}`)
        await expect(page.locator('[data-testid="team-member"]:visible')).toHaveCount(members.filter((m) => m.branch?.id === target.id).length)
        await page.getByTestId('team-filter').locator('a[data-value=""]').click()
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/our-team$`))
        await expect(page.locator('[data-testid="team-member"]:visible')).toHaveCount(members.length)
        await context.close()
      })

      if (once(lang)) test('each member shows a photo, a role and call, WhatsApp and email links; no stray English in Arabic @desktop-only', async ({ page }) => {
        await visit(page, `${lang.prefix}/our-team`)
        const first = page.getByTestId('team-member').first()
        await expect(first.locator('img')).toHaveAttribute('src', /.+/)
        await expect(first.getByTestId('member-call')).toHaveAttribute('href', /^tel:\+\d{8,}$/)
        await expect(first.getByTestId('member-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,}$/)
        await expect(first.getByTestId('member-email')).toHaveAttribute('href', /^mailto:.+@.+/)
        const name = await first.getByTestId('member-name').innerText()
        await expect(first.getByTestId('member-call')).toHaveAttribute('aria-label', new RegExp(name))
        await expect(first.locator('bdi[dir="ltr"]').first()).toHaveText(/^\+\d+$/)
        if (lang.code === 'ar') expect(await latinWords(page)).toEqual([])
      })
    })

    test.describe('our branches', () => {
      test(`one map of all branches: a marker each, where they are, with the OpenStreetMap credit${phoneInArabic(lang)}`, async ({ page, request }) => {
        const branches = await api<Branch[]>(request, '/our-branches?per_page=50', lang.code)
        expect(branches.length).toBeGreaterThan(1)
        await visit(page, `${lang.prefix}/our-branches`)
        const map = page.getByTestId('branches-map')
        await map.scrollIntoViewIfNeeded()
        const markers = map.locator('.leaflet-marker-icon')
        await expect(markers).toHaveCount(branches.length)
        await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap')
        await expect(map.locator('.leaflet-control-attribution a[href*="openstreetmap.org/copyright"]')).toHaveCount(1)

        // The view fits every marker, and east/west and north/south come out the right way round.
        const box = await map.boundingBox()
        if (!box) throw new Error('no map box')
        const spots = new Map<string, { x: number; y: number }>()
        for (const b of branches) {
          const marker = map.locator(`.leaflet-marker-icon[title="${b.name}"]`)
          await expect(marker).toHaveCount(1)
          const m = await marker.boundingBox()
          if (!m) throw new Error(`no box for ${b.name}`)
          const tip = { x: m.x + m.width / 2, y: m.y + m.height }
          expect(tip.x).toBeGreaterThanOrEqual(box.x)
          expect(tip.x).toBeLessThanOrEqual(box.x + box.width)
          expect(tip.y).toBeGreaterThanOrEqual(box.y)
          expect(tip.y).toBeLessThanOrEqual(box.y + box.height)
          spots.set(b.name, tip)
        }
        const by = (f: (b: Branch) => number) => [...branches].sort((a, b) => f(a) - f(b))
        const westToEast = by((b) => b.location.lng)
        const southToNorth = by((b) => b.location.lat)
        expect(spots.get(westToEast[0]!.name)!.x).toBeLessThan(spots.get(westToEast.at(-1)!.name)!.x)
        expect(spots.get(southToNorth[0]!.name)!.y).toBeGreaterThan(spots.get(southToNorth.at(-1)!.name)!.y)
      })

      if (once(lang)) test('Leaflet is fetched for the branches map only, not by other pages @desktop-only', async ({ page }) => {
        const scripts: Promise<string>[] = []
        page.on('response', (response) => {
          if (/\.(js|css)(\?|$)/.test(response.url())) scripts.push(response.text().catch(() => ''))
        })
        const leafletLoaded = async () => (await Promise.all(scripts)).some((s) => s.includes('leafletjs.com') || s.includes('.leaflet-pane'))
        for (const path of ['/our-team', '/faq', '/careers']) {
          await visit(page, `${lang.prefix}${path}`)
          await page.locator('footer').scrollIntoViewIfNeeded()
          // Whatever the page loads lazily as it scrolls has arrived.
          await page.waitForLoadState('networkidle')
          expect(await leafletLoaded(), path).toBe(false)
        }
        await visit(page, `${lang.prefix}/our-branches`)
        await page.getByTestId('branches-map').scrollIntoViewIfNeeded()
        await expect(page.locator('.leaflet-container')).toHaveCount(1)
        await expect.poll(leafletLoaded).toBe(true)
      })

      if (once(lang)) test('address, phones left to right, WhatsApp, directions to the coordinates, the week’s hours @desktop-only', async ({ page, request }) => {
        const branches = await api<Branch[]>(request, '/our-branches?per_page=50', lang.code)
        await visit(page, `${lang.prefix}/our-branches`)
        const cards = page.getByTestId('branch')
        await expect(cards).toHaveCount(branches.length)
        for (const [i, b] of branches.entries()) {
          const card = cards.nth(i)
          await expect(card.getByRole('heading', { level: 2 })).toHaveText(b.name)
          await expect(card.getByTestId('branch-address')).not.toBeEmpty()
          const phones = card.getByTestId('branch-phone')
          await expect(phones).toHaveCount(b.phones.length)
          for (const [j, number] of b.phones.entries()) {
            await expect(phones.nth(j)).toHaveAttribute('href', `tel:+${number.replace(/\D/g, '')}`)
            await expect(phones.nth(j).locator('bdi[dir="ltr"]')).toHaveText(number)
          }
          if (b.whatsapp) await expect(card.getByTestId('branch-whatsapp')).toHaveAttribute('href', `https://wa.me/${b.whatsapp.replace(/\D/g, '')}`)
          const directions = await card.getByTestId('branch-directions').getAttribute('href')
          expect(new URL(directions ?? '').searchParams.get('destination')).toBe(`${b.location.lat},${b.location.lng}`)
          await expect(card.getByTestId('branch-hours').locator('[data-day]')).toHaveCount(7)
        }
        if (lang.code === 'ar') expect(await latinWords(page)).toEqual([])
      })

      if (once(lang)) test('open-now badge is worked out in the browser, in each branch’s own time zone @desktop-only', async ({ page, request }) => {
        const branches = await api<Branch[]>(request, '/our-branches?per_page=50', lang.code)
        const dubai = branches.find((b) => b.time_zone === 'Asia/Dubai' && b.slug === 'dubai')
        const cairo = branches.find((b) => b.time_zone === 'Africa/Cairo')
        if (!dubai || !cairo) throw new Error('the seed has no Dubai or Cairo branch')
        // Monday 23 November 2026, 10:00 in Dubai and 08:00 in Cairo: Dubai (09:00–18:00) is open, Cairo (from 10:00) not yet.
        await page.clock.setFixedTime(new Date('2026-11-23T06:00:00Z'))
        await visit(page, `${lang.prefix}/our-branches`)
        const badge = (b: Branch) => page.locator(`[data-testid="branch"][data-branch="${b.slug}"]`).getByTestId('open-badge')
        await expect(badge(dubai)).toHaveAttribute('data-state', 'open')
        await expect(badge(dubai)).toContainText('18:00')
        await expect(badge(cairo)).toHaveAttribute('data-state', 'closed')
        await expect(badge(cairo)).toContainText('10:00')
        await expect(badge(cairo).locator('bdi[dir="ltr"]')).toHaveText('10:00')
      })

      if (once(lang)) test('the badge refreshes on its own as the minute changes @desktop-only', async ({ page, request }) => {
        const branches = await api<Branch[]>(request, '/our-branches?per_page=50', lang.code)
        const dubai = branches.find((b) => b.slug === 'dubai')
        if (!dubai) throw new Error('the seed has no Dubai branch')
        // 17:59 on a Monday in Dubai: open for one more minute.
        await page.clock.install({ time: new Date('2026-11-23T13:59:00Z') })
        await visit(page, `${lang.prefix}/our-branches`)
        const badge = page.locator('[data-testid="branch"][data-branch="dubai"]').getByTestId('open-badge')
        await expect(badge).toHaveAttribute('data-state', 'open')
        await page.clock.fastForward('02:00')
        await expect(badge).toHaveAttribute('data-state', 'closed')
        await expect(badge).toContainText('09:00')
      })
    })

    test.describe('faq', () => {
      if (once(lang)) test('questions open and close from the keyboard, with a visible focus ring @desktop-only', async ({ page }) => {
        await visit(page, `${lang.prefix}/faq`)
        const item = page.getByTestId('faq-item').first()
        const summary = item.locator('summary')
        await page.getByTestId('faq-search').focus()
        await page.keyboard.press('Tab')
        await expect(summary).toBeFocused()
        expect(await summary.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
        await expect(item.locator('p')).toBeHidden()
        await page.keyboard.press('Enter')
        await expect(item).toHaveAttribute('open', '')
        await expect(item.locator('p')).toBeVisible()
        await page.keyboard.press('Space')
        await expect(item).not.toHaveAttribute('open', '')
        await expect(item.locator('p')).toBeHidden()
      })

      test('the search box filters as you type, with a live count, hidden empty groups and an empty state @desktop-only', async ({ page, request }) => {
        const faqs = await api<Faq[]>(request, '/faqs?per_page=50', lang.code)
        await visit(page, `${lang.prefix}/faq`)
        await expect(page.getByTestId('faq-item')).toHaveCount(faqs.length)
        const groupsBefore = await page.locator('[data-testid="faq-group"]:visible').count()
        // Arabic typed without hamza still finds "الأجانب"; English typed in capitals finds "deposit".
        const [typed, needle] = lang.code === 'ar' ? ['الاجانب', 'أجانب'] : ['DEPOSIT', 'deposit']
        const expected = faqs.filter((f) => `${f.question} ${f.answer}`.toLowerCase().includes(needle)).length
        expect(expected).toBeGreaterThan(0)
        await page.getByTestId('faq-search').fill(typed)
        await expect(page.locator('[data-testid="faq-item"]:visible')).toHaveCount(expected)
        await expect(page.getByTestId('faq-count')).toContainText(String(faqs.length))
        await expect(page.getByTestId('faq-count')).toHaveAttribute('aria-live', 'polite')
        expect(await page.locator('[data-testid="faq-group"]:visible').count()).toBeLessThan(groupsBefore)

        await page.getByTestId('faq-search').fill('zzqx')
        await expect(page.locator('[data-testid="faq-item"]:visible')).toHaveCount(0)
        await expect(page.getByTestId('faq-empty')).toBeVisible()
        await page.getByTestId('faq-empty').getByRole('button').click()
        await expect(page.locator('[data-testid="faq-item"]:visible')).toHaveCount(faqs.length)
        await expect(page.getByTestId('faq-empty')).toHaveCount(0)
        if (lang.code === 'ar') expect(await latinWords(page)).toEqual([])
      })
    })

    test.describe('careers and jobs', () => {
      /** The postings whose valid-through date has passed, read through the CMS's own API. */
      async function expired(request: APIRequestContext): Promise<{ id: number; title: string }[]> {
        const response = await request.get(`/api/careers?locale=${lang.code}&depth=0&limit=50&where[validThrough][less_than]=${new Date(Date.now() - 86_400_000).toISOString()}`)
        expect(response.ok()).toBe(true)
        return ((await response.json()) as { docs: { id: number; title: string }[] }).docs
      }

      if (once(lang)) test('an expired posting is not listed, and its page says it is closed with no apply button @desktop-only', async ({ page, request }) => {
        const [gone, open] = await Promise.all([expired(request), api<Career[]>(request, '/careers?per_page=50', lang.code)])
        expect(gone.length).toBeGreaterThan(0)
        for (const path of ['/careers', '/jobs']) {
          await visit(page, `${lang.prefix}${path}`)
          await expect(page.getByTestId('career-item')).toHaveCount(open.length)
          for (const job of gone) await expect(page.getByTestId('career-item').filter({ hasText: job.title })).toHaveCount(0)
        }
        for (const base of ['/careers', '/jobs']) {
          const response = await visit(page, `${lang.prefix}${base}/${gone[0]!.id}`)
          expect(response?.status()).toBe(200)
          await expect(page.getByTestId('career-closed')).toBeVisible()
          await expect(page.getByTestId('career-apply')).toHaveCount(0)
          await expect(page.locator('main a[href*="/jobs/request"]')).toHaveCount(0)
        }
        await visit(page, `${lang.prefix}/jobs/request?job=${gone[0]!.id}`)
        await expect(page.getByTestId('career-closed')).toContainText(gone[0]!.title)
        await expect(page.getByTestId('selected-job')).toHaveCount(0)
        const live = open[0]!
        await visit(page, `${lang.prefix}/careers/${live.id}`)
        await expect(page.getByTestId('career-closed')).toHaveCount(0)
        await expect(page.getByTestId('career-apply')).toHaveAttribute('href', `${lang.prefix}/jobs/request?job=${live.id}`)
        if (lang.code === 'ar') expect(await latinWords(page)).toEqual([])
      })

      if (once(lang)) test('careers pages are rendered per request, so an expiry is never frozen in the app’s page cache @desktop-only', async ({ request }) => {
        for (const path of ['/careers', '/jobs']) {
          const response = await request.get(`${lang.prefix}${path}`)
          expect(response.status()).toBe(200)
          // Never kept in the app's page cache (how long a shared cache may keep it is the cache contract's, tests/api).
          expect(response.headers()['x-nextjs-cache']).toBeUndefined()
        }
      })

      if (once(lang)) test('/jobs filters by department with a plain form, kept in the address @desktop-only', async ({ page, request }) => {
        const open = await api<Career[]>(request, '/careers?per_page=50', lang.code)
        const department = open[0]!.department
        const expected = open.filter((c) => c.department.value === department.value).length
        expect(expected).toBeLessThan(open.length)
        await visit(page, `${lang.prefix}/jobs`)
        await page.getByTestId('jobs-filters').locator('select[name="department"]').selectOption(department.value)
        await page.getByTestId('jobs-filters').locator('button[type="submit"]').click()
        await expect(page).toHaveURL(new RegExp(`department=${department.value}`))
        await expect(page.getByTestId('career-item')).toHaveCount(expected)
        for (const facts of await page.getByTestId('career-facts').allInnerTexts()) expect(facts).toContain(department.label)
      })
    })

    test.describe('status page', () => {
      test('version, build, a real database round trip with its latency, locale and currency; never indexed @desktop-only', async ({ page, context }) => {
        const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }
        const buildId = fs.readFileSync('.next/BUILD_ID', 'utf8').trim()
        const response = await visit(page, `${lang.prefix}/test`)
        expect(response?.status()).toBe(200)
        expect(response?.headers()['x-robots-tag']).toMatch(/noindex/)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        await expect(page.getByTestId('status-version')).toContainText(pkg.version)
        await expect(page.getByTestId('status-build')).toContainText(buildId)
        await expect(page.getByTestId('status-database')).toHaveAttribute('data-ok', 'true')
        await expect(page.getByTestId('status-database').locator('bdi[dir="ltr"]')).toHaveText(/^\d+$/)
        await expect(page.getByTestId('status-database')).toContainText(lang.code === 'ar' ? 'ملّي ثانية' : 'ms')
        await expect(page.getByTestId('status-locale')).toContainText(`(${lang.code})`)
        await expect(page.getByTestId('status-currency')).toHaveText(/[A-Z]{3}$/)
        if (lang.code === 'ar') expect(await latinWords(page)).toEqual([])

        // The visitor's chosen currency is the one shown.
        const shown = (await page.getByTestId('status-currency').locator('bdi').innerText()).trim()
        const other = shown === 'USD' ? 'EUR' : 'USD'
        await context.addCookies([{ name: 'CURRENCY', value: other, url: page.url() }])
        await page.reload()
        await expect(page.getByTestId('status-currency')).toContainText(other)
      })
    })
  })
}
