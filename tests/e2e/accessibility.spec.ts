import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, Result } from 'axe-core'
import { fillRoute, siteRoutes } from './support/routes'
import { expect, test } from './support/site'

/**
 * axe-core on every page template, in both languages, at desktop and phone width. Zero violations is
 * the bar; the one accepted exception is the viewport's `maximum-scale=1`, which SPEC §2 asks for
 * (axe reports it as `meta-viewport`).
 *
 * One load per template and language: audited at 1280 px, then again at 390 px. The site's layout
 * follows the width through CSS alone (no script reads the width or the device), so the page narrowed
 * to 390 px is what a phone shows; loading it a second time in the phone project cost a page load
 * and hydration per template for nothing axe could see.
 */

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * One page of each template: every route (the four policies share one), a shared favourites link
 * (its cards and the offer to add them; /favourites alone is the empty list), and the 404 page.
 */
const templates = [...siteRoutes.filter((r) => !['/payment-policy', '/return-policy', '/terms-and-conditions'].includes(r)), '/favourites?properties={property}&projects={project}', '/no-such/page']

const ACCEPTED = new Set(['meta-viewport'])

// axe is the test's script, injected into the page: the site's Content-Security-Policy (which allows
// only the page's own scripts) would refuse it. The policy itself is the security suite's.
test.use({ bypassCSP: true })

/** axe is injected once per page load; each audit runs it over the page as it is laid out then. */
const injectAxe = (page: Page) => page.addScriptTag({ path: axeSource })
const audit = (page: Page): Promise<AxeResults> =>
  page.evaluate(() => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }))

/** A violation as a line a person can act on: the width, the rule, then where. */
const describe = (width: number) => (v: Result) => `${width} px: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(' | ')}`

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]

for (const lang of [
  { code: 'ar', prefix: '' },
  { code: 'en', prefix: '/en' },
] as const) {
  test.describe(`axe in ${lang.code}`, { tag: '@desktop-only' }, () => {
    for (const template of templates) {
      test(`${lang.prefix}${template === '/' && lang.prefix ? '' : template}`, async ({ page, site }) => {
        const path = fillRoute(template, site.records)
        await page.addInitScript(() => sessionStorage.setItem('manzil:landed', '1'))
        await page.goto(lang.prefix && path === '/' ? lang.prefix : `${lang.prefix}${path}`)
        // Hydrated: the shell's runtime is up, so what axe sees is what a visitor gets.
        await page.waitForFunction(() => Boolean(window.manzil))
        await expect(page.locator('html')).toHaveAttribute('lang', lang.code)
        await injectAxe(page)
        const found: string[] = []
        for (const size of WIDTHS) {
          await page.setViewportSize(size)
          // The layout of the new width is in place once two frames have been drawn.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
          expect(await page.evaluate(() => window.innerWidth)).toBe(size.width)
          const { violations } = await audit(page)
          found.push(...violations.filter((v) => !ACCEPTED.has(v.id)).map(describe(size.width)))
        }
        expect(found).toEqual([])
      })
    }
  })
}
