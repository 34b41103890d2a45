/**
 * What the SEO crawl reads off the built site: pages parsed by html-validate's own parser (the same
 * one that judges them), sitemaps and robots.txt read as their formats define them.
 */
import { HtmlValidate, Parser, type HtmlElement, type Report } from 'html-validate'

/**
 * The validator: html-validate's rules of the HTML standard itself (not of style) and of a whole
 * document (a doctype, a title, one `main`…).
 */
export const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  // Subresource integrity is a security choice for files of other sites; the pages load only their own.
  rules: { 'require-sri': 'off' },
})

let parser: Parser | undefined
async function htmlParser(): Promise<Parser> {
  parser ??= new Parser(await validator.getConfigFor('page.html'))
  return parser
}

export type Page = {
  url: string
  status: number
  headers: Headers
  html: string
  /** Null when the answer is not HTML. */
  doc: HtmlElement | null
}

export type Head = {
  lang: string | null
  title: string
  description: string | null
  robots: string | null
  canonical: string | null
  alternates: Record<string, string>
  og: Record<string, string>
  twitter: Record<string, string>
  jsonLd: Record<string, unknown>[]
  links: string[]
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
/** Text as the browser reads it: the parser keeps character references as written. */
export const decodeHtml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
    ref[0] === '#' ? String.fromCodePoint(ref[1]?.toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))) : (NAMED[ref.toLowerCase()] ?? whole),
  )

const attr = (el: HtmlElement, name: string) => {
  const value = el.getAttributeValue(name)
  return value === null ? null : decodeHtml(value)
}

/** Everything the crawl checks in a page: its head, its structured data (blocks and `@graph`s flattened) and its links. */
export function readHead(doc: HtmlElement): Head {
  const meta = (selector: string) => {
    const el = doc.querySelector(selector)
    return el ? attr(el, 'content') : null
  }
  const props = (prefix: string, key: 'property' | 'name') => {
    const out: Record<string, string> = {}
    for (const el of doc.querySelectorAll(`meta[${key}]`)) {
      const name = attr(el, key) ?? ''
      if (name.startsWith(prefix) && !(name in out)) out[name] = attr(el, 'content') ?? ''
    }
    return out
  }
  const alternates: Record<string, string> = {}
  for (const el of doc.querySelectorAll('link[rel="alternate"]')) {
    const lang = attr(el, 'hreflang')
    if (lang) alternates[lang] = attr(el, 'href') ?? ''
  }
  const jsonLd = doc.querySelectorAll('script[type="application/ld+json"]').flatMap((el) => {
    const data = JSON.parse(el.textContent) as Record<string, unknown>
    return Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data]
  })
  return {
    lang: doc.querySelector('html') ? attr(doc.querySelector('html')!, 'lang') : null,
    title: decodeHtml(doc.querySelector('title')?.textContent.trim() ?? ''),
    description: meta('meta[name="description"]'),
    robots: meta('meta[name="robots"]'),
    canonical: attr(doc.querySelector('link[rel="canonical"]') ?? doc, 'href'),
    alternates,
    og: props('og:', 'property'),
    twitter: props('twitter:', 'name'),
    jsonLd,
    links: doc.querySelectorAll('a[href]').map((a) => attr(a, 'href') ?? ''),
  }
}

/** Fetches a page (no redirect followed) and parses it when it is HTML. */
export async function fetchPage(url: string): Promise<Page> {
  const answer = await fetch(url, { redirect: 'manual' })
  const html = await answer.text()
  const isHtml = (answer.headers.get('content-type') ?? '').includes('text/html')
  return { url, status: answer.status, headers: answer.headers, html, doc: isHtml ? (await htmlParser()).parseHtml(html) : null }
}

export async function validate(html: string): Promise<Report> {
  return validator.validateString(html, 'page.html')
}

/** Runs `work` over `items`, `width` at a time, keeping the order of the results. */
export async function inTurns<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await work(items[i]!)
      }
    }),
  )
  return out
}

// ---- sitemaps ---------------------------------------------------------------------------------------

const unescapeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')

export type SitemapUrl = { loc: string; lastmod: string | null; alternates: Record<string, string>; images: string[] }

export function readUrlset(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null,
    alternates: Object.fromEntries([...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang = '', href = '']) => [lang, unescapeXml(href)])),
    images: [...body.matchAll(/<image:loc>([^<]*)<\/image:loc>/g)].map(([, src = '']) => unescapeXml(src)),
  }))
}

export function readIndex(xml: string): { loc: string; lastmod: string | null }[] {
  return [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map(([, body = '']) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null,
  }))
}

// ---- robots.txt -------------------------------------------------------------------------------------

export type Robots = { allow: string[]; disallow: string[]; sitemaps: string[] }

/** The rules of the `*` group and the sitemaps of a robots.txt. */
export function readRobots(txt: string): Robots {
  const out: Robots = { allow: [], disallow: [], sitemaps: [] }
  let inStar = false
  for (const raw of txt.split('\n')) {
    const line = raw.replace(/#.*/, '').trim()
    const m = /^([A-Za-z-]+):\s*(.*)$/.exec(line)
    if (!m) continue
    const [, field = '', value = ''] = m
    const key = field.toLowerCase()
    if (key === 'user-agent') inStar = value === '*'
    else if (key === 'sitemap') out.sitemaps.push(value)
    else if (inStar && key === 'allow' && value) out.allow.push(value)
    else if (inStar && key === 'disallow' && value) out.disallow.push(value)
  }
  return out
}

/** A robots.txt path pattern as Google reads it: a prefix, with `*` for any run and `$` for the end. */
const patternOf = (rule: string) => new RegExp(`^${rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\\\$$|\$$/, '$')}`)

/** Whether a crawler may fetch a path (with its query): the longest matching rule wins, Allow on a tie. */
export function allowedBy(robots: Robots, pathAndQuery: string): boolean {
  const match = (rules: string[]) => Math.max(-1, ...rules.filter((r) => patternOf(r).test(pathAndQuery)).map((r) => r.length))
  const allow = match(robots.allow)
  const disallow = match(robots.disallow)
  return disallow === -1 || allow >= disallow
}
