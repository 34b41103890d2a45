import { describe, expect, it } from 'vitest'
import { landingLinks, landingOf, landingQuery, landingSet, landingShape, LANDING_MIN_LISTINGS, type ListingGroup } from '@/lib/seo/landing'
import { parseSearch } from '@/lib/search/state'

const state = (qs: string) => parseSearch(new URLSearchParams(qs), 'properties')

describe('popular searches', () => {
  it('are the searches by purpose, purpose and city, type, purpose and city, and off-plan by city', () => {
    expect(landingShape({ purpose: 'sale' })).toBe('purpose')
    expect(landingShape({ purpose: 'rent', city: 3 })).toBe('purposeCity')
    expect(landingShape({ purpose: 'sale', type: 2, city: 3 })).toBe('typePurposeCity')
    expect(landingShape({ completion: 'off-plan' })).toBe('offPlan')
    expect(landingShape({ completion: 'off-plan', city: 3 })).toBe('offPlanCity')
    expect(landingShape({ purpose: 'sale', type: 2 })).toBeNull()
    expect(landingShape({ city: 3 })).toBeNull()
    expect(landingShape({ completion: 'off-plan', purpose: 'sale' })).toBeNull()
  })

  it('are recognised in a search address, on any of their pages, and nothing else is', () => {
    expect(landingOf(state('purpose=sale&type=2&city=3'))).toEqual({ purpose: 'sale', type: 2, city: 3 })
    expect(landingOf(state('city=3&purpose=sale&page=2&utm_source=x'))).toEqual({ purpose: 'sale', city: 3 })
    expect(landingOf(state('completion=off-plan&city=3'))).toEqual({ completion: 'off-plan', city: 3 })
    for (const qs of ['purpose=sale&bedroom=2', 'purpose=sale&sort_by=price', 'purpose=sale&view=map', 'completion=ready&city=3', 'city=3', ''])
      expect(landingOf(state(qs)), qs).toBeNull()
  })

  it('have one canonical address each, in the search’s own order', () => {
    expect(landingQuery({ city: 3, type: 2, purpose: 'rent' })).toBe('purpose=rent&type=2&city=3')
    expect(landingQuery({ completion: 'off-plan', city: 7 })).toBe('completion=off-plan&city=7')
  })

  const groups: ListingGroup[] = [
    { purpose: 'sale', completion: 'ready', type: 1, city: 10, count: 5 },
    { purpose: 'sale', completion: 'off-plan', type: 1, city: 10, count: 3 },
    { purpose: 'sale', completion: 'off-plan', type: 2, city: 20, count: 1 },
    { purpose: 'rent', completion: null, type: 2, city: 20, count: 1 },
    { purpose: 'rent', completion: 'ready', type: 2, city: null, count: 4 },
  ]

  it('are counted from the listings, and those with too few listings left out', () => {
    const all = landingSet(groups)
    const find = (qs: string) => all.find((l) => landingQuery(l) === qs)?.count
    expect(find('purpose=sale')).toBe(9)
    expect(find('purpose=rent')).toBe(5)
    expect(find('completion=off-plan')).toBe(4)
    expect(find('purpose=sale&city=10')).toBe(8)
    expect(find('purpose=sale&type=1&city=10')).toBe(8)
    expect(find('completion=off-plan&city=10')).toBe(3)
    // One listing each: below the minimum.
    expect(LANDING_MIN_LISTINGS).toBe(2)
    expect(find('purpose=rent&city=20')).toBeUndefined()
    expect(find('completion=off-plan&city=20')).toBeUndefined()
    expect(all.every((l) => l.count >= LANDING_MIN_LISTINGS)).toBe(true)
  })

  it('come in a fixed order: site-wide first, the most listings first', () => {
    expect(landingSet(groups).map(landingQuery)).toEqual(['purpose=sale', 'purpose=rent', 'completion=off-plan', 'purpose=sale&city=10', 'completion=off-plan&city=10', 'purpose=sale&type=1&city=10'])
  })

  it('are all linked: the site-wide and city ones from the search, each type in a city from that city’s', () => {
    const all = landingSet(groups)
    const top = landingLinks(all, undefined)
    expect(top.every((l) => !l.type)).toBe(true)
    const reached = new Set([...top, ...top.flatMap((l) => (l.city ? landingLinks(all, l.city) : []))].map(landingQuery))
    expect([...reached].sort()).toEqual(all.map(landingQuery).sort())
  })
})
