import { sitemapIndex } from '@/lib/seo/sitemap'
import { siteOrigin } from '@/lib/seo/urls'
import { sitemapFiles } from '@/server/seo/sitemap'

export const dynamic = 'force-dynamic'

/** The sitemap index: one file per kind of page, a kind split in files of 50,000 addresses. Read from the cached, feed-fresh reads. */
export async function GET() {
  return new Response(sitemapIndex(siteOrigin(), await sitemapFiles()), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
