'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'
import { locales } from '@/i18n/locales'

/** Keeps the visitor on the same page in the other language; next-intl writes the locale cookie on click. */
export function LocaleSwitch() {
  const locale = useLocale()
  const t = useTranslations('nav')
  const pathname = usePathname()
  const other = locales.find((l) => l.code !== locale) ?? locales[0]
  return (
    <Link
      href={pathname}
      locale={other.code}
      lang={other.code}
      aria-label={t('languageLabel')}
      data-testid="locale-switch"
      className="rounded-full border border-gray-300 px-3 py-1 text-sm font-semibold hover:border-brand hover:text-brand"
    >
      {other.label}
    </Link>
  )
}
