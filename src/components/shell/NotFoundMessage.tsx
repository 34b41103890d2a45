'use client'

import { useLocale, useTranslations } from 'next-intl'
import { getPathname, usePathname } from '@/i18n/navigation'
import { useBrowserValue } from '@/lib/client/browser-location'

const decode = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * SPEC §8: 'Page not found: {fullPath}' for a path no route matches, 'Page Not Found: {fullPath}'
 * for one that fails validation. The server renders the path as routed; the browser adds the query and hash.
 */
export function NotFoundMessage({ kind }: { kind: 'route' | 'validation' }) {
  const t = useTranslations('errors')
  const locale = useLocale()
  const pathname = usePathname()
  const fullPath = useBrowserValue(() => decode(location.pathname + location.search + location.hash), decode(getPathname({ href: pathname, locale })))
  return <>{t(kind === 'route' ? 'notFoundRoute' : 'notFoundValidation', { fullPath })}</>
}
