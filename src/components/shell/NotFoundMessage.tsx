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
 * for one that fails validation. The server renders the path it was asked for (`path`, or the path
 * as routed); the browser adds the query and hash. The path is isolated left to right, so its
 * slashes keep their places in Arabic text.
 */
export function NotFoundMessage({ kind, path }: { kind: 'route' | 'validation'; path?: string }) {
  const t = useTranslations('errors')
  const locale = useLocale()
  const pathname = usePathname()
  const fullPath = useBrowserValue(() => decode(location.pathname + location.search + location.hash), decode(path ?? getPathname({ href: pathname, locale })))
  return (
    <>
      {t.rich(kind === 'route' ? 'notFoundRoute' : 'notFoundValidation', {
        fullPath,
        path: (chunks) => (
          <bdi dir="ltr" data-testid="not-found-path">
            {chunks}
          </bdi>
        ),
      })}
    </>
  )
}
