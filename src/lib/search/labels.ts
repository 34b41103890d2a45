import type { Locale } from '@/i18n/locales'
import { formatMoney, formatNumber } from '../format'
import { activeFilters, type FilterKey, type SearchKind, type SearchState } from './state'

/** A message lookup, as next-intl's `t` (on a page) and `createTranslator` (in a mail) both give it. */
export type Translate = (key: string, values?: Record<string, string | number>) => string

export type OptionLists = Partial<Record<FilterKey, readonly { value: string; label: string }[]>>
export type PlaceNames = Record<'country' | 'state' | 'city', Map<string, string>>

/** What a chip says for each filter of a search: its field and its value, in `locale` ("Type: Apartment"). */
export function chipLabels(t: Translate, locale: Locale, kind: SearchKind, state: SearchState, options: OptionLists, names: PlaceNames, currency: string) {
  const value = (key: FilterKey, v: string): string => {
    if (key === 'search') return v
    if (key === 'country' || key === 'state' || key === 'city') return names[key].get(v) ?? v
    if (key === 'min_price' || key === 'max_price') return formatMoney(locale, Number(v), currency)
    if (key === 'min_size' || key === 'max_size') return t('common.area', { value: formatNumber(locale, Number(v)), unit: state.unit ?? 'm2' })
    return options[key]?.find((o) => o.value === v)?.label ?? v
  }
  return Object.fromEntries(
    activeFilters(state, kind).map(({ key, value: v }) => [key, t('search.chipValue', { field: t(`search.fields.${key}`), value: value(key, v) })]),
  ) as Partial<Record<FilterKey, string>>
}
