import type { APIRequestContext, Page } from '@playwright/test'
import { apiData } from './support/api'
import { message } from './support/messages'
import { isPhone, langs, once, phoneInArabic, visit, type Lang } from './support/pages'
import { expect, test } from './support/site'

/**
 * Issue 16, part 1: favourites without an account, in both languages. The heart's states and
 * labels, the list's rules and the link's parsing are tested in tests/component and tests/unit;
 * here, a visitor's journeys in the browser against the build.
 */

const KEY = 'manzil:favourites'
type Lists = { properties: number[]; projects: number[] }
type Card = { id: number; title: string; price: { amount: number } | null }

/** Stores a visitor's list before the site's scripts run, once: a later reload keeps what the page wrote. */
async function storeList(page: Page, lists: Lists) {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    },
    [KEY, JSON.stringify(lists)] as const,
  )
}

const storedList = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, KEY)

/** The ids of the cards shown in one section of /favourites, in their order. */
const shownIds = (page: Page, kind: 'properties' | 'projects') =>
  page.getByTestId(`favourite-${kind}`).getByTestId('favourite-button').evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-id'))))

/** Published properties with a price, in USD, the oldest first. */
async function pricedProperties(request: APIRequestContext, count: number): Promise<(Card & { price: { amount: number } })[]> {
  const cards = await apiData<Card[]>(request, '/real-estates?per_page=50&sort=created_at', { currency: 'USD' })
  const priced = cards.filter((c): c is Card & { price: { amount: number } } => c.price !== null)
  const distinct = priced.filter((c, i) => priced.findIndex((o) => o.price.amount === c.price.amount) === i)
  if (distinct.length < count) throw new Error('the seed has too few priced properties')
  return distinct.slice(0, count)
}

const firstProject = async (request: APIRequestContext) => {
  const [project] = await apiData<{ id: number; name: string }[]>(request, '/projects?per_page=1&sort=created_at')
  if (!project) throw new Error('the seed has no project')
  return project
}

/** The address of /favourites in a language with exactly this query. */
const favouritesUrl = (lang: Lang, query: string) => new RegExp(`^https?://[^/]+${lang.prefix}/favourites\\?${query}$`)

for (const lang of langs) {
  const t = (key: string, values?: Record<string, string | number>) => message(lang.code, key, values)

  test.describe(`favourites in ${lang.code}`, () => {
    test(`saved from a card and a detail page, kept across a reload, shown on /favourites and taken off there${phoneInArabic(lang)}`, async ({ page, request }) => {
      await visit(page, `${lang.prefix}/property`)
      const card = page.getByTestId('property-card').first()
      const title = (await card.getByRole('heading').innerText()).trim()
      const heart = card.getByTestId('favourite-button')
      const propertyId = Number(await heart.getAttribute('data-id'))
      await expect(heart).toHaveAttribute('aria-pressed', 'false')
      await expect(heart).toHaveAccessibleName(t('favourites.saveLabel', { name: title }))
      // The heart does not cover the compare button above it.
      const [heartBox, compareBox] = [await heart.boundingBox(), await card.getByTestId('compare-button').boundingBox()]
      expect(heartBox!.y).toBeGreaterThanOrEqual(compareBox!.y + compareBox!.height)
      await heart.click()
      await expect(heart).toHaveAttribute('aria-pressed', 'true')
      await expect(heart).toHaveAccessibleName(t('favourites.removeLabel', { name: title }))
      await expect(page.getByTestId('favourites-count')).toHaveText('1')

      const project = await firstProject(request)
      await visit(page, `${lang.prefix}/projects/${project.id}`)
      const detailHeart = page.locator(`main [data-testid="favourite-button"][data-kind="projects"][data-id="${project.id}"]`)
      await expect(detailHeart).toHaveText(t('favourites.save'))
      await detailHeart.press('Enter')
      await expect(detailHeart).toHaveAttribute('aria-pressed', 'true')
      await expect(detailHeart).toHaveText(t('favourites.saved'))
      await page.reload()
      await page.waitForFunction(() => Boolean(window.manzil))
      await expect(detailHeart).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('favourites-count')).toHaveText('2')

      await page.getByTestId('favourites-link').click()
      await expect(page).toHaveURL(favouritesUrl(lang, `properties=${propertyId}&projects=${project.id}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.favourites'))
      await expect(page.getByRole('navigation', { name: t('nav.breadcrumb') })).toContainText(t('nav.home'))
      expect(await shownIds(page, 'properties')).toEqual([propertyId])
      expect(await shownIds(page, 'projects')).toEqual([project.id])

      // Taken off from /favourites: the card goes, the link and the stored list follow; Undo brings it back.
      await page.getByTestId('favourite-properties').getByTestId('favourite-button').click()
      await expect(page).toHaveURL(favouritesUrl(lang, `projects=${project.id}`))
      await expect(page.getByTestId('favourite-properties')).toHaveCount(0)
      await expect(page.getByTestId('favourites-count')).toHaveText('1')
      expect(await storedList(page)).toEqual({ properties: [], projects: [project.id] })
      await page.getByTestId('toast').getByRole('button', { name: t('favourites.undo') }).click()
      await expect(page).toHaveURL(favouritesUrl(lang, `properties=${propertyId}&projects=${project.id}`))
      expect(await shownIds(page, 'properties')).toEqual([propertyId])
    })

    test('sorted as saved and by price either way, the order in the address @desktop-only', async ({ page, request }) => {
      const [a, b, c] = await pricedProperties(request, 3)
      // Saved a, then b, then c: the newest first.
      await storeList(page, { properties: [c!.id, b!.id, a!.id], projects: [] })
      await visit(page, `${lang.prefix}/favourites`)
      await expect(page).toHaveURL(favouritesUrl(lang, `properties=${c!.id},${b!.id},${a!.id}`))
      expect(await shownIds(page, 'properties')).toEqual([c!.id, b!.id, a!.id])
      const sort = page.getByRole('navigation', { name: t('favourites.sort') })
      await expect(sort.getByRole('link', { name: t('favourites.sorts.saved') })).toHaveAttribute('aria-current', 'true')
      const byPrice = [a!, b!, c!].sort((x, y) => x.price.amount - y.price.amount).map((x) => x.id)

      await sort.getByRole('link', { name: t('favourites.sorts.price') }).click()
      await expect(page).toHaveURL(favouritesUrl(lang, `properties=${c!.id},${b!.id},${a!.id}&sort=price`))
      await expect.poll(() => shownIds(page, 'properties')).toEqual(byPrice)
      await expect(sort.getByRole('link', { name: t('favourites.sorts.price') })).toHaveAttribute('aria-current', 'true')

      await sort.getByRole('link', { name: t('favourites.sorts.-price') }).click()
      await expect(page).toHaveURL(/sort=-price$/)
      await expect.poll(() => shownIds(page, 'properties')).toEqual([...byPrice].reverse())
      await page.reload()
      expect(await shownIds(page, 'properties')).toEqual([...byPrice].reverse())
    })

    test('a shared link opens the same list on another device, without JavaScript too, and offers to add it @desktop-only', async ({ page, browser, site, request }) => {
      const [a, b, c] = await pricedProperties(request, 3)
      const project = await firstProject(request)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await storeList(page, { properties: [b!.id, a!.id], projects: [project.id] })
      await visit(page, `${lang.prefix}/favourites?sort=price`)
      await expect(page).toHaveURL(favouritesUrl(lang, `properties=${b!.id},${a!.id}&projects=${project.id}&sort=price`))
      await page.getByTestId('share-button').click()
      await expect(page.getByTestId('toast')).toContainText(t('detail.linkCopied'))
      const link = await page.evaluate(() => navigator.clipboard.readText())
      expect(link).toBe(page.url())
      const order = await shownIds(page, 'properties')

      // Another device, no JavaScript: the server renders the list from the address alone.
      const offline = await browser.newContext({ javaScriptEnabled: false, baseURL: site.baseURL })
      try {
        const other = await offline.newPage()
        const response = await other.goto(link)
        expect(response?.status()).toBe(200)
        expect(await shownIds(other, 'properties')).toEqual(order)
        expect(await shownIds(other, 'projects')).toEqual([project.id])
        await expect(other.getByTestId('favourites-adopt')).toBeHidden()
        await expect(other.getByRole('link', { name: t('favourites.sorts.-price') })).toHaveAttribute('href', new RegExp(`properties=${b!.id},${a!.id}&projects=${project.id}&sort=-price$`))
      } finally {
        await offline.close()
      }

      // Another visitor with a list of their own: offered to add the ones they have not saved.
      const visitor = await browser.newContext({ baseURL: site.baseURL })
      try {
        const other = await visitor.newPage()
        await storeList(other, { properties: [c!.id, a!.id], projects: [] })
        await visit(other, link)
        const adopt = other.getByTestId('favourites-adopt')
        await expect(adopt).toBeVisible()
        await expect(adopt).toContainText(lang.code === 'en' ? 'Add 2 to my favourites' : 'أضف عنصرين إلى مفضلتي')
        expect(await shownIds(other, 'properties')).toEqual(order)
        await adopt.click()
        await expect(adopt).toBeHidden()
        await expect(other.getByTestId('favourites-count')).toHaveText('4')
        expect(await storedList(other)).toEqual({ properties: [b!.id, c!.id, a!.id], projects: [project.id] })
        // The shared address stays as it was: it is not this visitor's list.
        expect(other.url()).toBe(link)
      } finally {
        await visitor.close()
      }
    })

    test('the saved properties go to the comparison, the first four of each kind @desktop-only', async ({ page, request }) => {
      const five = await pricedProperties(request, 5)
      const ids = five.map((p) => p.id)
      await storeList(page, { properties: ids, projects: [] })
      await visit(page, `${lang.prefix}/favourites`)
      await expect(page).toHaveURL(favouritesUrl(lang, `properties=${ids.join(',')}`))
      const compare = page.getByTestId('favourites-compare')
      await expect(compare).toHaveText(t('favourites.compareFirst', { limit: 4 }))
      await compare.click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/compare\\?properties=${ids.slice(0, 4).join(',')}$`))
      await expect(page.getByTestId('compare-table-properties').getByTestId('compare-item')).toHaveCount(4)
    })

    test(`empty: says what to do and links to the search; a stored list shows without a flash of empty and without moving${phoneInArabic(lang)}`, async ({ page, request }) => {
      await visit(page, `${lang.prefix}/favourites`)
      const empty = page.getByTestId('favourites-empty')
      await expect(empty).toBeVisible()
      await expect(empty).toContainText(t('favourites.emptyHint'))
      await expect(empty.locator(`a[href="${lang.prefix}/properties"]`)).toBeVisible()
      await expect(page.getByTestId('favourites-count')).toHaveCount(0)

      const [a, b] = await pricedProperties(request, 2)
      const project = await firstProject(request)
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify({ properties: [a!.id, b!.id], projects: [project.id] })] as const)
      await page.addInitScript(() => {
        const seen = window as unknown as { layoutShift: number; emptySeen: boolean }
        seen.layoutShift = 0
        seen.emptySeen = false
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) seen.layoutShift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="favourites-empty"]')) seen.emptySeen = true
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(`${lang.prefix}/favourites`)
      await expect(page).toHaveURL(favouritesUrl(lang, `properties=${a!.id},${b!.id}&projects=${project.id}`))
      await expect(page.getByTestId('favourite-properties').getByTestId('property-card')).toHaveCount(2)
      await expect(page.getByTestId('favourite-projects').getByTestId('project-card')).toHaveCount(1)
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      expect(await page.evaluate(() => (window as unknown as { emptySeen: boolean }).emptySeen)).toBe(false)
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0)
    })

    if (once(lang))
      test('ids that name no listing are left out, a deleted one leaves the visitor’s list too; a bad address is never an error @desktop-only', async ({ page, request, admin }) => {
        const [a] = await pricedProperties(request, 1)
        const project = await firstProject(request)
        const [model] = ((await (await admin.get('/api/properties?depth=0&limit=1&where[published][equals]=true')).json()) as { docs: Record<string, unknown>[] }).docs
        const { id: _id, createdAt: _c, updatedAt: _u, reference: _r, slug: _s, searchText: _t, ...data } = model!
        const made = await admin.post('/api/properties', { data: { ...data, reference: `E2E-FAV-${Date.now().toString(36)}`, title: 'A listing saved, then deleted', published: true } })
        expect(made.status(), await made.text()).toBe(201)
        const gone = ((await made.json()) as { doc: { id: number } }).doc.id
        try {
          await storeList(page, { properties: [gone, a!.id], projects: [project.id] })
          await visit(page, '/favourites')
          await expect(page).toHaveURL(favouritesUrl(langs[0], `properties=${gone},${a!.id}&projects=${project.id}`))
          expect(await shownIds(page, 'properties')).toEqual([gone, a!.id])
        } finally {
          expect((await admin.delete(`/api/properties/${gone}`)).status()).toBe(200)
        }
        await page.reload()
        await expect(page).toHaveURL(favouritesUrl(langs[0], `properties=${a!.id}&projects=${project.id}`))
        expect(await shownIds(page, 'properties')).toEqual([a!.id])
        expect(await storedList(page)).toEqual({ properties: [a!.id], projects: [project.id] })

        const unknown = Array.from({ length: 120 }, (_, i) => 900_000 + i).join(',')
        const addresses: [string, number][] = [
          [`properties=${a!.id},999999,abc,-4,0,1.5,99999999999999999999&projects=${project.id},888888`, 1],
          // The 51st id and later are not read: the real listing after 120 unknown ones is not shown.
          [`properties=${unknown},${a!.id}`, 0],
          ['properties=,,,&projects=x&sort=<script>', 0],
          ['properties[]=1&properties=1e3', 0],
        ]
        for (const [query, cards] of addresses) {
          const answer = await request.get(`/en/favourites?${query}`)
          expect(answer.status(), query).toBe(200)
          const html = await answer.text()
          // The list page itself, never a stack trace.
          expect(html, query).toContain('<h1 class="text-3xl font-bold text-gray-900 md:text-4xl">Favourites</h1>')
          expect(html, query).not.toMatch(/node_modules|\bat \S+ \(\S+:\d+:\d+\)/)
          expect(html.match(/data-testid="property-card"/g)?.length ?? 0, query).toBe(cards)
        }
      })

    if (once(lang))
      test('one list across tabs: a heart in one tab shows in the other @desktop-only', async ({ page }) => {
        await visit(page, '/property')
        const other = await page.context().newPage()
        await visit(other, '/property')
        const id = await page.getByTestId('property-card').first().getByTestId('favourite-button').getAttribute('data-id')
        await page.getByTestId('property-card').first().getByTestId('favourite-button').click()
        await expect(other.locator(`[data-testid="favourite-button"][data-id="${id}"]`).first()).toHaveAttribute('aria-pressed', 'true')
        await expect(other.getByTestId('favourites-count')).toHaveText('1')
      })

    test(`the header keeps its heart beside the switchers on a phone @phone-only`, async ({ page }) => {
      await storeList(page, { properties: [1, 2, 3], projects: [4, 5, 6, 7, 8, 9, 10, 11, 12] })
      await visit(page, lang.home)
      expect(isPhone(page)).toBe(true)
      const header = page.getByTestId('site-header')
      await expect(header.getByTestId('favourites-count')).toHaveText('12')
      const parts = ['favourites-link', 'locale-switch', 'area-unit-switch', 'currency-switch', 'mobile-menu-button']
      const boxes = await Promise.all(parts.map(async (id) => (await header.getByTestId(id).boundingBox())!))
      for (const [i, box] of boxes.entries()) {
        expect(box.x, parts[i]).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, parts[i]).toBeLessThanOrEqual(390)
        for (const [j, other] of boxes.entries()) {
          if (j <= i) continue
          const apart = box.x + box.width <= other.x || other.x + other.width <= box.x
          expect(apart, `${parts[i]} and ${parts[j]} overlap`).toBe(true)
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  })
}
