'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { useRouter } from '@/i18n/navigation'
import { appStore } from '@/lib/client/app-state'
import { useBrowserValue } from '@/lib/client/browser-location'
import { compareQuery, parseCompareQuery, sameLists, type CompareKind, type CompareLists } from '@/lib/compare'
import { CloseIcon } from '@/components/shell/icons'

const storedQuery = () => compareQuery(appStore.get().compare)
const hrefOf = (lists: CompareLists) => {
  const q = compareQuery(lists)
  return q ? `/compare?${q}` : '/compare'
}

/**
 * /compare without a list in its address: shows the visitor's stored lists by moving to their link
 * (so the page renders them and the address is shareable), or the empty state when there are none.
 */
export function CompareRestore({ loading, empty }: { loading: React.ReactNode; empty: React.ReactNode }) {
  const router = useRouter()
  // null on the server and during hydration: the stored lists are only known in the browser.
  const query = useBrowserValue(storedQuery, null)
  useEffect(() => {
    if (query) router.replace(`/compare?${query}`, { scroll: false })
  }, [query, router])
  return <>{query === '' ? empty : loading}</>
}

/** A shared comparison that is opened becomes the visitor's compare lists. */
export function CompareAdopt({ lists }: { lists: CompareLists }) {
  const { properties, projects } = lists
  useEffect(() => {
    const shown = { properties, projects }
    if (!sameLists(appStore.get().compare, shown)) appStore.compare.replace(shown)
  }, [properties, projects])
  return null
}

/** Takes one item out of the comparison (and out of the stored list). */
export function CompareRemove({ kind, id, name }: { kind: CompareKind; id: number; name: string }) {
  const t = useTranslations('compare')
  const router = useRouter()
  const onClick = () => {
    const current = parseCompareQuery(new URLSearchParams(location.search))
    const next = { ...current, [kind]: current[kind].filter((x) => x !== id) }
    appStore.compare.replace(next)
    router.replace(hrefOf(next), { scroll: false })
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('remove', { name })}
      title={t('remove', { name })}
      data-testid="compare-remove"
      data-id={id}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
    >
      <CloseIcon size={16} />
      {t('removeShort')}
    </button>
  )
}
