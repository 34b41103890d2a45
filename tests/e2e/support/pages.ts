import type { Page } from '@playwright/test'

/** The two languages, as their addresses start. */
export const langs = [
  { code: 'ar', home: '/', prefix: '' },
  { code: 'en', home: '/en', prefix: '/en' },
] as const
export type Lang = (typeof langs)[number]

/** The phone project's width (390 px) rather than the desktop's (1280 px). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

/**
 * Opens a page as a returning visitor (no first-landing overlay) and waits until the shell's
 * runtime is up (`window.manzil`, set once the page has hydrated and been idle).
 */
export async function visit(page: Page, path: string) {
  await page.addInitScript(() => sessionStorage.setItem('manzil:landed', '1'))
  const response = await page.goto(path)
  await page.waitForFunction(() => Boolean(window.manzil))
  return response
}

/**
 * Most checks of a page's look are made at both widths in Arabic (the site's first language, and
 * right to left, the harder layout) and at 1280 px in English: the tag to end such a test's title.
 */
export const phoneInArabic = (lang: Lang) => (lang.code === 'ar' ? '' : ' @desktop-only')

/**
 * A check whose outcome the language cannot change (a count, an address, a network request) is
 * made once, in Arabic: `if (once(lang)) test(…)`.
 */
export const once = (lang: Lang) => lang.code === 'ar'
