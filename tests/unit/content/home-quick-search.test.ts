import { describe, expect, it } from 'vitest'
import { quickSearchHref } from '@/lib/search/quick-search'
import { NOT_SELECTED, parseSearch } from '@/lib/search/state'

const readBack = (href: string) => parseSearch(new URLSearchParams(href.split('?')[1] ?? ''), 'properties')

describe('quickSearchHref', () => {
  it('is the bare search page when nothing is asked', () => {
    expect(quickSearchHref({}, 'AED')).toBe('/properties')
    expect(quickSearchHref({ purpose: NOT_SELECTED, type: NOT_SELECTED, city: '', maxPrice: ' ', search: '  ' }, 'AED')).toBe('/properties')
  })

  it('writes every answer in the search page format, which reads them back', () => {
    const href = quickSearchHref({ purpose: 'rent', type: '4', city: '12', maxPrice: '90000', search: 'marina  view' }, 'AED', [{ value: '12', state: '3', country: '1' }])
    expect(href.startsWith('/properties?')).toBe(true)
    expect(readBack(href)).toEqual({
      filters: { search: 'marina view', purpose: 'rent', type: '4', country: '1', state: '3', city: '12', max_price: '90000' },
      currency: 'AED',
    })
  })

  it('names the currency only with a price, and reads Arabic digits and separators', () => {
    expect(quickSearchHref({ purpose: 'sale' }, 'SAR')).toBe('/properties?purpose=sale')
    expect(readBack(quickSearchHref({ maxPrice: '١٬٥٠٠٬٠٠٠' }, 'SAR'))).toEqual({ filters: { max_price: '1500000' }, currency: 'SAR' })
  })

  it('keeps a city it cannot place, and drops values the search page would not accept', () => {
    expect(readBack(quickSearchHref({ city: '7' }, 'USD')).filters).toEqual({ city: '7' })
    expect(quickSearchHref({ purpose: 'lease', type: 'villa', maxPrice: 'cheap' }, 'USD')).toBe('/properties')
  })
})
