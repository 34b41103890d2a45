'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { DEFAULT_SORT, searchHref, withSort, type SearchKind, type SearchState } from '@/lib/search/state'
import { useSearchNavigate, useSearchPending } from './navigate'
import type { FieldOption } from './SearchForm'

/** The sort order of a search, kept in the URL. */
export function SortSelect({ kind, base, state, options }: { kind: SearchKind; base: string; state: SearchState; options: FieldOption[] }) {
  const t = useTranslations('search')
  const navigate = useSearchNavigate()
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-gray-700">
        {t('sort')}
      </label>
      <select
        id={id}
        value={state.sort ?? DEFAULT_SORT}
        onChange={(e) => navigate(searchHref(base, withSort(state, e.target.value), kind))}
        data-testid="sort"
        className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The results, dimmed and marked busy while a new search is on its way (they keep their place: no jump). */
export function ResultsRegion({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  const pending = useSearchPending()
  const t = useTranslations('search')
  return (
    <div aria-busy={pending} data-pending={pending || undefined} className={`transition-opacity duration-150 ${pending ? 'opacity-50' : ''} ${className}`} data-testid="results">
      <h2 className="sr-only">{t('results')}</h2>
      {children}
    </div>
  )
}
