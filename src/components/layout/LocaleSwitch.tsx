'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'
import { locales } from '@/i18n/locales'
import { useBrowserValue } from '@/lib/client/browser-location'

/**
 * Keeps the visitor on the same page (and query) in the other language; next-intl's Link writes
 * the locale cookie (365 days, path /, same-site lax) on click.
 */
export function LocaleSwitch() {
  const locale = useLocale()
  const t = useTranslations('nav')
  const pathname = usePathname()
  const search = useBrowserValue(() => window.location.search, '')
  const other = locales.find((l) => l.code !== locale) ?? locales[0]
  const query = Object.fromEntries(new URLSearchParams(search))
  return (
    <Link
      href={{ pathname, query }}
      locale={other.code}
      lang={other.code}
      aria-label={t('languageLabel')}
      data-testid="locale-switch"
      className="flex h-8 items-center rounded-full border border-gray-300 px-3 text-sm font-semibold hover:border-brand hover:text-brand"
    >
      {other.label}
    </Link>
  )
}
