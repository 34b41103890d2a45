import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { baseHeaders } from './src/server/http/security-headers'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time: the browser gets a formatter of under 1 KB instead of the
  // ICU parser (about 12 KB compressed on every page).
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true } },
})

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Every visitor and crawler gets the page's title, description and links in <head>, never
  // streamed into <body> after it: Next.js streams them to user agents it does not list as limited
  // bots whenever they are not ready when the head is sent (a slower query, a busy machine), which
  // leaves invalid HTML, and pages are cached as first rendered, so that page would stay so.
  htmlLimitedBots: /.*/,
  // Pages and cached reads are kept by the app's own handler, fresh by the change feed's versions
  // (src/server/delivery/cache-handler.mjs); Next.js's built-in memory cache is not used beside it.
  cacheHandler: fileURLToPath(new URL('./src/server/delivery/cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  async headers() {
    // The operators' status page is never indexed (its meta robots says so too).
    const noindex = ['/test', '/en/test'].map((source) => ({ source, headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }))
    // The production server (scripts/serve.ts) sets the security headers on everything it sends, the
    // page policy with its script hashes included. `next dev` gets the ones that do not stop its
    // hot reloading (which evaluates code): no script policy, but no framing either.
    if (process.env.NODE_ENV === 'production') return noindex
    const security = Object.entries({ ...baseHeaders({ https: false, hstsMaxAge: 0 }), 'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'" })
    return [...noindex, { source: '/:path*', headers: security.map(([key, value]) => ({ key, value })) }]
  },
  // Loaded by Node at run time rather than bundled: the Redis client of the shared store (REDIS_URL).
  serverExternalPackages: ['redis'],
  // `npm test` runs tsc over the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
