import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { langs, once, phoneInArabic, type Lang } from './support/pages'
import { expect as baseExpect, test } from './support/site'
import { areaIn, type AreaUnit } from '@/lib/area'

/**
 * The listing and search pages (issue 5) in both languages. Every count the pages show is checked
 * against the database through the public API (`meta.total`), which the API contract suite checks
 * against the records themselves. What the filters do is checked at 1280 px; the phone's own ways
 * (the filter sheet, pagination, the maps) at 390 px too.
 */

// Every filter change is a server render: on a shared 2-core machine under load one may take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 })

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024

type Option = { value: string; label: string; count?: number }
type PropertyFilters = Record<'types' | 'categories' | 'purposes' | 'bedrooms' | 'bathrooms' | 'furnishing_types' | 'virtual', Option[]> & {
  price: { min: number; max: number; currency: string }
  size: { min: number; max: number }
  total: number
}
type Card = { id: number; title: string; price: { amount: number; currency: string } | null }

async function visit(page: Page, path: string) {
  await page.addInitScript(() => sessionStorage.setItem('manzil:landed', '1'))
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  // The shell's idle-time part has started: the page is hydrated.
  await page.waitForFunction(() => Boolean(window.manzil))
}

async function api<T>(request: APIRequestContext, path: string, lang: Lang['code'] = 'en', headers: Record<string, string> = {}): Promise<{ data: T; meta?: { total: number; last_page: number } }> {
  const response = await request.get(`/api/v1${path}`, { headers: { 'Accept-Language': lang, ...headers } })
  expect(response.status(), path).toBe(200)
  return (await response.json()) as { data: T; meta?: { total: number; last_page: number } }
}

/** How many records match, as the database counts them through the public API. */
async function apiTotal(request: APIRequestContext, filters: Record<string, string>, opts: { kind?: 'real-estates' | 'projects'; currency?: string; unit?: AreaUnit; lang?: Lang['code'] } = {}) {
  const params = new URLSearchParams({ per_page: '1' })
  for (const [k, v] of Object.entries(filters)) params.set(`filter[${k}]`, v)
  if (opts.unit) params.set('area_unit', opts.unit)
  const body = await api<unknown[]>(request, `/${opts.kind ?? 'real-estates'}?${params}`, opts.lang ?? 'en', opts.currency ? { 'X-Currency': opts.currency } : {})
  return body.meta?.total ?? -1
}

const shownTotal = (page: Page) => page.getByTestId('result-count')
const expectTotal = (page: Page, n: number) => expect(shownTotal(page)).toHaveAttribute('data-total', String(n))
const params = (page: Page) => new URL(page.url()).searchParams

/** The filter fields: beside the results on wide screens, in the sheet on phones (opened here). */
async function openFilters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByTestId('filter-panel')
  await page.getByTestId('open-filters').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

/** On phones the sheet's apply button searches; on wide screens a change already has. */
async function applyFilters(page: Page) {
  if (!isPhone(page)) return
  await page.getByTestId('apply-filters').click()
  await expect(page.getByRole('dialog')).toBeHidden()
}

const field = (scope: Locator, key: string) => scope.locator(`[data-filter="${key}"]`)

async function setFilter(page: Page, key: string, value: string, kind: 'select' | 'text' = 'select') {
  const scope = await openFilters(page)
  if (kind === 'select') await field(scope, key).selectOption(value)
  else await field(scope, key).fill(value)
  await applyFilters(page)
  await expect(page).toHaveURL((url) => url.searchParams.get(key) === value)
}

/** An option that narrows the results without emptying them. */
const narrowing = (options: Option[], total: number) => options.find((o) => o.value !== 'not-selected-value' && (o.count ?? 0) > 0 && (o.count ?? 0) < total)

for (const lang of langs) {
  test.describe(`search in ${lang.code}`, () => {
    if (once(lang)) test('each property filter narrows the results exactly as the database counts them; its chip removes it @desktop-only', async ({ page, request }) => {
      test.setTimeout(240_000)
      const { data: f } = await api<PropertyFilters>(request, '/real-estates/filters', lang.code)
      const all = await apiTotal(request, {})
      const cases: { key: string; value: string; kind?: 'text' }[] = []
      for (const [key, list] of [
        ['purpose', f.purposes],
        ['type', f.types],
        ['category', f.categories],
        ['bedroom', f.bedrooms],
        ['bathroom', f.bathrooms],
        ['furnishing_type', f.furnishing_types],
        ['virtual', f.virtual],
      ] as const) {
        const option = narrowing(list, all)
        expect(option, key).toBeTruthy()
        cases.push({ key, value: option!.value })
      }
      const midPrice = String(Math.round(f.price.min + (f.price.max - f.price.min) / 40))
      const midSize = String(areaIn(Math.round(f.size.min + (f.size.max - f.size.min) / 10), 'sqft'))
      cases.push({ key: 'min_price', value: midPrice, kind: 'text' }, { key: 'max_price', value: midPrice, kind: 'text' })
      cases.push({ key: 'min_size', value: midSize, kind: 'text' }, { key: 'max_size', value: midSize, kind: 'text' })
      const { data: newest } = await api<Card[]>(request, '/real-estates?per_page=1', lang.code)
      const word = newest[0]!.title.split(/\s+/).find((w) => w.length >= 4) ?? newest[0]!.title
      cases.push({ key: 'search', value: word, kind: 'text' })

      await visit(page, `${lang.prefix}/properties`)
      await expectTotal(page, all)
      for (const c of cases) {
        // Prices are typed in the visitor's currency, which the URL then names.
        const currency = c.key.endsWith('_price') ? f.price.currency : undefined
        // Areas are typed in the unit the visitor sees (the site's first: square feet), which the URL then names.
        const unit = c.key.endsWith('_size') ? 'sqft' : undefined
        const expected = await apiTotal(request, { [c.key]: c.value }, { currency, unit })
        expect(expected, `${c.key}=${c.value} narrows`).toBeGreaterThan(0)
        expect(expected, `${c.key}=${c.value} narrows`).toBeLessThan(all)
        await setFilter(page, c.key, c.value, c.kind)
        if (currency) expect(params(page).get('currency')).toBe(currency)
        if (unit) expect(params(page).get('unit')).toBe(unit)
        await expectTotal(page, expected)
        await expect(page.getByTestId('property-card')).toHaveCount(Math.min(expected, 12))
        const chip = page.locator(`[data-chip="${c.key}"]`)
        await expect(chip).toBeVisible()
        await chip.click()
        await expect(page).toHaveURL((url) => !url.searchParams.has(c.key))
        await expectTotal(page, all)
      }
    })

    if (once(lang)) test('country, state and city cascade from the location API and filter as the database says @desktop-only', async ({ page, request }) => {
      const { data: f } = await api<{ cities: Option[] }>(request, '/real-estates/filters', lang.code)
      const city = [...f.cities].filter((c) => c.value !== 'not-selected-value').sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0]!
      const { data: regions } = await api<{ id: number; name: string; country_id: number; cities: { id: number }[] }[]>(request, '/location/states-and-cities', lang.code)
      const region = regions.find((s) => s.cities.some((c) => c.id === Number(city.value)))!
      const country = String(region.country_id)
      const { data: states } = await api<{ id: number; name: string }[]>(request, `/location/states?filter[country]=${country}`, lang.code)
      const { data: cities } = await api<{ id: number; name: string }[]>(request, `/location/cities?filter[state]=${region.id}`, lang.code)

      await visit(page, `${lang.prefix}/properties`)
      const scope = await openFilters(page)
      await expect(field(scope, 'state')).toBeDisabled()
      await expect(field(scope, 'city')).toBeDisabled()
      const statesLoaded = page.waitForResponse((r) => r.url().includes('/api/v1/location/states') && r.url().includes(`filter%5Bcountry%5D=${country}`))
      await field(scope, 'country').selectOption(country)
      await statesLoaded
      await expect(field(scope, 'state')).toBeEnabled()
      await expect(field(scope, 'state').locator('option')).toHaveText([lang.code === 'ar' ? 'الكل' : 'Any', ...states.map((s) => s.name)])
      await field(scope, 'state').selectOption(String(region.id))
      await expect(field(scope, 'city')).toBeEnabled()
      await expect(field(scope, 'city').locator('option')).toHaveText([lang.code === 'ar' ? 'الكل' : 'Any', ...cities.map((c) => c.name)])
      await field(scope, 'city').selectOption(city.value)
      await applyFilters(page)
      await expect(page).toHaveURL((url) => url.searchParams.get('country') === country && url.searchParams.get('state') === String(region.id) && url.searchParams.get('city') === city.value)
      await expectTotal(page, await apiTotal(request, { country, state: String(region.id), city: city.value }))
      await expect(page.locator('[data-chip]')).toHaveCount(3)
      // A new country clears the state and city below it.
      await page.locator('[data-chip="country"]').click()
      await expect(page).toHaveURL((url) => !url.searchParams.has('country') && !url.searchParams.has('state') && !url.searchParams.has('city'))
      await expectTotal(page, await apiTotal(request, {}))
    })

    if (once(lang)) test('the URL holds the search: a copied link, reload, Back and Forward reproduce it @desktop-only', async ({ page, request }) => {
      const { data: f } = await api<PropertyFilters>(request, '/real-estates/filters', lang.code)
      const all = await apiTotal(request, {})
      const type = narrowing(f.types, all)!.value
      const bedroom = f.bedrooms.find((o) => o.value === '3')!.value
      await visit(page, `${lang.prefix}/properties`)
      await setFilter(page, 'type', type)
      const typeOnly = await apiTotal(request, { type })
      await expectTotal(page, typeOnly)
      await setFilter(page, 'bedroom', bedroom)
      const both = await apiTotal(request, { type, bedroom })
      await expectTotal(page, both)
      await page.getByTestId('sort').selectOption('-price')
      await expect(page).toHaveURL((url) => url.searchParams.get('sort_by') === '-price')
      const { data: priciest } = await api<Card[]>(request, `/real-estates?per_page=1&sort=-price&filter[type]=${type}&filter[bedroom]=${bedroom}`, lang.code)
      await expect(page.getByTestId('property-card').first().locator('h3')).toHaveText(priciest[0]!.title)
      const link = page.url()

      await page.reload()
      await page.waitForFunction(() => Boolean(window.manzil))
      await expectTotal(page, both)
      await expect(page.getByTestId('sort')).toHaveValue('-price')
      if (!isPhone(page)) {
        await expect(field(page.getByTestId('filter-panel'), 'type')).toHaveValue(type)
        await expect(field(page.getByTestId('filter-panel'), 'bedroom')).toHaveValue(bedroom)
      }

      await page.goBack()
      await expect(page).toHaveURL((url) => !url.searchParams.has('sort_by') && url.searchParams.get('bedroom') === bedroom)
      await page.goBack()
      await expect(page).toHaveURL((url) => url.searchParams.get('type') === type && !url.searchParams.has('bedroom'))
      await expectTotal(page, typeOnly)
      if (!isPhone(page)) await expect(field(page.getByTestId('filter-panel'), 'bedroom')).toHaveValue('not-selected-value')
      await page.goForward()
      await expect(page).toHaveURL((url) => url.searchParams.get('bedroom') === bedroom)
      await expectTotal(page, both)
      if (!isPhone(page)) await expect(field(page.getByTestId('filter-panel'), 'bedroom')).toHaveValue(bedroom)

      // The same link in a fresh page gives the same results.
      const other = await page.context().newPage()
      await visit(other, link)
      await expectTotal(other, both)
      await expect(other.getByTestId('property-card').first().locator('h3')).toHaveText(priciest[0]!.title)
      await other.close()
    })

    test(`pagination: page count, numbered pages, and a filter change goes back to page one${phoneInArabic(lang)}`, async ({ page, request }) => {
      const first = await api<Card[]>(request, '/real-estates?per_page=12&page=1', lang.code)
      const second = await api<Card[]>(request, '/real-estates?per_page=12&page=2', lang.code)
      const last = first.meta!.last_page
      expect(last).toBeGreaterThan(2)
      await visit(page, `${lang.prefix}/properties`)
      await expect(page.getByTestId('page-count')).toHaveText(lang.code === 'ar' ? `الصفحة 1 من ${last}` : `Page 1 of ${last}`)
      await expect(page.getByTestId('property-card').first().locator('h3')).toHaveText(first.data[0]!.title)
      await page.getByTestId('pagination').getByRole('link', { name: lang.code === 'ar' ? 'الصفحة 2' : 'Page 2', exact: true }).click()
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2')
      await expect(page.getByTestId('page-count')).toHaveText(lang.code === 'ar' ? `الصفحة 2 من ${last}` : `Page 2 of ${last}`)
      await expect(page.getByTestId('property-card').first().locator('h3')).toHaveText(second.data[0]!.title)
      await expect(page.getByTestId('property-card')).toHaveCount(12)
      await page.getByTestId('pagination').getByRole('link', { name: lang.code === 'ar' ? `الصفحة ${last}` : `Page ${last}`, exact: true }).click()
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === String(last))
      await expect(page.getByTestId('property-card')).toHaveCount(first.meta!.total - 12 * (last - 1))
      await setFilter(page, 'purpose', 'rent')
      expect(params(page).has('page')).toBe(false)
      await expect(page.getByTestId('page-count')).toContainText(lang.code === 'ar' ? 'الصفحة 1 من' : 'Page 1 of')
    })

    test('map view: Leaflet loads only when opened; clusters hold every result; a marker opens a popup linking to the property', async ({ page, request }) => {
      test.setTimeout(90_000)
      const leafletRequests: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('tile.openstreetmap.org')) leafletRequests.push(r.url())
      })
      const { data: f } = await api<PropertyFilters>(request, '/real-estates/filters', lang.code)
      const purpose = 'sale'
      await visit(page, `${lang.prefix}/properties?purpose=${purpose}`)
      expect(await page.evaluate(() => document.querySelector('.leaflet-container') === null)).toBe(true)
      expect(leafletRequests).toEqual([])
      await page.getByTestId('view-map').click()
      // The map view renders every matching point on the server: a slower first answer on a busy machine.
      await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'map' && url.searchParams.get('purpose') === purpose, { timeout: 30_000 })
      const map = page.getByTestId('cluster-map')
      await expect(map).toBeVisible()
      const expected = await apiTotal(request, { purpose })
      expect(expected).toBeLessThan(f.total)
      await expect(map).toHaveAttribute('data-points', String(expected))
      await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap')
      // The map's own controls speak the page's language.
      await expect(page.locator('.leaflet-control-zoom-in')).toHaveAttribute('title', lang.code === 'ar' ? 'تكبير' : 'Zoom in')
      // Every result is on the map once: in a cluster's count or as its own marker.
      const onMap = () =>
        page.evaluate(() => {
          const clusters = [...document.querySelectorAll('.search-cluster')].reduce((n, el) => n + Number(el.textContent), 0)
          return clusters + document.querySelectorAll('.leaflet-marker-icon.map-marker').length
        })
      await expect.poll(onMap).toBe(expected)
      expect(Number(await map.getAttribute('data-clusters'))).toBeGreaterThan(0)
      await map.scrollIntoViewIfNeeded()

      // Into the clusters until a single marker shows in view (Leaflet keeps the markers out of view in the page too).
      const pick = (selector: string) =>
        page.evaluate((sel) => {
          const box = document.querySelector('[data-testid="cluster-map"]')!.getBoundingClientRect()
          for (const el of document.querySelectorAll('[data-pick]')) el.removeAttribute('data-pick')
          const found = [...document.querySelectorAll(sel)].find((el) => {
            const r = el.getBoundingClientRect()
            const inside = r.left >= box.left && r.top >= box.top && r.right <= box.right && r.bottom <= box.bottom
            // Not under a map control or another marker.
            const hit = inside ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null
            return Boolean(hit && el.contains(hit))
          })
          found?.setAttribute('data-pick', '1')
          return Boolean(found)
        }, selector)
      for (let i = 0; i < 12 && !(await pick('.leaflet-marker-icon.map-marker')); i++) {
        const zoom = Number(await map.getAttribute('data-zoom'))
        expect(await pick('.search-cluster'), 'a cluster in view').toBe(true)
        await page.locator('[data-pick]').click()
        await expect.poll(async () => Number(await map.getAttribute('data-zoom')) > zoom || (await page.locator('.leaflet-popup').count()) > 0).toBe(true)
        if ((await page.locator('.leaflet-popup').count()) > 0) break
      }
      if ((await page.locator('.leaflet-popup').count()) === 0) await page.locator('[data-pick]').click()
      const popup = page.locator('.leaflet-popup')
      await expect(popup).toBeVisible()
      await expect(popup.locator('.leaflet-popup-close-button')).toHaveAttribute('aria-label', lang.code === 'ar' ? 'إغلاق' : 'Close')
      // The map pans to make room for the popup: a tap is aimed at the link once the map stands still
      // (a tap while it moves lands beside the link, on a phone as anywhere).
      await expect(page.locator('.leaflet-pan-anim, .leaflet-zoom-anim')).toHaveCount(0)
      const link = popup.getByRole('link').first()
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toMatch(new RegExp(`^${lang.prefix}/properties/\\d+`))
      await link.click()
      await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(href))
    })

    if (once(lang)) test('nothing found: the empty state offers to remove the narrowest filter, with the count it brings back @desktop-only', async ({ page, request }) => {
      const { data: f } = await api<PropertyFilters>(request, '/real-estates/filters', lang.code)
      const all = await apiTotal(request, {})
      const type = narrowing(f.types, all)!.value
      // No listing is this large: the size filter (listed after the others) is the one to blame.
      const filters = { purpose: 'sale', type, min_size: '9999999' }
      expect(await apiTotal(request, filters)).toBe(0)
      // The filter to remove is the one whose removal brings back the most.
      const without = await Promise.all(
        Object.keys(filters).map(async (key) => ({ key, total: await apiTotal(request, Object.fromEntries(Object.entries(filters).filter(([k]) => k !== key))) })),
      )
      const best = without.reduce((a, b) => (b.total > a.total ? b : a))
      expect(best).toMatchObject({ key: 'min_size' })
      expect(best.total).toBeGreaterThan(0)
      await visit(page, `${lang.prefix}/properties?${new URLSearchParams(filters)}`)
      await expectTotal(page, 0)
      const suggestion = page.getByTestId('suggest-remove')
      await expect(suggestion).toHaveAttribute('data-filter', best.key)
      await expect(suggestion).toContainText(String(best.total))
      await suggestion.click()
      await expect(page).toHaveURL((url) => !url.searchParams.has(best.key) && Object.keys(filters).filter((k) => k !== best.key).every((k) => url.searchParams.has(k)))
      await expectTotal(page, best.total)
    })

    if (once(lang)) test('the currency switcher re-prices the cards, also those of a new search @desktop-only', async ({ page }) => {
      await visit(page, `${lang.prefix}/properties`)
      const price = page.getByTestId('property-card').first().locator('[data-price]')
      const before = await price.textContent()
      await page.getByTestId('currency-switch').click()
      await page.getByTestId('currency-list').getByRole('option', { name: /USD/ }).click()
      await expect(price).toContainText('$')
      expect(await price.textContent()).not.toBe(before)
      await setFilter(page, 'purpose', 'sale')
      await expect(page.getByTestId('property-card').first().locator('[data-price]')).toContainText('$')
      const texts = await page.getByTestId('property-card').locator('[data-price]').allTextContents()
      expect(texts.length).toBeGreaterThan(0)
      expect(texts.every((t) => t.includes('$'))).toBe(true)
    })

    if (once(lang)) test('projects: status, units and type filter as the database counts them, with chips and pagination @desktop-only', async ({ page, request }) => {
      const { data: f } = await api<{ statuses: Option[]; total: number }>(request, '/projects/filters', lang.code)
      const all = await apiTotal(request, {}, { kind: 'projects' })
      await visit(page, `${lang.prefix}/projects`)
      await expectTotal(page, all)
      await expect(page.getByTestId('project-card')).toHaveCount(Math.min(all, 12))
      // The first two covers are what a phone paints first (its largest paint): fetched at once, with
      // high priority; the others when scrolled to.
      for (const [i, card] of (await page.getByTestId('project-card').all()).entries()) {
        const cover = card.locator('img').first()
        if (!(await cover.count())) continue
        await expect(cover).toHaveAttribute('loading', i < 2 ? 'eager' : 'lazy')
        if (i < 2) await expect(cover).toHaveAttribute('fetchpriority', 'high')
      }
      if (all > 12) {
        await page.getByTestId('pagination').getByRole('link', { name: lang.code === 'ar' ? 'الصفحة 2' : 'Page 2', exact: true }).click()
        await expect(page.getByTestId('project-card')).toHaveCount(all - 12)
      }
      const status = narrowing(f.statuses, all)!.value
      await setFilter(page, 'status', status)
      expect(params(page).has('page')).toBe(false)
      await expectTotal(page, await apiTotal(request, { status }, { kind: 'projects' }))
      await setFilter(page, 'units', 'available')
      await expectTotal(page, await apiTotal(request, { status, units: 'available' }, { kind: 'projects' }))
      await expect(page.locator('[data-chip]')).toHaveCount(2)
      await page.locator('[data-chip="status"]').click()
      await expectTotal(page, await apiTotal(request, { units: 'available' }, { kind: 'projects' }))
      await setFilter(page, 'type', '1')
      await expectTotal(page, await apiTotal(request, { units: 'available', type: '1' }, { kind: 'projects' }))
    })

    if (once(lang)) test('/property has a tab per category; /luxury-property shows luxury listings only, with the same filters @desktop-only', async ({ page, request }) => {
      const { data: f } = await api<PropertyFilters>(request, '/real-estates/filters', lang.code)
      const category = narrowing(f.categories, f.total)!
      await visit(page, `${lang.prefix}/property`)
      await expectTotal(page, f.total)
      const tabs = page.getByTestId('category-tabs')
      await tabs.getByRole('link', { name: category.label }).click()
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === category.value)
      await expect(tabs.getByRole('link', { name: category.label })).toHaveAttribute('aria-current', 'page')
      await expectTotal(page, await apiTotal(request, { category: category.value }))

      const luxury = await apiTotal(request, { luxury: 'true' })
      expect(luxury).toBeGreaterThan(0)
      await visit(page, `${lang.prefix}/luxury-property`)
      await expectTotal(page, luxury)
      await setFilter(page, 'purpose', 'sale')
      await expectTotal(page, await apiTotal(request, { luxury: 'true', purpose: 'sale' }))
    })

    test(`/discover: properties and projects clustered on the map; the list follows the view; the filters apply${phoneInArabic(lang)}`, async ({ page, request }) => {
      test.setTimeout(90_000)
      const properties = await apiTotal(request, {})
      const projects = await apiTotal(request, {}, { kind: 'projects' })
      await visit(page, `${lang.prefix}/discover`)
      const map = page.getByTestId('cluster-map')
      await expect(map).toHaveAttribute('data-points', String(properties + projects))
      const inView = page.getByTestId('in-view')
      await expect(inView).toHaveAttribute('data-count', String(properties + projects))
      const cluster = page.locator('.search-cluster').first()
      const size = Number(await cluster.textContent())
      await cluster.click()
      await expect.poll(async () => Number(await inView.getAttribute('data-count'))).toBeLessThan(properties + projects)
      const visible = Number(await inView.getAttribute('data-count'))
      expect(visible).toBeGreaterThanOrEqual(size)
      await expect(page.getByTestId('discover-list').locator('li')).toHaveCount(Math.min(visible, 60))

      // The property search's filters: a property-only one leaves the projects out.
      const sheet = page.getByTestId('open-filters')
      await sheet.click()
      await field(page.getByRole('dialog'), 'purpose').selectOption('rent')
      await page.getByTestId('apply-filters').click()
      await expect(page).toHaveURL((url) => url.searchParams.get('purpose') === 'rent')
      const rent = await apiTotal(request, { purpose: 'rent' })
      await expect(page.getByTestId('discover-counts')).toHaveAttribute('data-properties', String(rent))
      await expect(page.getByTestId('discover-counts')).toHaveAttribute('data-projects', '0')
      await expect(map).toHaveAttribute('data-points', String(rent))
    })
  })
}

test('Arabic search text finds titles whatever the hamza, alef, taa marbuta, alef maqsura or article @desktop-only', async ({ page, request }) => {
  const { data } = await api<Card[]>(request, '/real-estates?per_page=50', 'ar')
  const fold = (w: string) => w.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي')
  // Words whose spelling the visitor may vary: a hamza or madda on alef, a taa marbuta or an alef maqsura.
  const candidates = [...new Set(data.flatMap((p) => p.title.split(/[\s،,:]+/)).filter((w) => w.length >= 4 && /[أإآةى]/.test(w) && !w.startsWith('ال')))]
  const counted = await Promise.all(candidates.slice(0, 15).map(async (word) => ({ word, total: await apiTotal(request, { search: word }) })))
  const pick = counted.filter((c) => c.total > 0).sort((a, b) => a.total - b.total)[0]
  expect(pick, 'a title word with a letter to fold').toBeTruthy()
  const { word, total } = pick!
  // Typed the other way, with the article in front: still the same listings.
  const typed = `ال${fold(word)}`
  expect(typed).not.toContain(word)
  await visit(page, '/properties')
  await setFilter(page, 'search', typed, 'text')
  await expectTotal(page, total)
  const titles = await page.getByTestId('property-card').locator('h3').allTextContents()
  expect(titles.length).toBe(Math.min(total, 12))
  expect(titles.every((t) => fold(t).includes(fold(word)))).toBe(true)
})

test('English search text ignores case @desktop-only', async ({ page, request }) => {
  const { data } = await api<Card[]>(request, '/real-estates?per_page=1', 'en')
  const word = data[0]!.title.split(/\s+/).find((w) => /^[a-z]{5,}$/i.test(w))!
  const total = await apiTotal(request, { search: word.toLowerCase() })
  expect(total).toBeGreaterThan(0)
  await visit(page, '/en/properties')
  await setFilter(page, 'search', word.toUpperCase(), 'text')
  await expectTotal(page, total)
  await expect(page.getByTestId('property-card').first().locator('h3')).toContainText(new RegExp(word, 'i'))
})

test('phone filter sheet: keyboard, focus kept inside, the apply button counts the pending filters, Escape discards them @phone-only', async ({ page, request }) => {
  const all = await apiTotal(request, {})
  await visit(page, '/en/properties')
  const button = page.getByTestId('open-filters')
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Filter properties' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  const apply = page.getByTestId('apply-filters')
  await expect(apply).toHaveAttribute('data-count', String(all))
  await field(dialog, 'purpose').selectOption('rent')
  const rent = await apiTotal(request, { purpose: 'rent' })
  await expect(apply).toHaveAttribute('data-count', String(rent))
  await expect(apply).toHaveText(`Show ${rent} results`)
  await field(dialog, 'bedroom').selectOption('2')
  const rentTwo = await apiTotal(request, { purpose: 'rent', bedroom: '2' })
  await expect(apply).toHaveAttribute('data-count', String(rentTwo))
  // Nothing searched yet.
  expect(params(page).toString()).toBe('')
  await expectTotal(page, all)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  expect(params(page).toString()).toBe('')

  await button.click()
  await expect(field(dialog, 'purpose')).toHaveValue('not-selected-value')
  await field(dialog, 'purpose').selectOption('rent')
  await expect(apply).toHaveAttribute('data-count', String(rent))
  await apply.click()
  await expect(page).toHaveURL((url) => url.searchParams.get('purpose') === 'rent')
  await expectTotal(page, rent)
  await expect(button).toContainText('1')
})

test('a filter change keeps the page still: the panel keeps its scroll and nothing shifts @desktop-only', async ({ page, request }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number }
    w.shift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shift += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await visit(page, '/en/properties')
  await page.mouse.wheel(0, 400)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  const scrolled = await page.evaluate(() => window.scrollY)
  const before = await page.evaluate(() => (window as unknown as { shift: number }).shift)
  const panel = page.getByTestId('filter-panel')
  const rent = await apiTotal(request, { purpose: 'rent' })
  expect(rent).toBeGreaterThan(12)
  await field(panel, 'purpose').focus()
  await field(panel, 'purpose').selectOption('rent')
  await expect(page).toHaveURL(/purpose=rent/)
  await expectTotal(page, rent)
  // Still a full page of results: the window stayed where it was, the field kept its focus.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await expect(field(panel, 'purpose')).toBeFocused()
  await field(panel, 'furnishing_type').focus()
  await field(panel, 'furnishing_type').selectOption('furnished')
  await expectTotal(page, await apiTotal(request, { purpose: 'rent', furnishing_type: 'furnished' }))
  await expect(field(panel, 'furnishing_type')).toBeFocused()
  const shift = (await page.evaluate(() => (window as unknown as { shift: number }).shift)) - before
  expect(shift).toBeLessThan(0.05)
})
