import { getTranslations } from 'next-intl/server'
import type React from 'react'
import type { Locale } from '@/i18n/locales'
import type { FilterKey, SearchKind, SearchState } from '@/lib/search/state'
import { alertWords } from '@/server/alerts/words'
import { AlertButton, type AlertWords } from './AlertButton'
import { FilterSheet } from './FilterSheet'
import { LiveFilters } from './LiveFilters'
import { Chips, ResultCount } from './parts'
import type { SearchConfig } from './SearchForm'

type Props = {
  locale: Locale
  kind: SearchKind
  base: string
  config: SearchConfig
  state: SearchState
  total: number
  labels: Partial<Record<FilterKey, string>>
  /** The luxury page's search: its alert keeps the luxury filter the page applies. */
  luxury?: boolean
  /** The toolbar's end: sort, and the view switch where there is one. */
  controls: React.ReactNode
  /** The results and their pagination. */
  children: React.ReactNode
}

/**
 * A search page below its header: the filter panel at the side on wide screens (a sheet on phones),
 * the count and the controls, the chips of the filters in force, then the results.
 */
export async function SearchLayout({ locale, kind, base, config, state, total, labels, luxury = false, controls, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const w = alertWords(locale)
  const alertText: AlertWords = {
    alertMe: w('alertMe'),
    formTitle: w('formTitle'),
    formIntro: w(kind === 'projects' ? 'formIntroProjects' : 'formIntro'),
    frequency: w('frequency'),
    instant: w('instant'),
    daily: w('daily'),
    weekly: w('weekly'),
    submit: w('submit'),
    sent: w('sent', { email: '{email}' }),
    privacy: w('privacy'),
    close: w('close'),
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <aside aria-label={t('filters')} className="hidden rounded-card border border-gray-200 bg-white p-4 lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto" data-testid="filter-panel">
        <LiveFilters config={config} state={state} />
      </aside>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <FilterSheet config={config} state={state} total={total} className="lg:hidden" />
          <ResultCount locale={locale} total={total} />
          <div className="ms-auto flex flex-wrap items-center gap-3">
            <AlertButton kind={kind} luxury={luxury} words={alertText} />
            {controls}
          </div>
        </div>
        <Chips locale={locale} kind={kind} base={base} state={state} labels={labels} />
        {children}
      </div>
    </div>
  )
}
