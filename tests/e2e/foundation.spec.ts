import type { Page } from '@playwright/test'
import { fillRoute, siteRoutes } from './support/routes'
import { expect, test } from './support/site'

const inEnglish = (route: string) => (route === '/' ? '/en' : `/en${route}`)

async function htmlAttributes(page: Page) {
  const html = page.locator('html')
  return { lang: await html.getAttribute('lang'), dir: await html.getAttribute('dir') }
}

// The document's language and direction do not depend on the screen width.
test.describe('language and direction', { tag: '@desktop-only' }, () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en' } })

  test('/ is Arabic, right to left, even when the browser asks for English', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' })
  })

  test('/en is English, left to right', async ({ page }) => {
    const response = await page.goto('/en')
    expect(response?.status()).toBe(200)
    expect(await htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr' })
  })

  test('/ar/about-us redirects to /about-us', async ({ page, request }) => {
    const response = await request.get('/ar/about-us', { maxRedirects: 0 })
    expect([301, 302, 307, 308]).toContain(response.status())
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/about-us')
    await page.goto('/ar/about-us')
    expect(new URL(page.url()).pathname).toBe('/about-us')
    expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' })
  })
})

// Status codes do not depend on the screen width: the phone project leaves @desktop-only out.
test.describe('routes', { tag: '@desktop-only' }, () => {
  for (const route of siteRoutes) {
    for (const english of [false, true]) {
      const label = english ? inEnglish(route) : route
      test(`${label} answers 200`, async ({ request, site }) => {
        const path = fillRoute(english ? inEnglish(route) : route, site.records)
        const response = await request.get(path)
        expect(response.status(), `${path} → ${response.url()}`).toBe(200)
        const finalPath = new URL(response.url()).pathname
        expect(finalPath === '/en' || finalPath.startsWith('/en/'), `${path} stays in its language`).toBe(english)
      })
    }
  }

  for (const path of ['/properties/abc', '/properties/999999', '/no-such-page-here', '/blogs/abc', '/projects/999999']) {
    for (const english of [false, true]) {
      const full = english ? inEnglish(path) : path
      test(`${full} answers 404`, async ({ request }) => {
        const response = await request.get(full)
        expect(response.status()).toBe(404)
      })
    }
  }

  test('the English 404 page says Page Not Found', async ({ page }) => {
    const response = await page.goto('/en/no-such-page-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page Not Found', { exact: false }).first()).toBeVisible()
    expect(await htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr' })
  })
})

test('fonts and styles come from the site itself @desktop-only', async ({ page, baseURL }) => {
  const own = new URL(baseURL!).host
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    const isLocal = url.host === own || url.hostname === 'localhost' || url.hostname === '127.0.0.1'
    const kind = request.resourceType()
    if (!isLocal && (kind === 'font' || kind === 'stylesheet' || /fonts\.(googleapis|gstatic)\.com/.test(url.hostname))) {
      foreign.push(`${kind} ${request.url()}`)
    }
  })
  for (const path of ['/', '/en', '/properties', '/en/properties']) {
    await page.goto(path, { waitUntil: 'networkidle' })
  }
  expect(foreign).toEqual([])
})

// On a slow network the typefaces arrive after the text is laid out; swapping them in then moved
// whole paragraphs (Lighthouse: 0.105 on an Arabic article on a phone). The fonts are held here until
// the page has shown its text, then let through; nothing on the page may move.
test('text does not move when the typefaces arrive late, in either language @phone-only', async ({ page, site }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('manzil:landed', '1')
    const counted = window as unknown as { layoutShift: number }
    counted.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) counted.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const path of [`/blogs/${site.records.blog}`, `/en/blogs/${site.records.blog}`, '/', '/en']) {
    let letThrough = () => {}
    const shown = new Promise<void>((resolve) => (letThrough = resolve))
    let held = 0
    await page.route('**/*.woff2', async (route) => {
      held++
      await shown
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => held, { message: `${path} asks for its typefaces` }).toBeGreaterThan(0)
    letThrough()
    await page.evaluate(async () => {
      await document.fonts.ready
      // Two frames: a shift caused by a late face is laid out and reported by then.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    })
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift), path).toBe(0)
    await page.unroute('**/*.woff2')
  }
})

test('/admin serves the Payload login @desktop-only', async ({ page }) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBeLessThan(400)
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('input[name="email"], input[type="email"]').first()).toBeVisible()
  await expect(page.locator('input[type="password"]').first()).toBeVisible()
})
