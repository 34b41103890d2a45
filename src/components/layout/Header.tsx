import { getTranslations } from 'next-intl/server'
import { ChevronDownIcon } from '@/components/shell/icons'
import { AreaUnitSwitch } from '@/components/shell/AreaUnitSwitch'
import { CurrencySwitch } from '@/components/shell/CurrencySwitch'
import { MobileMenu, type MenuLink } from '@/components/shell/MobileMenu'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { AreaUnit } from '@/lib/area'
import type { CurrencyRate } from '@/lib/client/currency'
import { getMenus, getSettings } from '@/server/site'
import { MediaImage } from '../ui/MediaImage'
import { FavouritesLink } from './FavouritesLink'
import { LocaleSwitch } from './LocaleSwitch'

type Props = { locale: Locale; currencies: CurrencyRate[]; defaultCurrency: string; areaUnit: AreaUnit }

/** SPEC §2: the logo, the header menu from the CMS, the way to the visitor's favourites, the language, area unit and currency switchers, the phone menu. */
export async function Header({ locale, currencies, defaultCurrency, areaUnit }: Props) {
  const [menus, settings, t, site] = await Promise.all([
    getMenus(locale),
    getSettings(locale),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'site' }),
  ])
  const items: MenuLink[] = (menus.header ?? []).map((item) => ({
    label: item.label,
    href: item.href,
    children: (item.children ?? []).map((c) => ({ label: c.label, href: c.href })),
  }))
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur" data-testid="site-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        {/* The link is named once, by its label; the logo and the name beside it are what it shows. */}
        <Link href="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-brand" aria-label={site('name')}>
          {settings.appearance_settings?.logo ? (
            <MediaImage media={settings.appearance_settings.logo} sizes="120px" largest="thumb" className="h-9 w-auto" alt="" priority />
          ) : (
            <span aria-hidden className="grid size-9 place-items-center rounded-lg bg-brand text-white">
              م
            </span>
          )}
          <span aria-hidden className="hidden sm:inline">
            {site('name')}
          </span>
        </Link>
        <nav aria-label={t('primary')} className="ms-4 hidden min-w-0 flex-1 lg:block">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.href + item.label} className="group relative">
                <Link href={item.href} className="flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-gray-700 hover:bg-surface hover:text-brand">
                  {item.label}
                  {item.children && item.children.length > 0 && <ChevronDownIcon size={14} className="text-gray-400" />}
                </Link>
                {item.children && item.children.length > 0 && (
                  <ul className="invisible absolute start-0 top-full z-50 min-w-52 rounded-card border border-gray-200 bg-white p-1 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                    {item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <Link href={child.href} className="block whitespace-nowrap rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-surface hover:text-brand">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
          <FavouritesLink />
          <LocaleSwitch />
          <AreaUnitSwitch currencies={currencies} site={areaUnit} fallbackCurrency={defaultCurrency} />
          <CurrencySwitch currencies={currencies} fallback={defaultCurrency} />
          <MobileMenu items={items} />
        </div>
      </div>
    </header>
  )
}
