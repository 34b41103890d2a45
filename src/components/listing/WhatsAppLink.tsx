'use client'

import { useBrowserValue } from '@/lib/client/browser-location'
import { whatsappUrl } from '@/lib/client/whatsapp'
import { WhatsAppIcon } from '@/components/shell/icons'

const origin = () => location.origin

/**
 * A WhatsApp chat with an agent, its message prefilled with the listing and the page's address. The
 * address is absolute: the site's public URL when set, otherwise the address the visitor is on.
 */
export function WhatsAppLink({ number, message, path, siteUrl, label, className = '', testId = 'agent-whatsapp' }: { number: string; message: string; path: string; siteUrl?: string; label: string; className?: string; testId?: string }) {
  const base = useBrowserValue(origin, siteUrl ?? '')
  const href = whatsappUrl(number, message.replace('{url}', `${siteUrl || base}${path}`).trim())
  if (!href) return null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId} className={className}>
      <WhatsAppIcon size={20} />
      <span>{label}</span>
    </a>
  )
}
