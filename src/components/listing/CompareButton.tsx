'use client'

import { useLocale, useTranslations } from 'next-intl'
import { getPathname } from '@/i18n/navigation'
import { appStore } from '@/lib/client/app-state'
import { useAppState } from '@/lib/client/hooks'
import { toasts } from '@/lib/client/toasts'
import { COMPARE_LIMIT, type CompareKind } from '@/lib/compare'
import { CompareIcon } from './icons'

/**
 * Adds a property or project to the visitor's compare list (kept across visits), or takes it out;
 * a toast says what happened, and a warning when the list already holds four.
 */
export function CompareButton({ kind, id, name, compact = false, className = '' }: { kind: CompareKind; id: number; name: string; compact?: boolean; className?: string }) {
  const t = useTranslations('compare')
  const locale = useLocale()
  const inList = useAppState((s) => s.compare[kind].includes(id))
  const view = { label: t('view'), href: getPathname({ href: '/compare', locale }) }

  const onClick = () => {
    if (inList) {
      appStore.compare.remove(kind, id)
      toasts.add({ title: t('removed'), description: name, icon: 'info', color: 'neutral' })
      return
    }
    const result = appStore.compare.tryAdd(kind, id)
    if (result === 'full') toasts.add({ title: t('full', { limit: COMPARE_LIMIT }), description: t('fullHint'), icon: 'warning', color: 'warning', actions: [view] })
    else toasts.add({ title: t('added'), description: name, icon: 'success', color: 'success', actions: [view] })
  }

  const label = inList ? t('removeLabel', { name }) : t('addLabel', { name })
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={inList}
      aria-label={compact ? label : undefined}
      title={label}
      data-testid="compare-button"
      data-kind={kind}
      data-id={id}
      className={
        compact
          ? `grid size-9 place-items-center rounded-full border shadow-sm transition ${inList ? 'border-brand bg-brand text-white' : 'border-gray-200 bg-white text-gray-700 hover:border-brand hover:text-brand'} ${className}`
          : `inline-flex items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold transition ${inList ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-brand hover:text-brand'} ${className}`
      }
    >
      <CompareIcon size={18} />
      {!compact && <span>{inList ? t('inList') : t('add')}</span>}
    </button>
  )
}
