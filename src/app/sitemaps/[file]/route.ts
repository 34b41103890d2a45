import { urlset } from '@/lib/seo/sitemap'
import { siteOrigin } from '@/lib/seo/urls'
import { sitemapEntries } from '@/server/seo/sitemap'

export const dynamic = 'force-dynamic'

/** One sitemap file (`/sitemaps/properties-1.xml`): each page in both languages with its alternates, last change and pictures. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const entries = await sitemapEntries((await params).file)
  if (!entries) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(urlset(siteOrigin(), entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
