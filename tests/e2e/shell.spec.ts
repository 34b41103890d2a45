import type { Route } from '@playwright/test'
import { isPhone, langs, once, phoneInArabic, visit } from './support/pages'
import { expect, test } from './support/site'

/**
 * The app shell of SPEC §2, §4, §8, §9 in both languages, at 390 px (phone) and 1280 px (desktop)
 * unless the width cannot matter. Timers, the toasts' pause, the currency list's keys, the reload
 * guard and the loading bar's throttle are tested on a fake clock in tests/component/shell.
 */

for (const lang of langs) {
  test.describe(`shell in ${lang.code}`, () => {
    test(`header: logo, menu, language and currency switchers; footer: menu, contact details, social links, policy pages${phoneInArabic(lang)}`, async ({ page }) => {
      await visit(page, lang.home)
      const header = page.getByTestId('site-header')
      await expect(header.getByRole('link').first()).toHaveAttribute('href', lang.home)
      await expect(header.getByTestId('locale-switch')).toBeVisible()
      await expect(header.getByTestId('currency-switch')).toBeVisible()
      const desktopNav = header.locator('nav')
      if (isPhone(page)) {
        await expect(desktopNav).toBeHidden()
        await expect(header.getByTestId('mobile-menu-button')).toBeVisible()
      } else {
        await expect(desktopNav).toBeVisible()
        await expect(desktopNav.getByRole('link').first()).toBeVisible()
        await expect(header.getByTestId('mobile-menu-button')).toBeHidden()
      }
      const footer = page.getByTestId('site-footer')
      await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
      await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
      await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveCount(1)
      expect(await footer.locator('a[target=_blank][href^="https://"]:not([href^="https://wa.me"])').count()).toBeGreaterThan(0)
      for (const policy of ['/payment-policy', '/privacy-policy', '/return-policy', '/terms-and-conditions']) {
        await expect(footer.locator(`a[href="${lang.prefix}${policy}"]`).first()).toBeAttached()
      }
    })

    test('language switcher keeps the page and sets the locale cookie', async ({ page, context }) => {
      await visit(page, `${lang.prefix}/faq?q=1`)
      await page.getByTestId('locale-switch').click()
      const target = lang.code === 'ar' ? '/en/faq' : '/faq'
      await expect(page).toHaveURL((url) => url.pathname === target && url.search === '?q=1')
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code === 'ar' ? 'en' : 'ar')
      await expect(page.locator('html')).toHaveAttribute('dir', lang.code === 'ar' ? 'ltr' : 'rtl')
      const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
      expect(cookie?.value).toBe(lang.code === 'ar' ? 'en' : 'ar')
      expect(cookie?.path).toBe('/')
      expect(cookie?.sameSite).toBe('Lax')
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
      expect(days).toBeGreaterThan(364)
      expect(days).toBeLessThanOrEqual(365)
    })

    test(`currency switcher re-prices every price and the choice persists${phoneInArabic(lang)}`, async ({ page, context }) => {
      await visit(page, lang.home)
      const price = page.locator('[data-price][data-currency]').first()
      await expect(price).toBeAttached()
      await page.getByTestId('currency-switch').click()
      const list = page.getByTestId('currency-list')
      await expect(list).toBeVisible()
      expect((await list.boundingBox())?.height ?? 0).toBeLessThanOrEqual(240)
      await list.getByRole('option', { name: /USD/ }).click()
      await expect(page.getByTestId('currency-switch')).toContainText('USD')
      await expect(price).toContainText('$')
      const prices = await page.locator('[data-price]').allTextContents()
      expect(prices.every((p) => p.includes('$'))).toBe(true)
      expect((await context.cookies()).find((c) => c.name === 'CURRENCY')?.value).toBe('USD')
      await page.reload()
      await expect(page.getByTestId('currency-switch')).toContainText('USD')
      await expect(page.locator('[data-price]').first()).toContainText('$')
    })

    test(`WhatsApp button: hidden on phones, digits-only number, prefilled message, tooltip${phoneInArabic(lang)}`, async ({ page }) => {
      await visit(page, lang.home)
      const button = page.getByTestId('whatsapp-button')
      if (isPhone(page)) {
        await expect(button).toBeHidden()
        return
      }
      await expect(button).toBeVisible()
      const href = new URL((await button.getAttribute('href')) ?? '')
      expect(href.origin + href.pathname).toMatch(/^https:\/\/wa\.me\/\d+$/)
      expect(href.searchParams.get('text')).toBe(lang.code === 'ar' ? 'مرحبًا، أود معرفة المزيد عن' : 'Hi, I would like to know more about')
      await button.hover()
      await expect(page.getByTestId('whatsapp-tooltip')).toBeVisible()
      await expect(page.getByTestId('whatsapp-tooltip')).toHaveText(lang.code === 'ar' ? 'تحدّث معنا عبر واتساب!' : 'Chat with us on WhatsApp!')
    })

    test('WhatsApp message names the property on its page @desktop-only', async ({ page }) => {
      // The button is hidden on phones.
      await visit(page, lang.home)
      const href = await page.locator(`main a[href^="${lang.prefix}/properties/"]`).first().getAttribute('href')
      test.skip(!href, 'no property on home')
      await visit(page, href ?? '')
      const title = (await page.locator('main h1').first().textContent())?.trim() ?? ''
      const text = new URL((await page.getByTestId('whatsapp-button').getAttribute('href')) ?? '').searchParams.get('text')
      expect(text?.endsWith(title)).toBe(true)
    })

    test(`toasts: at the bottom right in both languages, 24rem wide from sm up, full width on phones${phoneInArabic(lang)}`, async ({ page }) => {
      await visit(page, lang.home)
      await page.evaluate(() => window.manzil?.toasts.add({ title: 'Saved', description: 'Your search is saved', avatar: { alt: 'Jane Doe' }, timeout: 0 }))
      const toast = page.getByTestId('toast')
      await expect(toast).toBeVisible()
      const box = await toast.boundingBox()
      const width = page.viewportSize()?.width ?? 0
      if (!box) throw new Error('no toast box')
      if (isPhone(page)) expect(box.width).toBeGreaterThan(width - 40)
      else {
        expect(Math.round(box.width)).toBe(384 - 32)
        // Bottom right in both languages (SPEC §2 names the side).
        expect(box.x + box.width).toBeGreaterThan(width - 40)
      }
      const chat = await page.getByTestId('whatsapp-button').boundingBox()
      // At the bottom; above the chat button where both share the corner (left to right, from 768 px).
      if (chat && lang.code === 'en') expect(box.y + box.height).toBeLessThanOrEqual(chat.y)
      else expect(box.y + box.height).toBeGreaterThan((page.viewportSize()?.height ?? 0) - 40)
    })

    test(`map modal: Leaflet loads on first open, OSM tiles with attribution, 32×32 marker, zoom 9, closing clears${phoneInArabic(lang)}`, async ({ page }) => {
      await visit(page, lang.home)
      expect(await page.evaluate(() => document.querySelector('.leaflet-container') === null && !('L' in window))).toBe(true)
      await page.evaluate(() => window.manzil?.showOnMap({ lat: 25.2048, lng: 55.2708 }))
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const map = page.getByTestId('leaflet-map')
      await expect(map).toHaveAttribute('data-zoom', '9')
      await expect(map).toHaveAttribute('data-center', '25.20480,55.27080')
      const viewport = page.viewportSize() ?? { width: 0, height: 0 }
      const box = await dialog.boundingBox()
      expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width * 0.9 + 1)
      expect(box?.height ?? 0).toBeLessThanOrEqual(viewport.height * 0.9 + 1)
      await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap')
      expect(await page.locator('.leaflet-tile-pane img').first().getAttribute('src')).toContain('tile.openstreetmap.org')
      const marker = page.locator('.leaflet-marker-icon')
      await expect(marker).toHaveCount(1)
      expect(await marker.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight])).toEqual([32, 32])
      await page.locator('.leaflet-control-zoom-in').click()
      await expect(map).toHaveAttribute('data-zoom', '10')
      await marker.click()
      await expect(map).toHaveAttribute('data-zoom', '9')
      await expect(map).toHaveAttribute('data-center', '25.20480,55.27080')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      expect(await page.evaluate(() => window.manzil?.state().location)).toBeNull()
    })

    test(`an unknown path and a failed route validation: 404, each with its message${phoneInArabic(lang)}`, async ({ page }) => {
      let response = await visit(page, `${lang.prefix}/no-such/page`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.code === 'ar' ? 'الصفحة غير موجودة' : 'Page Not Found')
      await expect(page.getByTestId('error-message')).toHaveText(
        lang.code === 'ar' ? `الصفحة غير موجودة: /no-such/page` : 'Page not found: /en/no-such/page',
      )
      response = await visit(page, `${lang.prefix}/properties/not-an-id`)
      expect(response?.status()).toBe(404)
      await expect(page.getByTestId('error-message')).toHaveText(
        lang.code === 'ar' ? `لم يُعثر على الصفحة: /properties/not-an-id` : 'Page Not Found: /en/properties/not-an-id',
      )
    })

    // What reaches the error page does not depend on the width; the listeners are tested in tests/component/shell.
    test('an error thrown by the page\'s code outside rendering reaches the error page; a broken picture does not @desktop-only', async ({ page }) => {
      await visit(page, `${lang.prefix}/faq`)
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      // A picture that fails to load is the element's own error, not the app's: once it has failed
      // and the page has drawn twice since, no error page.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const img = document.createElement('img')
            img.onerror = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
            img.src = '/media/no-such-picture.webp'
            document.body.append(img)
          }),
      )
      await expect(page.getByTestId('error-page')).toHaveCount(0)
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('boom from a click handler')
        }, 0)
      })
      const view = page.getByTestId('error-page')
      await expect(view).toBeVisible()
      await expect(view).toContainText(lang.code === 'ar' ? 'خطأ داخلي في الخادم' : 'Internal Server Error')
      await expect(view).not.toContainText('boom')
      expect(errors).toContain('boom from a click handler')
    })

    test('an unhandled promise rejection reaches the error page @desktop-only', async ({ page }) => {
      await visit(page, `${lang.prefix}/our-team`)
      await page.evaluate(() => {
        void Promise.reject(new Error('nobody awaited this'))
      })
      await expect(page.getByTestId('error-page')).toBeVisible()
      await expect(page.getByTestId('error-page')).toContainText(lang.code === 'ar' ? 'حدث خطأ' : 'Something went wrong')
    })

    if (once(lang)) test('title, favicon, theme colour on the server, viewport @desktop-only', async ({ page, request }) => {
      const html = await (await request.get(lang.home)).text()
      expect(html).toMatch(/<html[^>]*style="--brand:#[0-9a-fA-F]{6}"/)
      expect(html).toMatch(/<meta name="viewport" content="[^"]*maximum-scale=1/)
      await visit(page, lang.home)
      expect((await page.title()).length).toBeGreaterThan(0)
      expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toMatch(/^\/(media\/|favicon\.png)/)
    })
  })
}

test('mobile menu: keyboard, focus trapped while open, Escape closes and returns focus @phone-only', async ({ page }) => {
  await visit(page, '/en')
  const button = page.getByTestId('mobile-menu-button')
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('mobile-menu').getByRole('link').first()).toBeVisible()
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Shift+Tab')
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  await button.click()
  await page.getByTestId('mobile-menu').getByRole('link').first().click()
  await expect(dialog).toBeHidden()
})

test('first landing: overlay shown before the first paint, hidden 3 s after it appeared, not on the next page', async ({ page }) => {
  // Records, from before any page script runs, whether the overlay's class came before any paint.
  await page.addInitScript(() => {
    const log: { shownBeforePaint?: boolean } = {}
    ;(window as unknown as { landingLog: typeof log }).landingLog = log
    new MutationObserver(() => {
      if (log.shownBeforePaint === undefined && document.documentElement?.classList.contains('landing')) log.shownBeforePaint = performance.getEntriesByType('paint').length === 0
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true })
  })
  // The page's clock stands still: only the test moves it.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const overlay = page.getByTestId('landing-overlay')
  await expect(overlay).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { landingLog: { shownBeforePaint?: boolean } }).landingLog.shownBeforePaint)).toBe(true)
  await page.clock.runFor(2999)
  await expect(overlay).toBeVisible()
  await page.clock.runFor(1)
  await expect(overlay).toBeHidden()
  await page.goto('/en', { waitUntil: 'domcontentloaded' })
  expect(await page.evaluate(() => document.documentElement.classList.contains('landing'))).toBe(false)
  await expect(overlay).toBeHidden()
})

test('the overlay: whole screen, white, nine squares; content stays in the page underneath', async ({ page }) => {
  await visit(page, '/en')
  await page.evaluate(() => window.manzil?.loader.on())
  const overlay = page.getByTestId('landing-overlay')
  await expect(overlay).toBeVisible()
  await expect(overlay.locator('span')).toHaveCount(9)
  expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
  const box = await overlay.boundingBox()
  expect(box).toEqual({ x: 0, y: 0, width: page.viewportSize()?.width, height: page.viewportSize()?.height })
  await expect(page.locator('main h1, main h2').first()).toBeAttached()
  expect(await overlay.getAttribute('aria-hidden')).toBe('true')
})

test.describe('first landing for crawlers @desktop-only', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
  test('a crawler never gets the overlay', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('landing-overlay')).toBeHidden()
  })
})

test('first landing respects prefers-reduced-motion @desktop-only', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/')
  await page.evaluate(() => window.manzil?.loader.on())
  const square = page.getByTestId('landing-overlay').locator('span').first()
  await expect(square).toBeVisible()
  expect(await square.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
})

test('global loader flag drives the overlay: on for a number of ms @desktop-only', async ({ page }) => {
  await page.clock.install()
  await visit(page, '/en')
  const overlay = page.getByTestId('landing-overlay')
  await expect(overlay).toBeHidden()
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.evaluate(() => window.manzil?.loader.onFor(3000))
  await expect(overlay).toBeVisible()
  await page.clock.runFor(3000)
  await expect(overlay).toBeHidden()
  await page.clock.resume()
  await page.evaluate(() => window.manzil?.loader.toggle())
  await expect(overlay).toBeVisible()
  await page.evaluate(() => window.manzil?.loader.off())
  await expect(overlay).toBeHidden()
})

test('loading bar: dark blue, 3 px, shown during a slow navigation @desktop-only', async ({ page }) => {
  await visit(page, '/en')
  // The navigation's server answers are held until the bar has been looked at.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc']) await held
    await route.continue()
  })
  const bar = page.getByTestId('loading-bar')
  await expect(bar).not.toHaveAttribute('data-visible')
  const link = page.locator('footer a[href="/en/faq"]').first()
  await link.click()
  await expect(bar).toHaveAttribute('data-visible', 'true')
  expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(3)
  expect(await bar.locator('div').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 42, 91)')
  release()
  await expect(page).toHaveURL(/\/en\/faq$/)
  await expect(bar).not.toHaveAttribute('data-visible')
})

test('startup calls: filters and countries, then settings and menus, then policies, with the spec headers @desktop-only', async ({ page }) => {
  const seen: { path: string; headers: Record<string, string>; at: number; done?: number }[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/v1/')) seen.push({ path: url.pathname.slice(7), headers: r.headers(), at: Date.now() })
  })
  page.on('requestfinished', (r) => {
    const found = seen.find((s) => s.path === new URL(r.url()).pathname.slice(7))
    if (found) found.done = Date.now()
  })
  page.on('requestfailed', (r) => {
    const found = seen.find((s) => s.path === new URL(r.url()).pathname.slice(7))
    if (found) found.done = Date.now()
  })
  await visit(page, '/en')
  await expect.poll(() => seen.map((s) => s.path).sort(), { timeout: 15_000 }).toEqual(['/location/countries', '/menus', '/policies', '/projects/filters', '/real-estates/filters', '/settings'])
  const get = (path: string) => seen.find((s) => s.path === path)
  const order = seen.map((s) => s.path)
  expect(order.slice(0, 3).sort()).toEqual(['/location/countries', '/projects/filters', '/real-estates/filters'])
  expect(order.slice(3, 5).sort()).toEqual(['/menus', '/settings'])
  expect(order[5]).toBe('/policies')
  for (const s of seen) {
    expect(s.headers['accept-language']).toBe('en')
    expect(s.headers['accept']).toBe('application/json')
    expect(s.headers['content-type']).toBe('application/json')
  }
  expect(get('/real-estates/filters')?.headers['x-currency']).toBeTruthy()
  expect(get('/settings')?.headers['x-currency']).toBeUndefined()
  expect(get('/menus')?.headers['x-currency']).toBeUndefined()
})

test('a failed code chunk with a newer build reloads the page once @desktop-only', async ({ page }) => {
  // The 10 s guard against a second reload is tested on a fake clock in tests/component/shell.
  await visit(page, '/en')
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }))
  let loads = 0
  page.on('load', () => loads++)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.src = `/_next/static/chunks/missing-${Math.random().toString(36).slice(2)}.js`
    document.head.append(script)
  })
  await expect.poll(() => loads).toBe(1)
  await page.waitForFunction(() => Boolean(window.manzil))
})

test('routes are preloaded on the visitor\'s intent, not on sight, and at most 4 at once @desktop-only', async ({ page }) => {
  let inFlight = 0
  let most = 0
  const prefetched: string[] = []
  const isPrefetch = (headers: Record<string, string>) => Boolean(headers['next-router-prefetch'])
  page.on('request', (r) => {
    if (!isPrefetch(r.headers())) return
    prefetched.push(new URL(r.url()).pathname)
    most = Math.max(most, ++inFlight)
  })
  const done = (r: { headers: () => Record<string, string> }) => {
    if (isPrefetch(r.headers())) inFlight--
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  // The first prefetches are held until four are out at once; any other could only start beside
  // them if the limit failed.
  const held: Route[] = []
  let holding = true
  await page.route('**/*', async (route) => {
    if (holding && isPrefetch(route.request().headers())) held.push(route)
    else await route.continue()
  })
  await visit(page, '/en')
  // The cards and the footer come into view: seen, not preloaded.
  await page.mouse.wheel(0, 3000)
  await page.waitForFunction(() => Boolean(window.manzil))
  expect(prefetched).toEqual([])
  // Each link the visitor tabs to (or points at, or touches) is preloaded.
  const intended = new Set<string>()
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press('Tab')
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'))
    if (href?.startsWith('/')) intended.add(new URL(href, 'http://site').pathname)
  }
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(4)
  holding = false
  for (const route of held.splice(0)) await route.continue()
  await expect.poll(() => prefetched.length).toBeGreaterThan(4)
  await expect.poll(() => inFlight).toBe(0)
  // Four were out at once and never more; the rest waited their turn; none was of a link only seen.
  expect(most).toBe(4)
  expect(prefetched.filter((p) => !intended.has(p))).toEqual([])
})
