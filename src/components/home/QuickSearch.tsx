'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useRouter } from '@/i18n/navigation'
import { useChosenCurrency } from '@/components/search/navigate'
import { quickSearchHref, type CityPlace, type QuickSearchFields } from '@/lib/search/quick-search'
import { NOT_SELECTED } from '@/lib/search/state'

type Option = { value: string; label: string }
export type QuickSearchOptions = { defaultCurrency: string; purposes: Option[]; types: Option[]; cities: (Option & CityPlace)[] }

const control = 'block h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand'
const label = 'mb-1 block text-xs font-semibold text-gray-700'

/**
 * The hero's search: purpose, type, city, a maximum price in the visitor's currency and keywords,
 * onto `/properties` in the search page's URL format. Without script it is a plain GET form there.
 */
export function QuickSearch({ options, action }: { options: QuickSearchOptions; action: string }) {
  const t = useTranslations('home')
  const router = useRouter()
  const currency = useChosenCurrency(options.defaultCurrency)
  const [fields, setFields] = useState<QuickSearchFields>({})
  const id = useId()
  const set = (key: keyof QuickSearchFields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setFields((f) => ({ ...f, [key]: e.target.value }))
  const select = (key: 'purpose' | 'type' | 'city', list: Option[], any: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={label}>
        {t(key)}
      </label>
      <select id={`${id}-${key}`} name={key} value={fields[key] ?? NOT_SELECTED} onChange={set(key)} className={control} data-quick={key}>
        <option value={NOT_SELECTED}>{any}</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <form
      role="search"
      aria-label={t('quickSearch')}
      method="get"
      action={action}
      onSubmit={(e) => {
        e.preventDefault()
        router.push(quickSearchHref(fields, currency, options.cities))
      }}
      className="mt-8 grid grid-cols-2 gap-3 rounded-card bg-white p-4 text-gray-900 shadow-lg lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.4fr)_auto] lg:items-end"
      data-testid="quick-search"
    >
      {select('purpose', options.purposes, t('any'))}
      {select('type', options.types, t('any'))}
      {select('city', options.cities, t('anyCity'))}
      <div>
        <label htmlFor={`${id}-max`} className={label}>
          {t('maxPrice', { currency })}
        </label>
        <input id={`${id}-max`} name="max_price" value={fields.maxPrice ?? ''} onChange={set('maxPrice')} inputMode="decimal" dir="ltr" autoComplete="off" className={`${control} text-start`} data-quick="max_price" />
        <input type="hidden" name="currency" value={currency} />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-search`} className={label}>
          {t('keywords')}
        </label>
        <input id={`${id}-search`} type="search" name="search" value={fields.search ?? ''} onChange={set('search')} placeholder={t('keywordsHint')} autoComplete="off" className={control} data-quick="search" />
      </div>
      <button type="submit" className="h-11 rounded-lg bg-brand px-6 font-semibold text-white hover:bg-brand-ink col-span-2 lg:col-span-1">
        {t('search')}
      </button>
    </form>
  )
}
