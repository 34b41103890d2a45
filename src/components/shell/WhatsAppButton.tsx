'use client'

import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { pageSubject, whatsappUrl } from '@/lib/client/whatsapp'
import { WhatsAppIcon } from './icons'

/**
 * SPEC §2: the floating chat button, hidden on small screens; a WhatsApp chat with the settings'
 * number and the prefilled message, with the page's subject where there is one.
 */
export function WhatsAppButton({ number }: { number: string }) {
  const t = useTranslations('shell')
  const pathname = usePathname()
  const message = t('whatsappMessage')
  const [subject, setSubject] = useState<string | null>(null)

  useEffect(() => {
    setSubject(pageSubject(document, pathname))
  }, [pathname])

  const href = whatsappUrl(number, message, subject)
  if (!href) return null
  const tooltip = t('whatsappTooltip')
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={tooltip}
      data-testid="whatsapp-button"
      onClick={(e) => {
        // The heading may have changed since the last render (client navigation, streaming).
        const fresh = whatsappUrl(number, message, pageSubject(document, location.pathname))
        if (fresh) e.currentTarget.href = fresh
      }}
      className="group fixed bottom-5 start-5 z-50 hidden size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg transition hover:scale-105 focus-visible:scale-105 md:flex"
    >
      <WhatsAppIcon />
      <span
        role="tooltip"
        data-testid="whatsapp-tooltip"
        className="pointer-events-none invisible absolute start-full top-1/2 ms-3 -translate-y-1/2 whitespace-nowrap rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white opacity-0 shadow transition group-hover:visible group-hover:opacity-100 group-focus-visible:visible group-focus-visible:opacity-100"
      >
        {tooltip}
      </span>
    </a>
  )
}
