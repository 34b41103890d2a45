'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'
import { usePathname } from '@/i18n/navigation'
import { MenuIcon } from './icons'

export type MenuLink = { label: string; href: string; children?: MenuLink[] }

const Panel = lazy(() => import('./MobileMenuPanel'))

/** The header menu on phones: a panel from the inline end, keyboard-operable, focus kept inside while open. */
export function MobileMenu({ items }: { items: MenuLink[] }) {
  const t = useTranslations('nav')
  const pathname = usePathname()
  // Open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const [used, setUsed] = useState(false)
  const open = openOn === pathname

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          setOpenOn(pathname)
        }}
        data-testid="mobile-menu-button"
        className="grid size-9 place-items-center rounded-md border border-gray-300 text-gray-800 hover:border-brand hover:text-brand lg:hidden"
      >
        <MenuIcon />
        <span className="sr-only">{t('menu')}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <Panel items={items} open={open} onClose={() => setOpenOn(null)} labels={{ title: t('menu'), close: t('closeMenu'), nav: t('primary') }} />
        </Suspense>
      )}
    </>
  )
}
