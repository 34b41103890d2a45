'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'
import { getPathname, useRouter } from '@/i18n/navigation'
import { favourites, useFavouriteLists } from '@/lib/client/favourites'
import { toasts } from '@/lib/client/toasts'
import { sameLists } from '@/lib/compare'
import { favouritesCount, favouritesHref, favouritesQuery, FAVOURITES_LIMIT, missingFrom, sameItems, type FavouriteLists, type FavouriteSort } from '@/lib/favourites'
import { HeartIcon } from './icons'

/**
 * /favourites without a list in its address: moves to the link of the visitor's stored list, so
 * the server renders its cards and the address can be shared, or shows the empty state. Until
 * the list is read (on the server, while hydrating, while moving) it shows `loading`, never
 * `empty`.
 */
export function FavouritesRestore({ sort, loading, empty }: { sort: FavouriteSort; loading: React.ReactNode; empty: React.ReactNode }) {
  const router = useRouter()
  const lists = useFavouriteLists()
  const href = lists && favouritesCount(lists) > 0 ? favouritesHref(lists, sort) : null
  useEffect(() => {
    if (href) router.replace(href, { scroll: false })
  }, [href, router])
  return <>{lists && !href ? empty : loading}</>
}

/** Whether the address shown is the visitor's own list, decided once per address from the list as it was then. */
let decided: { key: string; own: boolean } | null = null
function ownAddress(asked: FavouriteLists, shown: FavouriteLists): boolean {
  const key = favouritesQuery(asked)
  if (decided?.key !== key) {
    const stored = favourites.lists()
    decided = { key, own: sameItems(stored, asked) || sameItems(stored, shown) }
  }
  return decided.own
}

/**
 * /favourites showing the lists of its address (`asked`; `shown` are those still published).
 * When they are the visitor's own list, the page follows that list from then on: a heart taken
 * out here or in another tab takes the card off, and ids that name no listing any more are
 * dropped. When they are someone else's (a shared link), it offers to add the ones the visitor
 * has not saved to their favourites; the offer keeps its place, hidden, while it does not apply,
 * so nothing moves when it shows.
 */
export function FavouritesShown({ asked, shown, sort }: { asked: FavouriteLists; shown: FavouriteLists; sort: FavouriteSort }) {
  const t = useTranslations('favourites')
  const locale = useLocale()
  const router = useRouter()
  const lists = useFavouriteLists()
  const own = useSyncExternalStore(
    favourites.subscribe,
    () => ownAddress(asked, shown),
    () => null,
  )

  useEffect(() => {
    if (!own) return
    favourites.drop(missingFrom(shown, asked))
    const follow = () => {
      const current = favourites.lists()
      if (!sameLists(current, asked)) router.replace(favouritesHref(current, sort), { scroll: false })
    }
    follow()
    return favourites.subscribe(follow)
  }, [own, asked, shown, sort, router])

  const total = favouritesCount(shown)
  if (total === 0) return null
  const missing = lists && own === false ? favouritesCount(missingFrom(lists, shown)) : 0
  const onClick = () => {
    const added = favourites.merge(shown)
    const view = { label: t('view'), href: getPathname({ href: '/favourites', locale }) }
    if (added === 0) toasts.add({ title: t('full', { limit: FAVOURITES_LIMIT }), description: t('fullHint'), icon: 'warning', color: 'warning', actions: [view] })
    else toasts.add({ title: t('adopted', { count: added }), icon: 'success', color: 'success', actions: [view] })
  }
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid="favourites-adopt"
      className={`inline-flex items-center gap-2 rounded-lg bg-rose-700 px-3 py-2 text-sm font-semibold text-white hover:bg-rose-800 ${missing > 0 ? '' : 'invisible'}`}
    >
      <HeartIcon size={18} />
      {/* The server does not know the visitor's list: its placeholder counts every listing shown. */}
      <span>{t('adopt', { count: missing || total })}</span>
    </button>
  )
}
