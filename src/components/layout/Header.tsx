import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { getMenus, getSettings } from '@/server/site'
import { MediaImage } from '../ui/MediaImage'
import { LocaleSwitch } from './LocaleSwitch'

export async function Header({ locale }: { locale: Locale }) {
  const [menus, settings, t] = await Promise.all([getMenus(locale), getSettings(locale), getTranslations({ locale, namespace: 'nav' })])
  const items = menus.header ?? []
  const site = await getTranslations({ locale, namespace: 'site' })
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 text-xl font-bold text-brand" aria-label={site('name')}>
          {settings.appearance_settings?.logo ? (
            <MediaImage media={settings.appearance_settings.logo} sizes="120px" largest="thumb" className="h-9 w-auto" alt={site('name')} priority />
          ) : (
            <span aria-hidden className="grid size-9 place-items-center rounded-lg bg-brand text-white">م</span>
          )}
          <span>{site('name')}</span>
        </Link>
        <nav aria-label={t('primary')} className="ms-6 hidden flex-1 lg:block">
          <ul className="flex flex-wrap items-center gap-1">
            {items.map((item) => (
              <li key={item.id ?? item.href}>
                <Link href={item.href} className="rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-surface hover:text-brand">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-3">
          <LocaleSwitch />
          <details className="relative lg:hidden">
            <summary className="cursor-pointer list-none rounded-md border border-gray-300 px-3 py-1 text-sm font-semibold" aria-label={t('menu')}>
              {t('menu')}
            </summary>
            <nav aria-label={t('primary')} className="absolute end-0 top-full mt-2 w-64 rounded-card border border-gray-200 bg-white p-2 shadow-lg">
              <ul>
                {items.map((item) => (
                  <li key={item.id ?? item.href}>
                    <Link href={item.href} className="block rounded-md px-3 py-2 text-gray-800 hover:bg-surface">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
