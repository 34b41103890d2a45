'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { Link, usePathname } from '@/i18n/navigation'
import { MenuIcon } from './icons'
import { Modal } from './Modal'

export type MenuLink = { label: string; href: string; children?: MenuLink[] }

/** The header menu on phones: a panel from the inline end, keyboard-operable, focus kept inside while open. */
export function MobileMenu({ items, extra }: { items: MenuLink[]; extra?: React.ReactNode }) {
  const t = useTranslations('nav')
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  useEffect(() => setOpen(false), [pathname])

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
        className="grid size-9 place-items-center rounded-md border border-gray-300 text-gray-800 hover:border-brand hover:text-brand lg:hidden"
      >
        <MenuIcon />
        <span className="sr-only">{t('menu')}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        label={t('menu')}
        closeLabel={t('closeMenu')}
        className="my-0 me-0 ms-auto h-dvh max-h-dvh w-80 max-w-[85vw]"
        bodyClassName="overflow-y-auto"
      >
        <nav aria-label={t('primary')} data-testid="mobile-menu" className="p-2">
          <ul>
            {items.map((item) => (
              <li key={item.href + item.label}>
                <Link href={item.href} onClick={() => setOpen(false)} className="block rounded-md px-3 py-2 font-semibold text-gray-900 hover:bg-surface">
                  {item.label}
                </Link>
                {item.children && item.children.length > 0 && (
                  <ul className="ms-3 border-s border-gray-200 ps-2">
                    {item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <Link href={child.href} onClick={() => setOpen(false)} className="block rounded-md px-3 py-1.5 text-sm text-gray-700 hover:bg-surface">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {extra && <div className="mt-4 border-t border-gray-200 px-3 pt-4">{extra}</div>}
        </nav>
      </Modal>
    </>
  )
}
