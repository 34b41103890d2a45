import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything but the CMS, the APIs, Next's own files and files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)'],
}
