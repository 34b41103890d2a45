'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { appStore, initialAppState } from '@/lib/client/app-state'
import { searchHref, serializeSearch, sizeUnitOf, withFilter, withoutFilters, type FilterKey, type SearchState } from '@/lib/search/state'
import { useChosenCurrency, useSearchNavigate, useShownAreaUnit } from './navigate'
import { SearchForm, type SearchConfig } from './SearchForm'

/** How long typing in a text field waits before it searches. */
export const TYPING_DELAY_MS = 600

const pick = <T extends Record<string, string>>(defaults: T, values: Record<string, string | undefined>): T =>
  Object.fromEntries(Object.entries(defaults).map(([k, d]) => [k, values[k] ?? d])) as T

/** The URL's search as SPEC §3's shared filter values (not-selected-value or empty for none). */
function publish(kind: SearchConfig['kind'], state: SearchState) {
  const empty = initialAppState()
  const values = { ...state.filters, sort_by: state.sort }
  if (kind === 'projects') appStore.set({ projectFilters: pick(empty.projectFilters, values) })
  else appStore.set({ propertyFilters: pick(empty.propertyFilters, values) })
}

/**
 * The filters beside the results (wide screens): every change searches at once (text fields after
 * a short pause or on Enter) and the URL follows. Back and Forward bring the fields back in line
 * with the URL.
 */
export function LiveFilters({ config, state }: { config: SearchConfig; state: SearchState }) {
  const t = useTranslations('search')
  const navigate = useSearchNavigate()
  const currency = useChosenCurrency(config.defaultCurrency)
  const unit = useShownAreaUnit(config.areaUnit)
  const urlKey = serializeSearch(state, config.kind)
  const [draft, setDraft] = useState(state)
  const [seen, setSeen] = useState({ url: urlKey, pushed: urlKey })
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  // A URL this panel did not ask for (Back, Forward, a chip, a link): the fields show it.
  if (seen.url !== urlKey) {
    setSeen({ url: urlKey, pushed: seen.pushed })
    if (urlKey !== seen.pushed) setDraft(state)
  }

  useEffect(() => publish(config.kind, state), [config.kind, state])
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])

  const go = (next: SearchState) => {
    if (timer.current) clearTimeout(timer.current)
    const merged: SearchState = { ...next, sort: state.sort, view: state.view, page: undefined }
    const key = serializeSearch(merged, config.kind)
    if (key === urlKey) return
    setSeen((s) => ({ ...s, pushed: key }))
    navigate(searchHref(config.base, merged, config.kind))
  }

  const onChange = (key: FilterKey, value: string, typing: boolean) => {
    const next = withFilter(draft, key, value, { currency, unit })
    setDraft(next)
    if (timer.current) clearTimeout(timer.current)
    if (typing) timer.current = setTimeout(() => go(next), TYPING_DELAY_MS)
    else go(next)
  }

  return (
    <SearchForm config={config} draft={draft} onChange={onChange} onSubmit={() => go(draft)} idPrefix="live" currency={draft.currency ?? currency} unit={sizeUnitOf(draft, unit)}>
      <div className="flex items-center justify-between gap-3 pt-2">
        <button type="submit" className="h-10 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:opacity-90">
          {t('search')}
        </button>
        {Object.keys(draft.filters).length > 0 && (
          <button
            type="button"
            onClick={() => {
              const cleared = withoutFilters(draft)
              setDraft(cleared)
              go(cleared)
            }}
            className="text-sm font-semibold text-brand hover:underline"
          >
            {t('clear')}
          </button>
        )}
      </div>
    </SearchForm>
  )
}
