import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, Result } from 'axe-core'
import { fillRoute, siteRoutes } from './support/routes'
import { expect, test } from './support/site'

/**
 * axe-core on every page template, in both languages, at phone and desktop width (one load of each).
 * Zero violations is the bar; the one accepted exception is the viewport's `maximum-scale=1`, which
 * SPEC §2 asks for (axe reports it as `meta-viewport`).
 */

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** One page of each template: every route of SPEC §2 (the four policies share one), and the 404 page. */
const templates = [...siteRoutes.filter((r) => !['/payment-policy', '/return-policy', '/terms-and-conditions'].includes(r)), '/no-such/page']

const ACCEPTED = new Set(['meta-viewport'])

// axe is the test's script, injected into the page: the site's Content-Security-Policy (which allows
// only the page's own scripts) would refuse it. The policy itself is the security suite's.
test.use({ bypassCSP: true })

async function audit(page: Page): Promise<AxeResults> {
  await page.addScriptTag({ path: axeSource })
  return page.evaluate(() => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }))
}

/** A violation as a line a person can act on: the rule, then where. */
const describe = (v: Result) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(' | ')}`

for (const lang of [
  { code: 'ar', prefix: '' },
  { code: 'en', prefix: '/en' },
] as const) {
  test.describe(`axe in ${lang.code}`, () => {
    for (const template of templates) {
      test(`${lang.prefix}${template === '/' && lang.prefix ? '' : template}`, async ({ page, site }) => {
        const path = fillRoute(template, site.records)
        await page.addInitScript(() => sessionStorage.setItem('manzil:landed', '1'))
        await page.goto(lang.prefix && path === '/' ? lang.prefix : `${lang.prefix}${path}`)
        // Hydrated: the shell's runtime is up, so what axe sees is what a visitor gets.
        await page.waitForFunction(() => Boolean(window.manzil))
        await expect(page.locator('html')).toHaveAttribute('lang', lang.code)
        const { violations } = await audit(page)
        expect(violations.filter((v) => !ACCEPTED.has(v.id)).map(describe)).toEqual([])
      })
    }
  })
}
