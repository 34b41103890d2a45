import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

/**
 * Routing by locale. The locale cookie is not written here: a page a shared cache keeps must not set
 * a cookie, and with locale detection off the cookie decides nothing on the server. The browser
 * writes it when the visitor switches language (next-intl's Link, with the routing's cookie settings).
 */
export default createMiddleware({ ...routing, localeCookie: false })

export const config = {
  // Everything but the CMS, the APIs, Next's own files and files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)'],
}
