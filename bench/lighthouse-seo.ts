/**
 * Lighthouse's SEO category on one page of every indexable template, in both languages.
 *
 *   CHROME_PATH=/usr/bin/chromium npx tsx bench/lighthouse-seo.ts [--url http://host:port] [path …]
 *
 * Without --url it starts the production server of the build (`npm run build` first) on a free port,
 * with the environment it was given (DATA_DIR for a seeded folder), its public address set to that
 * port so that canonical and language links are the ones a crawler of it would see. The pages are
 * found the way a crawler finds them: the site's own pages from its sitemap, and the first
 * listing, project, article, posting, service and popular search of theirs. Each page is audited in
 * a fresh headless Chromium tab with Lighthouse's default (mobile) settings, SEO category only: its
 * audits do not depend on the machine's speed. Prints a Markdown table and every failed audit.
 */
import lighthouse from 'lighthouse'
import { english, givenPaths, sitemapPaths, startChromium, startSite, stopAll } from './lib/lighthouse-site'

/** The site's own pages and the first record of each kind, from the sitemaps, Arabic paths. */
async function templatePaths(base: string): Promise<string[]> {
  const pages = (await sitemapPaths(base, 'pages-1')).filter((p) => !/\?category=/.test(p))
  const onePolicy = pages.filter((p) => /-policy$|terms-and-conditions$/.test(p)).slice(1)
  const records = await Promise.all(['properties-1', 'projects-1', 'articles-1', 'careers-1', 'services-1'].map(async (f) => (await sitemapPaths(base, f))[0]))
  const landing = (await sitemapPaths(base, 'searches-1')).find((p) => /type=/.test(p))
  return [...pages.filter((p) => !onePolicy.includes(p)), ...records, landing].filter((p): p is string => Boolean(p))
}

type Row = { path: string; score: number; failed: string[] }

async function audit(url: string, port: number): Promise<{ score: number; failed: string[] }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] })
  if (!result) throw new Error(`no result for ${url}`)
  const seo = result.lhr.categories.seo
  const failed = (seo?.auditRefs ?? [])
    .map((ref) => result.lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a!.id}: ${a!.title}`)
  return { score: Math.round((seo?.score ?? 0) * 100), failed }
}

const { base, server } = await startSite()
const chromium = await startChromium()
try {
  const paths = givenPaths.length ? givenPaths : await templatePaths(base)
  const rows: Row[] = []
  for (const p of paths.flatMap((x) => [x, english(x)])) {
    const { score, failed } = await audit(base + p, chromium.port)
    rows.push({ path: p, score, failed })
    console.error(`${String(score).padStart(3)}  ${p}${failed.length ? `  (${failed.join('; ')})` : ''}`)
  }
  console.log(`\n| page | SEO |\n|---|---|`)
  for (const r of rows) console.log(`| \`${r.path}\` | ${r.score} |`)
  const below = rows.filter((r) => r.score < 100)
  console.log(`\n${rows.length} pages, ${rows.length - below.length} at 100${below.length ? `; below: ${below.map((r) => `${r.path} (${r.score}: ${r.failed.join('; ')})`).join(', ')}` : ''}`)
  process.exitCode = below.length ? 1 : 0
} finally {
  await stopAll(server, chromium)
}
