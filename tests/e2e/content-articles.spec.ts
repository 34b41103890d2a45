import type { APIRequestContext, Page } from '@playwright/test'
import { richEn } from '@/seed/lexical'
import { lexicalToText, readingMinutes } from '@/lib/text'
import { langs, once, phoneInArabic } from './support/pages'
import { expect, test } from './support/site'

/**
 * Articles (/blogs, /blogs/{id}), videos and the CMS pages (/page/{permalink}, /about-us) in both
 * languages; an article and a page of blocks at phone and desktop widths, the lists' behaviour at
 * 1280 px; an editor's change reaching the site without a rebuild.
 */

type Ref = { id: number; name: string }
type BlogCard = { id: number; title: string; slug: string | null; category: Ref | null }
type BlogDetail = BlogCard & { content: unknown }
type Video = { id: number; title: string; url: string; category: Ref | null }
type Listed<T> = { data: T[]; meta: { total: number; last_page: number } }

async function api<T>(request: APIRequestContext, path: string, locale: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: { 'Accept-Language': locale } })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()) as T
}
const data = async <T,>(request: APIRequestContext, path: string, locale: string) => (await api<{ data: T }>(request, path, locale)).data

/** Pages load as a returning visitor (no first-landing overlay). */
async function visit(page: Page, path: string) {
  await page.addInitScript(() => sessionStorage.setItem('manzil:landed', '1'))
  await page.goto(path)
}

/** A click that renders a page on the server: on a loaded 2-core machine that may take a while. */
const SERVER_RENDER = { timeout: 30_000 }

/** Latin letters on an Arabic page would be English left untranslated. */
const LATIN = /[A-Za-z]/

/** The relationship nodes (embedded listings) and upload nodes (pictures) of a Lexical value. */
function nodesOf(value: unknown, type: string): { relationTo: string; value: unknown }[] {
  const out: { relationTo: string; value: unknown }[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: string; relationTo?: string; value?: unknown; children?: unknown[] }
    if (n.type === type) out.push({ relationTo: String(n.relationTo), value: n.value })
    n.children?.forEach(walk)
  }
  walk((value as { root?: unknown }).root)
  return out
}
const idOf = (v: unknown) => (typeof v === 'object' && v ? (v as { id: number }).id : (v as number))

for (const lang of langs) {
  test.describe(`articles (${lang.code})`, () => {
    if (once(lang)) test('the category filter lists the blog categories and keeps the choice in the URL @desktop-only', async ({ page, request }) => {
      const categories = await data<Ref[]>(request, '/categories?filter[type]=2', lang.code)
      expect(categories.length).toBeGreaterThan(1)
      await visit(page, `${lang.prefix}/blogs`)
      const filter = page.getByTestId('category-filter')
      await expect(filter.getByRole('link')).toHaveText([lang.code === 'ar' ? 'كل المقالات' : 'All articles', ...categories.map((c) => c.name)])
      await expect(filter.getByRole('link').first()).toHaveAttribute('aria-current', 'page')

      const chosen = categories[1] as Ref
      const expected = await api<Listed<BlogCard>>(request, `/blogs?filter[category]=${chosen.id}&per_page=9`, lang.code)
      await filter.getByRole('link', { name: chosen.name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/blogs\\?category=${chosen.id}$`), SERVER_RENDER)
      await expect(filter.getByRole('link', { name: chosen.name, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByTestId('article-title')).toHaveText(expected.data.map((a) => a.title))
      for (const card of await page.getByTestId('article-card').all()) await expect(card).toContainText(chosen.name)
      if (lang.code === 'ar') expect(await page.locator('main').innerText()).not.toMatch(LATIN)

      // An address that names no blog category is no filter.
      await visit(page, `${lang.prefix}/blogs?category=999999`)
      await expect(filter.getByRole('link').first()).toHaveAttribute('aria-current', 'page')
    })

    if (once(lang)) test('pages through the articles, newest first, the page in the URL @desktop-only', async ({ page, request }) => {
      const second = await api<Listed<BlogCard>>(request, '/blogs?per_page=9&page=2', lang.code)
      expect(second.meta.last_page).toBeGreaterThan(1)
      await visit(page, `${lang.prefix}/blogs`)
      await expect(page.getByTestId('article-card')).toHaveCount(9)
      await page.getByTestId('pagination').getByRole('link', { name: lang.code === 'ar' ? /التالي/ : /Next/ }).click()
      await expect(page).toHaveURL(/\/blogs\?page=2$/, SERVER_RENDER)
      await expect(page.getByTestId('article-title')).toHaveText(second.data.map((a) => a.title))
      await expect(page.getByTestId('page-count')).toContainText(String(second.meta.last_page))
    })

    if (once(lang)) test('cards show a sized, responsive cover, lazy below the first, and the reading time @desktop-only', async ({ page, request }) => {
      const first = (await api<Listed<BlogCard>>(request, '/blogs?per_page=1', lang.code)).data[0] as BlogCard
      const detail = await data<BlogDetail>(request, `/blogs/${first.id}`, lang.code)
      await visit(page, `${lang.prefix}/blogs`)
      const images = page.getByTestId('article-card').locator('img')
      await expect(images).toHaveCount(9)
      for (const [i, img] of (await images.all()).entries()) {
        await expect(img).toHaveAttribute('width', /^\d+$/)
        await expect(img).toHaveAttribute('height', /^\d+$/)
        await expect(img).toHaveAttribute('srcset', /\d+w/)
        await expect(img).toHaveAttribute('sizes', /.+/)
        await expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy')
      }
      const minutes = readingMinutes(lexicalToText(detail.content))
      await expect(page.getByTestId('reading-time').first()).toHaveText(lang.code === 'ar' ? new RegExp(minutes === 1 ? 'دقيقة قراءة' : `${minutes}`) : `${minutes} min read`)
    })

    test(`an article: headings, lists, quote, picture and embedded listings in its text${phoneInArabic(lang)}`, async ({ page, request, site }) => {
      const { blog } = site.records
      const article = await data<BlogDetail>(request, `/blogs/${blog}`, lang.code)
      const embedded = nodesOf(article.content, 'relationship')
      expect(embedded.length, 'the seeded article embeds listings').toBeGreaterThan(0)
      expect(nodesOf(article.content, 'upload').length, 'the seeded article has a picture').toBeGreaterThan(0)

      await visit(page, `${lang.prefix}/blogs/${blog}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
      const body = page.locator('article')
      await expect(body.locator('h2').first()).toBeVisible()
      await expect(body.locator('ul li').first()).toBeVisible()
      await expect(body.locator('blockquote')).toBeVisible()
      const picture = body.locator('figure img').first()
      await expect(picture).toHaveAttribute('srcset', /\d+w/)
      await expect(picture).toHaveAttribute('loading', 'lazy')
      const cards = body.getByTestId('embedded-listing')
      await expect(cards).toHaveCount(embedded.length)
      for (const [i, node] of embedded.entries()) {
        const base = node.relationTo === 'projects' ? 'projects' : 'properties'
        const id = idOf(node.value)
        await expect(cards.nth(i).locator(`a[href$="/${base}/${id}"], a[href*="/${base}/${id}-"]`).first()).toBeVisible()
      }
      await expect(page.getByTestId('article-meta').getByTestId('reading-time')).toBeVisible()
      await expect(page.getByTestId('article-meta')).toContainText(article.category?.name ?? '')
    })

    if (once(lang)) test('related articles: same category first, never the article itself @desktop-only', async ({ page, request, site }) => {
      const { blog } = site.records
      const article = await data<BlogDetail>(request, `/blogs/${blog}`, lang.code)
      const sameCategory = await api<Listed<BlogCard>>(request, `/blogs?filter[category]=${article.category?.id}&per_page=50`, lang.code)
      const expectSame = Math.min(3, sameCategory.data.filter((a) => a.id !== article.id).length)
      expect(expectSame).toBeGreaterThan(0)
      await visit(page, `${lang.prefix}/blogs/${blog}`)
      const related = page.getByTestId('related-articles').getByTestId('article-card')
      await expect(related).toHaveCount(3)
      const hrefs = await related.locator('a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
      expect(hrefs.some((h) => new RegExp(`/blogs/${blog}(-|$)`).test(h))).toBe(false)
      for (let i = 0; i < expectSame; i++) await expect(related.nth(i)).toContainText(article.category?.name ?? '')
    })

    if (once(lang)) test('share links carry the canonical address; copy puts it on the clipboard @desktop-only', async ({ page, context, site }) => {
      const { blog } = site.records
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await visit(page, `${lang.prefix}/blogs/${blog}`)
      // The canonical address's path, on the page's own origin: the browser workers' servers have no
      // configured site address, and then a share link names the address the visitor is on.
      const canonicalPath = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '', page.url()).pathname
      const canonical = new URL(canonicalPath, page.url()).href
      expect(canonicalPath).toMatch(new RegExp(`^${lang.prefix}/blogs/${blog}-`))
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
      const share = page.getByTestId('share-links')
      const href = async (target: string) => new URL((await share.locator(`[data-share="${target}"]`).getAttribute('href')) ?? '')
      await expect(share.locator('a[data-share]')).toHaveCount(5)
      expect((await href('whatsapp')).searchParams.get('text')).toBe(`${title} ${canonical}`)
      expect((await href('x')).searchParams.get('url')).toBe(canonical)
      expect((await href('facebook')).searchParams.get('u')).toBe(canonical)
      expect((await href('linkedin')).searchParams.get('url')).toBe(canonical)
      const mail = await href('email')
      expect(mail.protocol).toBe('mailto:')
      expect(new URLSearchParams(mail.search).get('body')).toBe(canonical)
      for (const a of await share.locator('a[data-share]').all()) await expect(a).toHaveAttribute('aria-label', lang.code === 'ar' ? /^شارك عبر / : /^Share on /)

      await share.getByRole('button', { name: lang.code === 'ar' ? 'نسخ الرابط' : 'Copy link' }).click()
      await expect(page.getByText(lang.code === 'ar' ? 'تم نسخ الرابط' : 'Link copied')).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
    })
  })

  test.describe(`videos (${lang.code})`, () => {
    if (once(lang)) test('thumbnails only until play; then the no-cookie player, focused @desktop-only', async ({ page, request }) => {
      const thirdParty: string[] = []
      page.on('request', (r) => {
        if (!new URL(r.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) thirdParty.push(r.url())
      })
      await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }))
      const videos = await api<Listed<Video>>(request, '/videos?per_page=50', lang.code)
      await visit(page, `${lang.prefix}/videos`)
      await expect(page.getByTestId('video')).toHaveCount(videos.data.length)
      await page.waitForLoadState('networkidle')
      expect(thirdParty).toEqual([])
      for (const img of await page.getByTestId('video').locator('img').all()) expect(new URL((await img.getAttribute('src')) ?? '', page.url()).host).toBe(new URL(page.url()).host)
      if (lang.code === 'ar') expect(await page.locator('main').innerText()).not.toMatch(LATIN)

      const first = videos.data[0] as Video
      const play = page.getByRole('button', { name: `${lang.code === 'ar' ? 'شغّل الفيديو' : 'Play video'}: ${first.title}` })
      await play.focus()
      await page.keyboard.press('Enter')
      const frame = page.getByTestId('video').first().locator('iframe')
      await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
      await expect(frame).toHaveAttribute('title', new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
      expect(thirdParty.every((u) => new URL(u).hostname === 'www.youtube-nocookie.com')).toBe(true)
    })

    if (once(lang)) test('the category filter shows the videos of one category, in the URL @desktop-only', async ({ page, request }) => {
      const categories = await data<Ref[]>(request, '/categories?filter[type]=4', lang.code)
      const chosen = categories[0] as Ref
      const expected = await api<Listed<Video>>(request, `/videos?filter[category]=${chosen.id}&per_page=50`, lang.code)
      const all = await api<Listed<Video>>(request, '/videos?per_page=50', lang.code)
      expect(expected.meta.total).toBeLessThan(all.meta.total)
      await visit(page, `${lang.prefix}/videos`)
      await page.getByTestId('category-filter').getByRole('link', { name: chosen.name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/videos\\?category=${chosen.id}$`), SERVER_RENDER)
      await expect(page.getByTestId('video').locator('h2')).toHaveText(expected.data.map((v) => v.title))
    })
  })

  test.describe(`CMS pages (${lang.code})`, () => {
    test(`a page built from every block${phoneInArabic(lang)}`, async ({ page }) => {
      await visit(page, `${lang.prefix}/page/why-manzil`)
      const main = page.locator('main')
      await expect(main.locator('.prose-rich h2').first()).toBeVisible()
      await expect(main.locator('figure figcaption').first()).toBeVisible()
      await expect(page.getByTestId('gallery-block').locator('img')).toHaveCount(6)
      for (const img of await page.getByTestId('gallery-block').locator('img').all()) await expect(img).toHaveAttribute('alt', /.+/)
      const figures = page.getByTestId('figures')
      await expect(figures.locator('dd bdi[dir="ltr"]')).toHaveCount(4)
      await expect(figures).toContainText('24/7')
      const faq = page.getByTestId('faq-block').locator('details').first()
      await expect(faq).not.toHaveAttribute('open')
      await faq.locator('summary').click()
      await expect(faq).toHaveAttribute('open')
      await expect(faq.locator('p')).toBeVisible()
      const listings = main.getByTestId('property-card')
      await expect(listings).toHaveCount(3)
      await expect(main.getByRole('link', { name: lang.code === 'ar' ? 'تواصل معنا' : 'Contact us' })).toHaveAttribute('href', `${lang.prefix}/contact-us`)
      if (lang.code === 'en') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Manzil?')
    })

    if (once(lang)) test('about us: story, figures, team, offices and a call to action @desktop-only', async ({ page }) => {
      await visit(page, `${lang.prefix}/about-us`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.code === 'ar' ? 'من نحن' : 'About us')
      await expect(page.locator('main blockquote')).toBeVisible()
      await expect(page.getByTestId('figures').locator('bdi[dir="ltr"]').first()).toBeVisible()
      await expect(page.getByTestId('gallery-block').locator('img')).toHaveCount(3)
      await expect(page.locator('main').getByRole('link', { name: lang.code === 'ar' ? 'فروعنا' : 'Our branches' })).toHaveAttribute('href', `${lang.prefix}/our-branches`)
      if (lang.code === 'ar') {
        const text = await page.locator('main').innerText()
        expect(text.replace(/[\d,.%+/]/g, '')).not.toMatch(LATIN)
      }
    })
  })
}

test.describe('an editor changes an article', () => {
  // @desktop-only: one editor at a time; the phone run would edit the same article at the same moment.
  test('the new title and text show on the article and in the list, without a rebuild @desktop-only', async ({ page, request, admin }) => {
    // Signing in, saving twice and three server renders: more than a minute on a loaded machine.
    test.setTimeout(180_000)
    const list = await api<Listed<BlogCard>>(request, '/blogs?per_page=9', 'en')
    const lastPage = list.meta.last_page
    const onLast = await api<Listed<BlogCard>>(request, `/blogs?per_page=9&page=${lastPage}`, 'en')
    const target = onLast.data[onLast.data.length - 1] as BlogCard
    const before = await data<BlogDetail>(request, `/blogs/${target.id}`, 'en')

    // Seen once before the change, so that the pages are in the cache when the editor saves.
    await visit(page, `/en/blogs/${target.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.title)

    const title = `Edited ${Date.now().toString(36)}: ${before.title}`
    const words = Array.from({ length: 1000 }, (_, i) => `word${i % 7}`).join(' ')
    const edit = await admin.patch(`/api/blogs/${target.id}?locale=en`, { data: { title, content: richEn([words]) } })
    expect(edit.status(), await edit.text()).toBe(200)
    try {
      await visit(page, `/en/blogs/${target.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByTestId('article-meta').getByTestId('reading-time')).toHaveText('5 min read')
      await visit(page, `/en/blogs?page=${lastPage}`)
      await expect(page.getByTestId('article-title').filter({ hasText: title })).toHaveCount(1)
    } finally {
      const undo = await admin.patch(`/api/blogs/${target.id}?locale=en`, { data: { title: before.title, content: before.content } })
      expect(undo.status(), await undo.text()).toBe(200)
    }
  })
})
