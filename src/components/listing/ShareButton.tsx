'use client'

import { useTranslations } from 'next-intl'
import { copyLink } from '@/lib/client/copy-link'
import { ShareIcon } from './icons'

/** Shares the page with the Web Share API where the browser has it; otherwise copies its link. */
export function ShareButton({ title, className = '' }: { title: string; className?: string }) {
  const t = useTranslations('detail')
  const onClick = async () => {
    const url = location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: t('shareText', { title }), url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    await copyLink(url, { copied: t('linkCopied'), copyThis: t('copyThis') })
  }
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid="share-button"
      className={`inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:border-brand hover:text-brand ${className}`}
    >
      <ShareIcon size={18} />
      <span>{t('share')}</span>
    </button>
  )
}
