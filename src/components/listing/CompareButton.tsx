'use client'

import { useLocale, useTranslations } from 'next-intl'
import { getPathname } from '@/i18n/navigation'
import { appStore } from '@/lib/client/app-state'
import { useAppState } from '@/lib/client/hooks'
import { toasts } from '@/lib/client/toasts'
import { COMPARE_LIMIT, type CompareKind } from '@/lib/compare'
import { CompareIcon } from './icons'
import { ListToggle } from './ListToggle'

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

  return (
    <ListToggle
      pressed={inList}
      label={inList ? t('removeLabel', { name }) : t('addLabel', { name })}
      text={inList ? t('inList') : t('add')}
      icon={<CompareIcon size={18} />}
      compact={compact}
      tone="brand"
      onClick={onClick}
      testId="compare-button"
      kind={kind}
      id={id}
      className={className}
    />
  )
}
