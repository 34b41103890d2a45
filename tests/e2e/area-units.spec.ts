import type { APIRequestContext, Page } from '@playwright/test'
import { areaIn, type AreaUnit } from '@/lib/area'
import { formatNumber } from '@/lib/format'
import ar from '@/i18n/messages/ar.json' with { type: 'json' }
import en from '@/i18n/messages/en.json' with { type: 'json' }
import { langs, once, phoneInArabic, visit } from './support/pages'
import { expect, test } from './support/site'

/**
 * Areas in square metres or square feet: a switch beside the currency, remembered, that every area
 * and price per area on a page follows (the site's default, from the dirham's market: square feet).
 */

const messages = { ar, en } as const
/** The words of a unit in a page's language, as its messages write an area ("57 m²", "614 sq ft"). */
const unitWord = (lang: 'ar' | 'en', unit: AreaUnit) => messages[lang].common.area.match(unit === 'sqft' ? /sqft \{([^}]+)\}/ : /other \{([^}]+)\}/)![1]!
const areaText = (lang: 'ar' | 'en', m2: number, unit: AreaUnit) => `${formatNumber(lang, areaIn(m2, unit))} ${unitWord(lang, unit)}`

async function record(request: APIRequestContext, id: number): Promise<{ area: number; price: number }> {
  const answer = await request.get(`/api/v1/real-estates/${id}`, { headers: { 'accept-language': 'en' } })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: { area: number; price: number } }).data
}

/** The unit's own button on a wide screen; on a phone the one button, pressed when it shows the other unit. */
async function chooseUnit(page: Page, unit: AreaUnit) {
  const switcher = page.getByTestId('area-unit-switch')
  const toggle = switcher.getByTestId('area-unit-toggle')
  if (!(await toggle.isVisible())) return switcher.locator(`button[aria-pressed][data-unit="${unit}"]`).click()
  if ((await toggle.getAttribute('data-unit')) !== unit) await toggle.click()
  await expect(toggle).toHaveAttribute('data-unit', unit)
}

/** The unit the switch shows, at either width. */
const shownUnit = (page: Page) =>
  page.getByTestId('area-unit-switch').evaluate((el) => {
    const toggle = el.querySelector<HTMLElement>('[data-testid="area-unit-toggle"]')!
    return getComputedStyle(toggle).display !== 'none' ? toggle.dataset.unit : el.querySelector<HTMLElement>('[aria-pressed="true"]')?.dataset.unit
  })

/** Every text on the page that names a unit, and the one it should show in `unit`. */
const unitTexts = (page: Page, unit: AreaUnit) =>
  page.locator('[data-unit-m2][data-unit-sqft]').evaluateAll((els, u) => els.map((el) => ({ shown: el.textContent, expected: (el as HTMLElement).dataset[u === 'sqft' ? 'unitSqft' : 'unitM2'] })), unit)

for (const lang of langs) {
  test.describe(`area units in ${lang.code}`, () => {
    test(`a listing’s areas and price per area follow the unit chosen beside the currency, and the choice is kept${phoneInArabic(lang)}`, async ({ page, site, request }) => {
      const { area } = await record(request, site.records.property)
      await visit(page, `${lang.prefix}/properties/${site.records.property}`)
      const switcher = page.getByTestId('area-unit-switch')
      await expect(switcher).toHaveAttribute('aria-label', messages[lang.code].shell.areaUnit)
      // The dirham's market gives areas in square feet first.
      expect(await shownUnit(page)).toBe('sqft')
      const fact = page.getByTestId('fact-area').locator('dd')
      await expect(fact).toHaveText(areaText(lang.code, area, 'sqft'))
      const perArea = page.getByTestId('fact-price-per-area')
      const perFoot = await perArea.locator('dd').innerText()
      await expect(perArea.locator('dt')).toContainText(lang.code === 'en' ? 'sq ft' : 'للقدم المربع')

      await chooseUnit(page, 'm2')
      await expect(fact).toHaveText(areaText(lang.code, area, 'm2'))
      await expect(perArea.locator('dd')).not.toHaveText(perFoot)
      await expect(perArea.locator('dt')).toContainText(lang.code === 'en' ? 'm²' : 'للمتر المربع')
      // About 10.76 times more per square metre than per square foot.
      const whole = (text: string) => Number(text.replace(/\D/g, ''))
      const ratio = whole(await perArea.locator('dd [data-price]').innerText()) / whole(perFoot)
      expect(ratio).toBeGreaterThan(10.6)
      expect(ratio).toBeLessThan(10.9)
      for (const t of await unitTexts(page, 'm2')) expect(t.shown).toBe(t.expected)

      // Kept across a reload and on other pages.
      await page.reload()
      await page.waitForFunction(() => Boolean(window.manzil))
      await expect(fact).toHaveText(areaText(lang.code, area, 'm2'))
      await expect.poll(() => shownUnit(page)).toBe('m2')
    })

    test(`every area of a search’s cards follows the unit, both ways${phoneInArabic(lang)}`, async ({ page }) => {
      await visit(page, `${lang.prefix}/properties`)
      const texts = await unitTexts(page, 'sqft')
      expect(texts.length).toBeGreaterThan(5)
      for (const t of texts) expect(t.shown).toBe(t.expected)
      await chooseUnit(page, 'm2')
      await expect.poll(async () => (await unitTexts(page, 'm2')).every((t) => t.shown === t.expected)).toBe(true)
      await chooseUnit(page, 'sqft')
      await expect.poll(async () => (await unitTexts(page, 'sqft')).every((t) => t.shown === t.expected)).toBe(true)
    })

    if (once(lang)) test('an area typed in square feet searches the square metres it stands for, and says so in its chip @desktop-only', async ({ page }) => {
      await visit(page, `${lang.prefix}/properties`)
      const filters = page.locator('form').filter({ has: page.locator('input[name="min_size"]') }).first()
      await expect(filters).toContainText(unitWord(lang.code, 'sqft'))
      await filters.locator('input[name="min_size"]').fill('2000')
      await filters.locator('input[name="min_size"]').press('Enter')
      await expect(page).toHaveURL(/min_size=2000&unit=sqft/)
      const areas = await page.getByTestId('property-card').locator('[data-unit-m2]').evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.unitM2!.replace(/[^\d.]/g, '').replace(/\.$/, ''))))
      expect(areas.length).toBeGreaterThan(0)
      // 2,000 sq ft is 185.8 m².
      for (const a of areas) expect(a).toBeGreaterThanOrEqual(185)
      await expect(page.getByTestId('chips')).toContainText(`${formatNumber(lang.code, 2000)} ${unitWord(lang.code, 'sqft')}`)
    })
  })
}
