'use client'

import { useLocale, useTranslations } from 'next-intl'
import { getPathname } from '@/i18n/navigation'
import { favourites, useFavouriteLists } from '@/lib/client/favourites'
import { toasts } from '@/lib/client/toasts'
import { FAVOURITES_LIMIT, type FavouriteKind } from '@/lib/favourites'
import { HeartIcon } from './icons'
import { ListToggle } from './ListToggle'

/**
 * The heart of a property or project: saves it to the visitor's favourites (kept in this browser)
 * or takes it out, with a toast that leads to /favourites, or undoes the removal. Until the page
 * has hydrated it shows the outline: the list is only known in the browser.
 */
export function FavouriteButton({ kind, id, name, compact = false, className = '' }: { kind: FavouriteKind; id: number; name: string; compact?: boolean; className?: string }) {
  const t = useTranslations('favourites')
  const locale = useLocale()
  const saved = useFavouriteLists()?.[kind].includes(id) ?? false

  const onClick = () => {
    const index = favourites.lists()[kind].indexOf(id)
    const result = favourites.toggle(kind, id)
    const view = { label: t('view'), href: getPathname({ href: '/favourites', locale }) }
    if (result === 'full') toasts.add({ title: t('full', { limit: FAVOURITES_LIMIT }), description: t('fullHint'), icon: 'warning', color: 'warning', actions: [view] })
    else if (result === 'added') toasts.add({ title: t('added'), description: name, icon: 'success', color: 'success', actions: [view] })
    else toasts.add({ title: t('removed'), description: name, icon: 'info', color: 'neutral', actions: [{ label: t('undo'), onClick: () => favourites.restore(kind, id, index) }] })
  }

  return (
    <ListToggle
      pressed={saved}
      label={saved ? t('removeLabel', { name }) : t('saveLabel', { name })}
      text={saved ? t('saved') : t('save')}
      icon={<HeartIcon size={18} filled={saved} />}
      compact={compact}
      tone="rose"
      onClick={onClick}
      testId="favourite-button"
      kind={kind}
      id={id}
      className={className}
    />
  )
}
