import { robotsTxt } from '@/lib/seo/robots'
import { siteOrigin } from '@/lib/seo/urls'

export const dynamic = 'force-dynamic'

/** What crawlers may fetch, and where the sitemap is (src/lib/seo/robots.ts). */
export function GET() {
  return new Response(robotsTxt(siteOrigin()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
