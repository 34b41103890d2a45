'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { Locale } from '@/i18n/locales'
import type { AreaUnit } from '@/lib/area'
import { apiFor, queryClient } from '@/lib/client/browser'
import { NOT_SELECTED, type FilterKey, type SearchKind, type SearchState } from '@/lib/search/state'

export type FieldOption = { value: string; label: string }

/** What a search form offers, rendered by the server with the page. */
export type SearchConfig = {
  kind: SearchKind
  locale: Locale
  /** The page's path without locale (`/properties`). */
  base: string
  /** `filter[…]` parameters the page always applies (counted too). */
  fixed: Record<string, string>
  /** The site's default currency, until the visitor's choice is known. */
  defaultCurrency: string
  /** The unit the page renders areas in (the site's), until the visitor's is known. */
  areaUnit: AreaUnit
  options: Partial<Record<'purpose' | 'completion' | 'type' | 'category' | 'bedroom' | 'bathroom' | 'furnishing_type' | 'virtual' | 'reduced' | 'status' | 'units', FieldOption[]>>
  /** Countries, and the states and cities of the URL's country and state. */
  places: { countries: FieldOption[]; states: FieldOption[]; cities: FieldOption[]; country?: string; state?: string }
}

type Props = {
  config: SearchConfig
  draft: SearchState
  /** `typing`: a text field changed; the caller may wait before searching. */
  onChange: (key: FilterKey, value: string, typing: boolean) => void
  onSubmit: () => void
  idPrefix: string
  currency: string
  /** The unit the size fields are written in. */
  unit: AreaUnit
  formId?: string
  children?: React.ReactNode
}

type Place = { id: number; name: string }

/** States of a country, cities of a state: the server's lists for the URL's choice, the location API for a new one. */
function usePlaces(locale: Locale, path: '/location/states' | '/location/cities', param: string, parent: string | undefined, known: { parent?: string; list: FieldOption[] }) {
  const [loaded, setLoaded] = useState<Record<string, FieldOption[]>>({})
  const have = !parent ? [] : parent === known.parent ? known.list : loaded[parent]
  useEffect(() => {
    if (!parent || parent === known.parent || loaded[parent]) return
    let live = true
    const api = apiFor(locale)
    queryClient
      .fetch(`${locale}:${path}:${parent}`, () => api<Place[]>(path, { query: { [param]: parent } }))
      .then((list) => {
        if (live) setLoaded((l) => ({ ...l, [parent]: list.map((p) => ({ value: String(p.id), label: p.name })) }))
      })
      .catch(() => {
        if (live) setLoaded((l) => ({ ...l, [parent]: [] }))
      })
    return () => {
      live = false
    }
  }, [locale, path, param, parent, known.parent, loaded])
  return { list: have ?? [], loading: Boolean(parent) && !have }
}

const control = 'block h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand disabled:bg-surface disabled:text-gray-500'
const labelCls = 'mb-1 block text-sm font-semibold text-gray-800'

/**
 * The filter fields of a property or project search. Controlled by the caller, which decides when
 * a change searches (at once beside the results, on "apply" in the phone sheet). Without script it
 * still works: a GET form onto the same page.
 */
export function SearchForm({ config, draft, onChange, onSubmit, idPrefix, currency, unit, formId, children }: Props) {
  const t = useTranslations('search')
  const { kind, options, places, locale } = config
  const f = draft.filters
  const states = usePlaces(locale, '/location/states', 'filter[country]', f.country, { parent: places.country, list: places.states })
  const cities = usePlaces(locale, '/location/cities', 'filter[state]', f.state, { parent: places.state, list: places.cities })
  const id = (key: string) => `${idPrefix}-${key}`
  const any: FieldOption = { value: NOT_SELECTED, label: t('any') }

  const select = (key: FilterKey, list: FieldOption[] | undefined, extra: { disabled?: boolean; loading?: boolean; withAny?: boolean } = {}) => {
    if (!list) return null
    const value = f[key] ?? NOT_SELECTED
    const shown = extra.withAny ? [any, ...list] : list
    // A value from the URL that the list does not hold (yet): keep it selectable rather than show another.
    const missing = value !== NOT_SELECTED && !shown.some((o) => o.value === value)
    return (
      <div>
        <label htmlFor={id(key)} className={labelCls}>
          {t(`fields.${key}`)}
        </label>
        <select id={id(key)} name={key} value={value} disabled={extra.disabled} aria-busy={extra.loading || undefined} onChange={(e) => onChange(key, e.target.value, false)} className={control} data-filter={key}>
          {extra.loading && <option value={value}>{t('loading')}</option>}
          {!extra.loading && missing && <option value={value}>{t('selected')}</option>}
          {!extra.loading && shown.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
    )
  }

  const text = (key: FilterKey, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={id(key)} className="mb-1 block text-xs text-gray-600">
        {label}
      </label>
      <input
        id={id(key)}
        name={key}
        value={f[key] ?? ''}
        onChange={(e) => onChange(key, e.target.value, true)}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        className={`${control} text-start`}
        data-filter={key}
        {...extra}
      />
    </div>
  )

  return (
    <form
      id={formId}
      role="search"
      method="get"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
      className="space-y-4"
      data-testid="search-form"
    >
      <div>
        <label htmlFor={id('search')} className={labelCls}>
          {t('fields.search')}
        </label>
        <input
          id={id('search')}
          type="search"
          name="search"
          value={f.search ?? ''}
          placeholder={t(kind === 'projects' ? 'searchProjectsHint' : 'searchHint')}
          onChange={(e) => onChange('search', e.target.value, true)}
          enterKeyHint="search"
          autoComplete="off"
          className={control}
          data-filter="search"
        />
      </div>
      {select('purpose', options.purpose)}
      {select('completion', options.completion)}
      {select('type', options.type)}
      {select('category', options.category)}
      {select('status', options.status)}
      {select('units', options.units)}
      {select('country', places.countries, { withAny: true })}
      {select('state', states.list, { withAny: true, disabled: !f.country, loading: states.loading })}
      {select('city', cities.list, { withAny: true, disabled: !f.state, loading: cities.loading })}
      <div className={options.bathroom ? 'grid grid-cols-2 gap-3' : ''}>
        {select('bedroom', options.bedroom)}
        {select('bathroom', options.bathroom)}
      </div>
      <fieldset>
        <legend className={labelCls}>{t('priceIn', { currency })}</legend>
        <div className="flex gap-3">
          {text('min_price', t('fields.min_price'))}
          {text('max_price', t('fields.max_price'))}
        </div>
        <input type="hidden" name="currency" value={draft.currency ?? currency} />
      </fieldset>
      <fieldset>
        <legend className={labelCls}>{t('sizeIn', { unit })}</legend>
        <div className="flex gap-3">
          {text('min_size', t('fields.min_size'))}
          {text('max_size', t('fields.max_size'))}
        </div>
        {unit !== 'm2' && <input type="hidden" name="unit" value={unit} />}
      </fieldset>
      {select('furnishing_type', options.furnishing_type)}
      {select('virtual', options.virtual)}
      {select('reduced', options.reduced)}
      {children}
    </form>
  )
}
