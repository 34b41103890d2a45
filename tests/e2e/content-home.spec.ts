import type { APIRequestContext, Page } from '@playwright/test'
import { langs, once, phoneInArabic } from './support/pages'
import { expect as baseExpect, test } from './support/site'
import { ADMIN, signedInOnce } from './support/staff'

/**
 * The home page (sections from the CMS page `home-page`, the hero's quick search) and the insights
 * page (market figures from the published listings), in both languages at 390 px and 1280 px.
 * What the pages show is checked against the CMS and the public API, never against fixed text.
 */

// A page render after an editor's change waits for the server; a busy 2-core machine may take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

type Block = { id: string; blockType: string; hidden?: boolean | null; heading?: string | null; properties?: number[] | null; projects?: number[] | null; [k: string]: unknown }
type HomePage = { id: number; layout: Block[] }

async function visit(page: Page, path: string) {
  await page.addInitScript(() => sessionStorage.setItem('manzil:landed', '1'))
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await page.waitForFunction(() => Boolean(window.manzil))
}

/** The `home-page` record as the CMS holds it in one language (relations as ids). */
async function homePage(request: APIRequestContext, locale: string): Promise<HomePage> {
  const answer = await request.get(`/api/pages?where[permalink][equals]=home-page&locale=${locale}&depth=0&limit=1`)
  expect(answer.status()).toBe(200)
  const doc = ((await answer.json()) as { docs: HomePage[] }).docs[0]
  if (!doc) throw new Error('no home-page')
  return doc
}

/** The headings of the sections the page shows, in order: the hero's h1, then each section's h2. */
const sectionHeadings = (page: Page) => page.locator('main').locator('h1, h2').allInnerTexts()

/** The headings a layout should show: its visible blocks that carry one. */
const expectedHeadings = (layout: Block[]) => layout.filter((b) => !b.hidden && b.heading).map((b) => b.heading!.trim())

async function api<T>(request: APIRequestContext, path: string, lang: string, headers: Record<string, string> = {}): Promise<{ data: T; meta?: { total: number } }> {
  const answer = await request.get(`/api/v1${path}`, { headers: { 'Accept-Language': lang, ...headers } })
  expect(answer.status(), path).toBe(200)
  return (await answer.json()) as { data: T; meta?: { total: number } }
}

test('a listing published or withdrawn after the home page was cached changes its count at once @desktop-only', async ({ page }) => {
  test.setTimeout(180_000)
  const admin = await signedInOnce(ADMIN)
  const count = () => page.locator('[data-figure="listings"] dd bdi').innerText()
  const number = (text: string) => Number(text.replace(/[^0-9]/g, ''))
  await visit(page, '/en')
  const before = number(await count())
  const [model] = ((await (await admin.get('/api/properties?depth=0&limit=1&where[published][equals]=true')).json()) as { docs: Record<string, unknown>[] }).docs
  const { id: _id, createdAt: _c, updatedAt: _u, reference: _r, slug: _s, searchText: _t, ...data } = model!
  const made = await admin.post('/api/properties', { data: { ...data, reference: `E2E-HOME-${Date.now().toString(36)}`, title: 'A listing published while home was cached', published: true } })
  expect(made.status(), await made.text()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number } }
  try {
    await expect(async () => {
      await visit(page, '/en')
      baseExpect(number(await count())).toBe(before + 1)
    }).toPass({ timeout: 60_000 })
  } finally {
    expect((await admin.delete(`/api/properties/${doc.id}`)).status()).toBe(200)
  }
  await expect(async () => {
    await visit(page, '/en')
    baseExpect(number(await count())).toBe(before)
  }).toPass({ timeout: 60_000 })
  await admin.dispose()
})

test("an editor's change to home-page shows on the site at once, in both languages @desktop-only", async ({ page }) => {
  test.setTimeout(180_000)
  test.skip(test.info().project.name === 'phone', 'edits the shared page once, from the desktop project')
  const admin = await signedInOnce(ADMIN)
  const original = { ar: await homePage(admin, 'ar'), en: await homePage(admin, 'en') }
  const save = async (locale: string, layout: Block[]) => {
    const answer = await admin.patch(`/api/pages/${original.ar.id}?locale=${locale}&depth=0`, { data: { layout } })
    expect(answer.status(), await answer.text()).toBe(200)
  }
  try {
    // Figures up before the featured properties, the latest articles hidden, a new heading (Arabic only).
    const edited = (layout: Block[], heading?: string) => {
      const list = layout.map((b) => ({ ...b }))
      const figures = list.findIndex((b) => b.blockType === 'figures')
      const [moved] = list.splice(figures, 1)
      list.splice(list.findIndex((b) => b.blockType === 'featuredProperties'), 0, moved!)
      for (const b of list) {
        if (b.blockType === 'latestArticles') b.hidden = true
        if (heading && b.blockType === 'featuredProperties') b.heading = heading
      }
      return list
    }
    const heading = `عقارات الأسبوع ${Date.now().toString(36)}`
    await save('ar', edited(original.ar.layout, heading))
    const now = { ar: await homePage(admin, 'ar'), en: await homePage(admin, 'en') }
    expect(now.en.layout.map((b) => b.blockType)).toEqual(edited(original.en.layout).map((b) => b.blockType))
    for (const lang of langs) {
      await expect(async () => {
        await visit(page, lang.home)
        expect(await sectionHeadings(page)).toEqual(expectedHeadings(now[lang.code].layout))
      }).toPass({ timeout: 60_000 })
      const articles = original[lang.code].layout.find((b) => b.blockType === 'latestArticles')?.heading
      await expect(page.getByRole('heading', { level: 2, name: articles ?? '' })).toHaveCount(0)
    }
    await visit(page, '/')
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    // The English heading was not touched.
    const enHeading = original.en.layout.find((b) => b.blockType === 'featuredProperties')?.heading
    await visit(page, '/en')
    await expect(page.getByRole('heading', { level: 2, name: enHeading ?? '' })).toBeVisible()
  } finally {
    await save('ar', original.ar.layout)
    await save('en', original.en.layout)
    await admin.dispose()
  }
  await expect(async () => {
    await visit(page, '/')
    expect(await sectionHeadings(page)).toEqual(expectedHeadings(original.ar.layout))
  }).toPass({ timeout: 60_000 })
})

test('after an edit no visitor is served an older page than one already shown, in either language, and the page is cached again @desktop-only', async ({ playwright, baseURL }) => {
  // Pages are rendered while the edits are made, so renders that read the records before an edit
  // end after it. None may be kept as fresh: once a visitor has been shown an edit, no request that
  // starts later shows what was there before it (a request that arrives while a render is under
  // way shares that render, as with any cache that collapses requests).
  test.setTimeout(120_000)
  const admin = await signedInOnce(ADMIN)
  const marker = (k: number) => `E2E-CACHE-${k}-`
  const made = await admin.post('/api/services?locale=ar', { data: { title: `خدمة ${marker(0)}`, order: 9999, published: true } })
  expect(made.status(), await made.text()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number } }
  expect((await admin.patch(`/api/services/${doc.id}?locale=en`, { data: { title: `Service ${marker(0)}` } })).status()).toBe(200)
  const pages = [
    { path: `/services/${doc.id}`, locale: 'ar', title: (k: number) => `خدمة ${marker(k)}` },
    { path: `/en/services/${doc.id}`, locale: 'en', title: (k: number) => `Service ${marker(k)}` },
  ]
  const visitor = await playwright.request.newContext({ baseURL })
  type Seen = { started: number; ended: number; k: number; cache: string | undefined }
  const seen = new Map<string, Seen[]>(pages.map((p) => [p.path, []]))
  const load = async (path: string): Promise<Seen> => {
    const started = performance.now()
    const answer = await visitor.get(path)
    expect(answer.status()).toBe(200)
    const k = Number(/E2E-CACHE-(\d+)-/.exec(await answer.text())?.[1] ?? -1)
    const record = { started, ended: performance.now(), k, cache: answer.headers()['x-nextjs-cache'] }
    seen.get(path)!.push(record)
    return record
  }
  let editing = true
  const readers = pages.flatMap((p) => [0, 1].map(async () => {
    while (editing) await load(p.path)
  }))
  const edits = 10
  try {
    for (let k = 1; k <= edits; k++) {
      for (const p of pages) expect((await admin.patch(`/api/services/${doc.id}?locale=${p.locale}`, { data: { title: p.title(k) } })).status()).toBe(200)
      // The edit is applied: the page shows it (a request may first share a render begun before it).
      for (const p of pages) await expect(async () => baseExpect((await load(p.path)).k).toBe(k)).toPass({ timeout: 15_000 })
    }
  } finally {
    editing = false
    await Promise.all(readers)
  }
  for (const p of pages) {
    const answers = seen.get(p.path)!
    expect(answers.length).toBeGreaterThan(edits * 2)
    for (const a of answers)
      for (const b of answers)
        if (b.started > a.ended) baseExpect(b.k, `${p.path}: a request begun after one showed edit ${a.k} showed edit ${b.k}`).toBeGreaterThanOrEqual(a.k)
    // Served from the cache again, with the last edit.
    await expect(async () => {
      const again = await load(p.path)
      baseExpect(again.cache).toBe('HIT')
      baseExpect(again.k).toBe(edits)
    }).toPass({ timeout: 15_000 })
  }
  expect((await admin.delete(`/api/services/${doc.id}`)).status()).toBe(200)
  await visitor.dispose()
  await admin.dispose()
})

for (const lang of langs) {
  test.describe(`home in ${lang.code}`, () => {
    test(`shows the sections of the CMS page in its order, the hand-picked listings in theirs${phoneInArabic(lang)}`, async ({ page, request }) => {
      const cms = await homePage(request, lang.code)
      const types = cms.layout.map((b) => b.blockType)
      for (const section of ['hero', 'featuredProperties', 'featuredProjects', 'luxuryStrip', 'servicesList', 'latestArticles', 'figures', 'cta']) expect(types).toContain(section)
      await visit(page, lang.home)
      expect(await sectionHeadings(page)).toEqual(expectedHeadings(cms.layout))
      const featured = cms.layout.find((b) => b.blockType === 'featuredProperties')
      const picks = (featured?.properties ?? []).slice(0, Number(featured?.limit ?? 6))
      expect(picks.length).toBeGreaterThan(0)
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: featured?.heading ?? '' }) })
      const shown = await section.getByTestId('property-card').evaluateAll((cards) => cards.map((c) => Number(/\/properties\/(\d+)/.exec(c.querySelector('a')?.getAttribute('href') ?? '')?.[1])))
      expect(shown).toEqual(picks)
      await expect(page.locator('html')).toHaveAttribute('dir', lang.code === 'ar' ? 'rtl' : 'ltr')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
    })

    if (once(lang)) test('the figures count the published listings, cities and projects @desktop-only', async ({ page, request }) => {
      const format = (n: number) => new Intl.NumberFormat(lang.code === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US').format(n)
      const figure = (source: string) => page.locator(`[data-figure="${source}"] dd bdi`)
      const [listings, projects, cities] = await Promise.all([
        api<unknown[]>(request, '/real-estates?per_page=1', lang.code),
        api<unknown[]>(request, '/projects?per_page=1', lang.code),
        api<{ cities: { value: string; count: number }[] }>(request, '/real-estates/filters', lang.code),
      ])
      await visit(page, lang.home)
      await expect(figure('listings')).toHaveText(format(listings.meta?.total ?? -1))
      await expect(figure('projects')).toHaveText(format(projects.meta?.total ?? -1))
      await expect(figure('cities')).toHaveText(format(cities.data.cities.filter((c) => c.count > 0).length))
      await expect(figure('listings')).toHaveAttribute('dir', 'ltr')
    })

    test(`the quick search lands on the search page with its answers as filters${phoneInArabic(lang)}`, async ({ page, request }) => {
      await visit(page, lang.home)
      const form = page.getByTestId('quick-search')
      await expect(form).toBeVisible()
      const options = (key: string) => form.locator(`[data-quick="${key}"] option`).evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== 'not-selected-value'))
      const [type] = await options('type')
      const [city] = await options('city')
      expect(type && city).toBeTruthy()
      await form.locator('[data-quick="purpose"]').selectOption('sale')
      await form.locator('[data-quick="type"]').selectOption(type!)
      await form.locator('[data-quick="city"]').selectOption(city!)
      await form.locator('[data-quick="max_price"]').fill(lang.code === 'ar' ? '٥٠٠٠٠٠٠٠' : '50000000')
      await form.locator('[data-quick="search"]').fill('  ')
      await form.getByRole('button').click()
      await expect(page).toHaveURL((url) => url.pathname === `${lang.prefix}/properties`)
      const params = new URL(page.url()).searchParams
      expect(params.get('purpose')).toBe('sale')
      expect(params.get('type')).toBe(type)
      expect(params.get('city')).toBe(city)
      expect(params.get('max_price')).toBe('50000000')
      expect(params.get('currency')).toMatch(/^[A-Z]{3}$/)
      expect(params.has('search')).toBe(false)
      // The city's state and country come along, so the search page shows the whole place.
      expect(params.get('state')).toMatch(/^\d+$/)
      expect(params.get('country')).toMatch(/^\d+$/)
      // The search page counts what the public API counts for the same filters.
      const filters = new URLSearchParams({ per_page: '1' })
      for (const key of ['purpose', 'type', 'country', 'state', 'city', 'max_price']) filters.set(`filter[${key}]`, params.get(key)!)
      const total = (await api<unknown[]>(request, `/real-estates?${filters}`, lang.code, { 'X-Currency': params.get('currency')! })).meta?.total
      await expect(page.getByTestId('result-count')).toHaveAttribute('data-total', String(total))
    })
  })

  test.describe(`insights in ${lang.code}`, () => {
    test(`draws the market by city and type, sale apart from rent, with a table behind each chart${phoneInArabic(lang)}`, async ({ page, request }) => {
      await visit(page, `${lang.prefix}/insights`)
      const [all, sale, rent] = await Promise.all(
        ([{}, { 'filter[purpose]': 'sale' }, { 'filter[purpose]': 'rent' }] as Record<string, string>[]).map(async (f) => (await api<unknown[]>(request, `/real-estates?${new URLSearchParams({ per_page: '1', ...f })}`, lang.code)).meta?.total),
      )
      const format = (n: number) => new Intl.NumberFormat(lang.code === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US').format(n ?? -1)
      await expect(page.locator('[data-figure="listings"] dd')).toHaveText(format(all!))
      await expect(page.locator('[data-figure="sale"] dd')).toHaveText(format(sale!))
      await expect(page.locator('[data-figure="rent"] dd')).toHaveText(format(rent!))

      for (const chart of ['sale-city', 'sale-type', 'rent-city', 'rent-type']) {
        const figure = page.getByTestId(`chart-${chart}`)
        const bars = figure.getByRole('img')
        await expect(bars).toHaveAttribute('aria-label', /\S/)
        const drawn = await figure.locator('svg[data-bar]').count()
        expect(drawn).toBeGreaterThan(0)
        await figure.locator('summary').click()
        const table = figure.getByRole('table')
        await expect(table).toBeVisible()
        // Every bar has its row; rows add up to the listings of that purpose.
        const rows = table.locator('tbody tr')
        expect(await rows.count()).toBeGreaterThanOrEqual(drawn)
        const counts = await rows.locator('td:nth-child(2)').allInnerTexts()
        const sum = counts.reduce((s, c) => s + Number(c.replace(/\D/g, '')), 0)
        if (chart.endsWith('city')) expect(sum).toBe(chart.startsWith('sale') ? sale : rent)
        // The longest bar is the highest median: bars are sorted, highest first.
        const widths = await figure.locator('svg[data-bar] rect:last-child').evaluateAll((r) => r.map((e) => Number(e.getAttribute('width'))))
        expect([...widths].sort((a, b) => b - a)).toEqual(widths)
        expect(widths[0]).toBe(100)
      }
      // Numbers read left to right inside Arabic.
      await expect(page.locator('[data-figure="listings"] dd bdi')).toHaveAttribute('dir', 'ltr')
      // Open, the wide tables scroll in their box: the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
    })

    if (once(lang)) test('shows every amount in the currency the visitor picks @desktop-only', async ({ page }) => {
      await visit(page, `${lang.prefix}/insights`)
      const amounts = page.getByTestId('range-sale').locator('[data-price]')
      await expect(amounts).toHaveCount(3)
      const before = await amounts.first().innerText()
      await page.getByTestId('currency-switch').click()
      const other = page.getByTestId('currency-list').locator('[role="option"][aria-selected="false"]').first()
      const code = (await other.locator('span[dir="ltr"]').innerText()).trim()
      await other.click()
      await expect(amounts.first()).not.toHaveText(before)
      const shown = await amounts.first().innerText()
      const expected = new Intl.NumberFormat(lang.code === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US', { style: 'currency', currency: code, maximumFractionDigits: 0 }).formatToParts(1)
      const symbol = expected.find((p) => p.type === 'currency')?.value ?? code
      expect(shown).toContain(symbol)
      // The table's amounts follow too.
      const tableAmount = page.getByTestId('table-sale-city').locator('[data-price]').first()
      expect(await tableAmount.textContent()).toContain(symbol)
    })

    if (once(lang)) test('lists the market articles @desktop-only', async ({ page, request }) => {
      await visit(page, `${lang.prefix}/insights`)
      const insightArticles = await api<{ id: number }[]>(request, '/blogs?filter[insight]=true&per_page=6', lang.code)
      expect(insightArticles.data.length).toBeGreaterThan(0)
      await expect(page.getByTestId('article-card')).toHaveCount(insightArticles.data.length)
    })
  })
}
