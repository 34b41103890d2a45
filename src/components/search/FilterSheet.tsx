'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'
import { Modal } from '@/components/shell/Modal'
import { requestHeaders } from '@/lib/client/api'
import { queryClient } from '@/lib/client/browser'
import { apiFilters, searchHref, serializeSearch, sizeUnitOf, withFilter, withoutFilters, type SearchState } from '@/lib/search/state'
import { useChosenCurrency, useSearchNavigate, useShownAreaUnit } from './navigate'
import { SearchForm, type SearchConfig } from './SearchForm'

const COUNT_DELAY_MS = 250

/** How many results a search would give, from the public API (`meta.total` of a one-item page). */
async function countResults(config: SearchConfig, draft: SearchState, currency: string): Promise<number> {
  const params = new URLSearchParams({ ...apiFilters(draft, config.kind), ...config.fixed, per_page: '1' })
  const path = config.kind === 'projects' ? 'projects' : 'real-estates'
  const response = await fetch(`/api/v1/${path}?${params}`, { headers: requestHeaders({ locale: config.locale, currency }) })
  if (!response.ok) throw Object.assign(new Error(response.statusText), { status: response.status })
  return ((await response.json()) as { meta: { total: number } }).meta.total
}

const FilterIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden focusable="false">
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
)

/**
 * The filters in a dialog (phones, and the map page at every width): changes stay pending while
 * the "apply" button says how many results they will give; applying searches once.
 */
export function FilterSheet({ config, state, total, className = '' }: { config: SearchConfig; state: SearchState; total: number; className?: string }) {
  const t = useTranslations('search')
  const navigate = useSearchNavigate()
  const chosen = useChosenCurrency(config.defaultCurrency)
  const unit = useShownAreaUnit(config.areaUnit)
  const formId = useId()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(state)
  const [counted, setCounted] = useState<{ key: string; total: number } | null>(null)
  const urlKey = serializeSearch(state, config.kind)
  const draftKey = serializeSearch(draft, config.kind)
  const currency = draft.currency ?? chosen
  const count = draftKey === urlKey ? total : counted?.key === draftKey ? counted.total : null
  const active = Object.keys(state.filters).length

  useEffect(() => {
    if (!open || draftKey === urlKey) return
    let live = true
    const timer = setTimeout(() => {
      queryClient
        .fetch(`count:${config.locale}:${config.kind}:${JSON.stringify(config.fixed)}:${draftKey}:${currency}`, () => countResults(config, draft, currency))
        .then((n) => live && setCounted({ key: draftKey, total: n }))
        .catch(() => undefined)
    }, COUNT_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [open, draftKey, urlKey, config, draft, currency])

  const apply = () => {
    setOpen(false)
    if (draftKey !== urlKey) navigate(searchHref(config.base, { ...draft, sort: state.sort, view: state.view, page: undefined }, config.kind))
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setDraft(state)
          setOpen(true)
        }}
        data-testid="open-filters"
        className={`inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:border-brand hover:text-brand ${className}`}
      >
        <FilterIcon />
        {t('filters')}
        {active > 0 && (
          // A plain span takes no aria-label: the count is shown, its words are read.
          <span className="grid min-w-6 place-items-center rounded-full bg-brand px-1.5 text-xs text-white">
            <span aria-hidden="true">{active}</span>
            <span className="sr-only">{t('activeCount', { count: active })}</span>
          </span>
        )}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        label={t(config.kind === 'projects' ? 'filterProjects' : 'filterProperties')}
        closeLabel={t('close')}
        className="mx-0 mb-0 mt-auto h-[90dvh] max-h-[90dvh] w-full max-w-full rounded-t-2xl sm:m-auto sm:h-[85vh] sm:max-h-[85vh] sm:max-w-lg sm:rounded-card"
        bodyClassName="flex flex-col"
      >
        <div className="min-h-0 flex-1 overflow-y-auto p-4" data-testid="filter-sheet">
          <SearchForm config={config} draft={draft} onChange={(key, value) => setDraft((d) => withFilter(d, key, value, { currency: chosen, unit }))} onSubmit={apply} idPrefix="sheet" currency={currency} unit={sizeUnitOf(draft, unit)} formId={formId} />
        </div>
        <div className="flex items-center gap-3 border-t border-gray-200 p-3">
          <button type="button" onClick={() => setDraft(withoutFilters(draft))} className="h-11 px-3 text-sm font-semibold text-brand hover:underline">
            {t('clear')}
          </button>
          <button
            type="submit"
            form={formId}
            data-testid="apply-filters"
            data-count={count ?? undefined}
            aria-live="polite"
            className="h-11 flex-1 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:opacity-90"
          >
            {count === null ? t('applyCounting') : t('apply', { count })}
          </button>
        </div>
      </Modal>
    </>
  )
}
