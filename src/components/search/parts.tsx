import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { chipLabels, type PlaceNames, type Translate } from '@/lib/search/labels'
import { activeFilters, searchHref, serializeSearch, VIEWS, withoutFilter, withoutFilters, withView, type FilterKey, type SearchKind, type SearchState, type View } from '@/lib/search/state'
import type { SearchConfig } from './SearchForm'

/** What a chip says for one filter: its field and its value, in the page's language. */
export async function filterLabels(locale: Locale, kind: SearchKind, state: SearchState, options: SearchConfig['options'], names: PlaceNames, currency: string) {
  const t = await getTranslations({ locale })
  return chipLabels(t as unknown as Translate, locale, kind, state, options, names, currency)
}

/** The active filters as chips; each removes its filter (and the places below it), all of them at once at the end. */
export async function Chips({
  locale,
  kind,
  base,
  state,
  labels,
  reserve = true,
}: {
  locale: Locale
  kind: SearchKind
  base: string
  state: SearchState
  labels: Partial<Record<FilterKey, string>>
  /** Keep the row's height without chips, so that the first filter does not push the results down. */
  reserve?: boolean
}) {
  const active = activeFilters(state, kind)
  if (!active.length) return reserve ? <div aria-hidden className="mt-4 h-8" /> : null
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <div className="mt-4 flex min-h-8 flex-wrap items-center gap-2" data-testid="chips">
      <h2 className="sr-only">{t('activeFilters')}</h2>
      <ul className="contents">
        {active.map(({ key }) => (
          <li key={key}>
            <Link
              href={searchHref(base, withoutFilter(state, key), kind)}
              scroll={false}
              aria-label={t('removeFilter', { label: labels[key] ?? key })}
              data-chip={key}
              className="inline-flex h-8 items-center gap-2 rounded-full border border-brand/30 bg-brand/5 ps-3 pe-2 text-sm text-brand hover:bg-brand/10"
            >
              <span className="max-w-64 truncate">{labels[key] ?? key}</span>
              <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" aria-hidden focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={searchHref(base, withoutFilters(state), kind)} scroll={false} className="px-2 text-sm font-semibold text-gray-700 underline hover:text-brand" data-testid="clear-filters">
        {t('clearFilters')}
      </Link>
    </div>
  )
}

const viewIcons: Record<View, React.ReactNode> = {
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  list: <path d="M4 5h4v4H4zM4 15h4v4H4zM11 7h9M11 17h9" />,
  map: <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />,
}

/** Grid, list and map views: links, so each view has its URL. */
export async function ViewSwitch({ locale, kind, base, state }: { locale: Locale; kind: SearchKind; base: string; state: SearchState }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const current = state.view ?? 'grid'
  return (
    <nav aria-label={t('view')} className="flex rounded-lg border border-gray-300 bg-white p-0.5">
      {VIEWS.map((v) => (
        <Link
          key={v}
          href={searchHref(base, withView(state, v), kind)}
          scroll={false}
          aria-current={v === current ? 'true' : undefined}
          data-testid={`view-${v}`}
          className={`inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold ${v === current ? 'bg-brand text-white' : 'text-gray-700 hover:text-brand'}`}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden focusable="false">
            {viewIcons[v]}
          </svg>
          {t(`views.${v}`)}
        </Link>
      ))}
    </nav>
  )
}

/** The number of results, read by assistive technology when it changes. */
export async function ResultCount({ locale, total }: { locale: Locale; total: number }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <p role="status" className="text-sm font-semibold text-gray-800 sm:text-base" data-testid="result-count" data-total={total}>
      {t('results', { count: total })}
    </p>
  )
}

/**
 * Nothing found: says so, and offers the way back with the fewest steps, removing the filter that
 * narrows the most (with the count it brings back), or every filter.
 */
export async function EmptyState({
  locale,
  kind,
  base,
  state,
  total,
  narrowest,
  labels,
}: {
  locale: Locale
  kind: SearchKind
  base: string
  state: SearchState
  total: number
  narrowest: { key: FilterKey; total: number } | null
  labels: Partial<Record<FilterKey, string>>
}) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const hasFilters = activeFilters(state, kind).length > 0
  return (
    <div className="rounded-card border border-dashed border-gray-300 bg-white p-8 text-center sm:p-10" data-testid="empty-state">
      {total > 0 ? (
        <>
          <p className="text-lg font-semibold text-gray-900">{t('emptyPage')}</p>
          <Link href={searchHref(base, { ...state, page: undefined }, kind)} className="mt-4 inline-block font-semibold text-brand underline">
            {t('firstPage')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-lg font-semibold text-gray-900">{t(kind === 'projects' ? 'emptyProjects' : 'emptyTitle')}</p>
          <div className="mt-4 flex flex-col items-center gap-3">
            {narrowest && (
              <Link href={searchHref(base, withoutFilter(state, narrowest.key), kind)} scroll={false} data-testid="suggest-remove" data-filter={narrowest.key} className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-90">
                {t('suggestRemove', { label: labels[narrowest.key] ?? narrowest.key, count: narrowest.total })}
              </Link>
            )}
            {hasFilters && (
              <Link href={searchHref(base, withoutFilters(state), kind)} scroll={false} className="font-semibold text-brand underline">
                {t('clearFilters')}
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  )
}

/** The query of a search's page links (the page number is added by the pagination). */
export const pageQuery = (state: SearchState, kind: SearchKind): Record<string, string> => Object.fromEntries(new URLSearchParams(serializeSearch({ ...state, page: undefined }, kind)))
