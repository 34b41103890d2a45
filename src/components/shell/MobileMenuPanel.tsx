'use client'

import { Link } from '@/i18n/navigation'
import type { MenuLink } from './MobileMenu'
import { Modal } from './Modal'

type Props = { items: MenuLink[]; open: boolean; onClose: () => void; labels: { title: string; close: string; nav: string } }

/** The phone menu's panel, loaded the first time the menu opens. */
export default function MobileMenuPanel({ items, open, onClose, labels }: Props) {
  return (
    <Modal open={open} onClose={onClose} label={labels.title} closeLabel={labels.close} className="my-0 me-0 ms-auto h-dvh max-h-dvh w-80 max-w-[85vw]" bodyClassName="overflow-y-auto">
      <nav aria-label={labels.nav} data-testid="mobile-menu" className="p-2">
        <ul>
          {items.map((item) => (
            <li key={item.href + item.label}>
              <Link href={item.href} onClick={onClose} className="block rounded-md px-3 py-2 font-semibold text-gray-900 hover:bg-surface">
                {item.label}
              </Link>
              {item.children && item.children.length > 0 && (
                <ul className="ms-3 border-s border-gray-200 ps-2">
                  {item.children.map((child) => (
                    <li key={child.href + child.label}>
                      <Link href={child.href} onClick={onClose} className="block rounded-md px-3 py-1.5 text-sm text-gray-700 hover:bg-surface">
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
    </Modal>
  )
}
