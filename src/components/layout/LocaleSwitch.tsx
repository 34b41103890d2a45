'use client'

import { useLocale } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'
import { locales } from '@/i18n/locales'
import { useBrowserValue } from '@/lib/client/browser-location'

/**
 * Keeps the visitor on the same page (and query) in the other language; next-intl's Link writes
 * the locale cookie (365 days, path /, same-site lax) on click. Its name is the language's own name,
 * as shown (a label saying something else would not match what speech users say).
 */
export function LocaleSwitch() {
  const locale = useLocale()
  const pathname = usePathname()
  const search = useBrowserValue(() => window.location.search, '')
  const other = locales.find((l) => l.code !== locale) ?? locales[0]
  const query = Object.fromEntries(new URLSearchParams(search))
  return (
    <Link
      href={{ pathname, query }}
      locale={other.code}
      lang={other.code}
      data-testid="locale-switch"
      className="flex h-8 items-center rounded-full border border-gray-300 px-3 text-sm font-semibold hover:border-brand hover:text-brand"
    >
      {other.label}
    </Link>
  )
}
