import { describe, expect, it } from 'vitest'
import {
  activeFilters,
  apiFilters,
  NOT_SELECTED,
  narrowestFilter,
  parseSearch,
  searchHref,
  serializeSearch,
  sizeUnitOf,
  withFilter,
  withoutFilter,
  withoutFilters,
  withPage,
  withSort,
  withView,
  type SearchState,
} from '@/lib/search/state'
import { pageWindow } from '@/lib/page-window'

const parse = (qs: string, kind: 'properties' | 'projects' = 'properties') => parseSearch(new URLSearchParams(qs), kind)

describe('search state in the URL', () => {
  it('reads every property filter of SPEC §3 plus purpose and places', () => {
    const state = parse(
      'search=%D9%81%D9%8A%D9%84%D8%A7&type=3&category=2&bedroom=2&bathroom=3%2B&min_price=1000&max_price=2500000&min_size=80&max_size=300.5&furnishing_type=furnished&virtual=true&sort_by=-price&purpose=rent&country=1&state=4&city=9&currency=aed&view=map&page=3',
    )
    expect(state).toEqual({
      filters: {
        search: 'فيلا',
        type: '3',
        category: '2',
        bedroom: '2',
        bathroom: '3+',
        min_price: '1000',
        max_price: '2500000',
        min_size: '80',
        max_size: '300.5',
        furnishing_type: 'furnished',
        virtual: 'true',
        purpose: 'rent',
        country: '1',
        state: '4',
        city: '9',
      },
      currency: 'AED',
      sort: '-price',
      view: 'map',
      page: 3,
    })
  })

  it('treats not-selected-value, empty and invalid values as no filter', () => {
    const state = parse(`type=${NOT_SELECTED}&category=&bedroom=lots&min_price=-5&furnishing_type=sofa&virtual=maybe&purpose=buy&city=0&sort_by=cheapest&view=globe&page=0&search=%20%20`)
    expect(state).toEqual({ filters: {} })
  })

  it('reads amounts typed with Arabic-Indic digits and thousands separators', () => {
    expect(parse('min_price=%D9%A1%D9%AC%D9%A5%D9%A0%D9%A0&max_price=2,000,000&min_size=%DB%B1%DB%B2%DB%B0').filters).toEqual({ min_price: '1500', max_price: '2000000', min_size: '120' })
    expect(withFilter({ filters: {} }, 'max_size', '٣٠٠').filters).toEqual({ max_size: '300' })
  })

  it('keeps the price currency only with a price filter', () => {
    expect(parse('currency=USD').currency).toBeUndefined()
    expect(parse('min_price=5&currency=US').currency).toBeUndefined()
    expect(parse('max_price=5&currency=usd').currency).toBe('USD')
  })

  it('project searches read status and units but not property-only filters', () => {
    const state = parse('status=ready&units=available&furnishing_type=furnished&bathroom=2&virtual=true&type=4&sort_by=area', 'projects')
    expect(state.filters).toEqual({ status: 'ready', units: 'available', type: '4' })
    expect(state.sort).toBeUndefined()
  })

  it('round-trips: parse(serialize(s)) is s, and serialising a parsed URL is canonical', () => {
    const states: SearchState[] = [
      { filters: {} },
      { filters: { search: 'sea view', bedroom: '5+', city: '12' }, sort: 'price', view: 'list', page: 2 },
      { filters: { min_price: '100000', max_price: '900000', purpose: 'sale' }, currency: 'SAR' },
      { filters: { search: 'شقة مطلة على البحر', virtual: 'false', furnishing_type: 'semi-furnished' }, view: 'map' },
    ]
    for (const s of states) {
      const qs = serializeSearch(s, 'properties')
      expect(parseSearch(new URLSearchParams(qs), 'properties')).toEqual(s)
      expect(serializeSearch(parseSearch(new URLSearchParams(qs), 'properties'), 'properties')).toBe(qs)
    }
    // Key order of the incoming URL does not matter.
    expect(serializeSearch(parse('city=3&type=2&page=2'), 'properties')).toBe('type=2&city=3&page=2')
  })

  it('leaves defaults out of the URL', () => {
    expect(serializeSearch({ filters: {}, sort: '-created_at', view: 'grid', page: 1 }, 'properties')).toBe('')
    expect(searchHref('/properties', { filters: {} }, 'properties')).toBe('/properties')
    expect(searchHref('/properties', { filters: { type: '2' } }, 'properties')).toBe('/properties?type=2')
  })

  it('a filter change goes back to page one and clears the places below a changed place', () => {
    const s: SearchState = { filters: { country: '1', state: '2', city: '3', type: '4' }, page: 5 }
    expect(withFilter(s, 'type', '7')).toEqual({ filters: { country: '1', state: '2', city: '3', type: '7' }, page: undefined })
    expect(withFilter(s, 'country', '9').filters).toEqual({ country: '9', type: '4' })
    expect(withFilter(s, 'state', NOT_SELECTED).filters).toEqual({ country: '1', type: '4' })
    expect(withoutFilter(s, 'country').filters).toEqual({ type: '4' })
    expect(withFilter(s, 'city', '').filters).toEqual({ country: '1', state: '2', type: '4' })
  })

  it('a price filter carries the currency it was typed in, and drops it with the last price', () => {
    const s = withFilter({ filters: {} }, 'min_price', '5000', { currency: 'EGP' })
    expect(s).toMatchObject({ filters: { min_price: '5000' }, currency: 'EGP' })
    const both = withFilter(s, 'max_price', '9000', { currency: 'EGP' })
    expect(serializeSearch(both, 'properties')).toBe('min_price=5000&max_price=9000&currency=EGP')
    expect(withoutFilter(withoutFilter(both, 'min_price'), 'max_price').currency).toBeUndefined()
  })

  it('an area filter carries the unit it was typed in (m² is the default, never written), and drops it with the last area', () => {
    const feet = withFilter({ filters: {} }, 'min_size', '1000', { unit: 'sqft' })
    expect(serializeSearch(feet, 'properties')).toBe('min_size=1000&unit=sqft')
    expect(parseSearch(new URLSearchParams('min_size=1000&unit=sqft'), 'properties')).toEqual(feet)
    expect(apiFilters(feet, 'properties')).toEqual({ 'filter[min_size]': '1000', area_unit: 'sqft' })
    expect(serializeSearch(withFilter({ filters: {} }, 'max_size', '90', { unit: 'm2' }), 'properties')).toBe('max_size=90')
    expect(withoutFilter(feet, 'min_size').unit).toBeUndefined()
    // No area, no unit; an unknown unit is none.
    expect(parseSearch(new URLSearchParams('unit=sqft'), 'properties').unit).toBeUndefined()
    expect(parseSearch(new URLSearchParams('min_size=5&unit=acres'), 'projects').unit).toBeUndefined()
  })

  it('an area typed in another unit than the other bound carries that bound over into it', () => {
    const metres = withFilter({ filters: {} }, 'min_size', '100', { unit: 'm2' })
    const feet = withFilter(metres, 'max_size', '3000', { unit: 'sqft' })
    expect(feet).toMatchObject({ filters: { min_size: '1076', max_size: '3000' }, unit: 'sqft' })
    const back = withFilter(feet, 'min_size', '90', { unit: 'm2' })
    expect(back.filters).toEqual({ min_size: '90', max_size: '278.71' })
    expect(back.unit).toBeUndefined()
    expect(sizeUnitOf(back, 'sqft')).toBe('m2')
    expect(sizeUnitOf({ filters: {} }, 'sqft')).toBe('sqft')
  })

  it('sort, view and page helpers', () => {
    const s: SearchState = { filters: { type: '1' }, page: 3 }
    expect(serializeSearch(withSort(s, '-price'), 'properties')).toBe('type=1&sort_by=-price')
    expect(serializeSearch(withSort(s, NOT_SELECTED), 'properties')).toBe('type=1')
    expect(serializeSearch(withView(s, 'map'), 'properties')).toBe('type=1&view=map')
    expect(serializeSearch(withView({ ...s, view: 'list' }, 'grid'), 'properties')).toBe('type=1')
    expect(serializeSearch(withPage(s, 4), 'properties')).toBe('type=1&page=4')
    expect(withoutFilters({ filters: { type: '1', city: '2' }, sort: 'price', view: 'list', page: 2 })).toEqual({ filters: {}, sort: 'price', view: 'list' })
  })
})

describe('chips', () => {
  it('lists the active filters in a fixed order, one chip each, removable', () => {
    const s = parse('max_price=10&city=3&search=villa&type=2&virtual=true&sort_by=price&view=list&country=1')
    expect(activeFilters(s, 'properties')).toEqual([
      { key: 'search', value: 'villa' },
      { key: 'type', value: '2' },
      { key: 'country', value: '1' },
      { key: 'city', value: '3' },
      { key: 'max_price', value: '10' },
      { key: 'virtual', value: 'true' },
    ])
    for (const { key } of activeFilters(s, 'properties')) {
      expect(activeFilters(withoutFilter(s, key), 'properties').some((c) => c.key === key)).toBe(false)
    }
  })

  it('gives the API the same filters under filter[…]', () => {
    expect(apiFilters(parse('bedroom=6%2B&purpose=sale&status=ready'), 'properties')).toEqual({ 'filter[purpose]': 'sale', 'filter[bedroom]': '6+' })
    expect(apiFilters(parse('status=ready&units=sold-out', 'projects'), 'projects')).toEqual({ 'filter[status]': 'ready', 'filter[units]': 'sold-out' })
  })
})

describe('narrowest filter', () => {
  it('suggests the filter whose removal brings back the most results', () => {
    expect(
      narrowestFilter([
        { key: 'type', total: 3 },
        { key: 'city', total: 40 },
        { key: 'bedroom', total: 12 },
      ]),
    ).toEqual({ key: 'city', total: 40 })
  })

  it('ties go to the first listed; nothing when no single removal helps', () => {
    expect(narrowestFilter([{ key: 'a', total: 5 }, { key: 'b', total: 5 }])?.key).toBe('a')
    expect(narrowestFilter([{ key: 'a', total: 0 }, { key: 'b', total: 0 }])).toBeNull()
    expect(narrowestFilter([])).toBeNull()
  })
})

describe('page window', () => {
  it('shows first, last and the neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10])
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10])
  })
})
