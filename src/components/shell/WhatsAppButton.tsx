import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { whatsappUrl } from '@/lib/client/whatsapp'
import { WhatsAppIcon } from './icons'

/**
 * SPEC §2: the floating chat button, hidden on small screens; a WhatsApp chat with the settings'
 * number and the prefilled message. The browser appends the page's subject (see the shell runtime).
 * It floats at the end side, away from the filters and forms that line the start side of the pages,
 * and shows its tooltip towards the page.
 */
export async function WhatsAppButton({ locale, number }: { locale: Locale; number: string }) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  const message = t('whatsappMessage')
  const href = whatsappUrl(number, message)
  if (!href) return null
  const tooltip = t('whatsappTooltip')
  // In a landmark of its own, like everything on the page, so that landmark navigation reaches it.
  return (
    <aside aria-label={tooltip} className="hidden md:block">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={tooltip}
        data-testid="whatsapp-button"
        data-number={number}
        data-message={message}
        className="group fixed bottom-5 end-5 z-50 flex size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg transition hover:scale-105 focus-visible:scale-105"
      >
        <WhatsAppIcon />
        <span
          role="tooltip"
          data-testid="whatsapp-tooltip"
          className="pointer-events-none invisible absolute end-full top-1/2 me-3 -translate-y-1/2 whitespace-nowrap rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white opacity-0 shadow transition group-hover:visible group-hover:opacity-100 group-focus-visible:visible group-focus-visible:opacity-100"
        >
          {tooltip}
        </span>
      </a>
    </aside>
  )
}

