import { describe, expect, it } from 'vitest'
import { parseCompareQuery } from '@/lib/compare'
import {
  cleanFavourites,
  emptyFavourites,
  FAVOURITES_LIMIT,
  favouritesHref,
  favouritesQuery,
  forComparison,
  mergeFavourites,
  missingFrom,
  parseFavouritesQuery,
  restoreFavourite,
  sameItems,
  sortFavourites,
  toggleFavourite,
  type FavouriteLists,
} from '@/lib/favourites'

/** Issue 16: the rules of the visitor's favourites and of the links that carry them. */

const lists = (properties: number[], projects: number[] = []): FavouriteLists => ({ properties, projects })
const many = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i)

describe('saving and removing', () => {
  it('saves at the front (the newest first), and takes out what is there', () => {
    let l = emptyFavourites()
    for (const id of [3, 8]) l = toggleFavourite(l, 'properties', id).lists
    expect(l).toEqual(lists([8, 3]))
    const added = toggleFavourite(l, 'projects', 5)
    expect(added).toEqual({ lists: lists([8, 3], [5]), result: 'added' })
    expect(toggleFavourite(added.lists, 'properties', 8)).toEqual({ lists: lists([3], [5]), result: 'removed' })
  })

  it('keeps 50 in all at most, properties and projects together', () => {
    expect(FAVOURITES_LIMIT).toBe(50)
    const full = lists(many(30), many(20))
    expect(toggleFavourite(full, 'projects', 999)).toEqual({ lists: full, result: 'full' })
    expect(toggleFavourite(full, 'properties', 999).result).toBe('full')
    // Taking one out is always possible, and then there is room again.
    const fewer = toggleFavourite(full, 'properties', 1).lists
    expect(toggleFavourite(fewer, 'projects', 999).result).toBe('added')
  })

  it('refuses what cannot be a record id', () => {
    for (const id of [0, -3, 2.5, Number.NaN, 2 ** 31, Number.MAX_SAFE_INTEGER]) expect(toggleFavourite(emptyFavourites(), 'properties', id).result, String(id)).toBe('full')
    expect(toggleFavourite(emptyFavourites(), 'properties', 2 ** 31 - 1).result).toBe('added')
  })

  it('does not change the lists it was given', () => {
    const l = lists([1], [2])
    toggleFavourite(l, 'properties', 4)
    toggleFavourite(l, 'projects', 2)
    expect(l).toEqual(lists([1], [2]))
  })

  it('an undone removal goes back where it was', () => {
    const before = lists([4, 3, 2, 1])
    const index = before.properties.indexOf(3)
    const after = toggleFavourite(before, 'properties', 3).lists
    expect(restoreFavourite(after, 'properties', 3, index)).toEqual(before)
    // Undone twice, or into a shorter list: once, at the end at most.
    expect(restoreFavourite(before, 'properties', 3, index)).toEqual(before)
    expect(restoreFavourite(lists([9]), 'properties', 3, 5)).toEqual(lists([9, 3]))
  })
})

describe('a shared list', () => {
  it('adds the ids the visitor has not saved, in front and in the shared order', () => {
    const own = lists([1, 2], [7])
    const shared = lists([5, 2, 6], [7, 8])
    expect(missingFrom(own, shared)).toEqual(lists([5, 6], [8]))
    expect(mergeFavourites(own, shared)).toEqual({ lists: lists([5, 6, 1, 2], [8, 7]), added: 3 })
    expect(mergeFavourites(own, own)).toEqual({ lists: own, added: 0 })
  })

  it('adds only as many as the limit leaves room for', () => {
    const own = lists(many(48))
    expect(mergeFavourites(own, lists([100, 101], [200]))).toEqual({ lists: lists([100, 101, ...many(48)]), added: 2 })
  })

  it('is the same list whatever the order', () => {
    expect(sameItems(lists([1, 2], [3]), lists([2, 1], [3]))).toBe(true)
    expect(sameItems(lists([1, 2]), lists([1, 2], [3]))).toBe(false)
    expect(sameItems(lists([1, 2]), lists([1, 3]))).toBe(false)
  })
})

describe('the link', () => {
  it('reads ?properties=12,5&projects=3 and the order', () => {
    expect(parseFavouritesQuery(new URLSearchParams('properties=12,5&projects=3'))).toEqual({ ...lists([12, 5], [3]), sort: 'saved' })
    expect(parseFavouritesQuery({ properties: '4', sort: '-price' })).toEqual({ ...lists([4]), sort: '-price' })
    expect(parseFavouritesQuery({ properties: ['1', '2'], projects: undefined, sort: 'price' })).toEqual({ ...lists([1, 2]), sort: 'price' })
    expect(parseFavouritesQuery({})).toEqual({ ...emptyFavourites(), sort: 'saved' })
  })

  it('never fails on what it is given: bad ids are left out, a bad order is the default', () => {
    const query = new URLSearchParams('properties=7,7,x,-1,0,2.5,1e3,%20 9 ,99999999999999999999,2147483648,&projects=<script>,3&sort=cheapest')
    expect(parseFavouritesQuery(query)).toEqual({ ...lists([7, 9], [3]), sort: 'saved' })
    expect(parseFavouritesQuery({ sort: ['price', '-price'] }).sort).toBe('saved')
    expect(parseFavouritesQuery(new URLSearchParams('properties=' + ','.repeat(5000))).properties).toEqual([])
  })

  it('reads 50 ids at most, the properties first', () => {
    const query = new URLSearchParams(`properties=${many(40).join(',')}&projects=${many(30, 100).join(',')}`)
    const read = parseFavouritesQuery(query)
    expect(read.properties).toEqual(many(40))
    expect(read.projects).toEqual(many(10, 100))
    expect(parseFavouritesQuery(new URLSearchParams(`properties=${many(80).join(',')}&projects=1`))).toEqual({ ...lists(many(50)), sort: 'saved' })
    expect(cleanFavourites({ properties: many(50), projects: [1, 2] })).toEqual(lists(many(50)))
  })

  it('writes the same form back, leaving out empty lists and the default order', () => {
    expect(favouritesQuery(lists([12, 5], [3]))).toBe('properties=12,5&projects=3')
    expect(favouritesQuery(lists([], [3]), 'price')).toBe('projects=3&sort=price')
    expect(favouritesQuery(emptyFavourites())).toBe('')
    expect(favouritesHref(emptyFavourites(), '-price')).toBe('/favourites?sort=-price')
    expect(favouritesHref(emptyFavourites())).toBe('/favourites')
    const l = lists([3, 1], [2])
    const { sort, ...back } = parseFavouritesQuery(new URLSearchParams(favouritesQuery(l, '-price')))
    expect(back).toEqual(l)
    expect(sort).toBe('-price')
  })

  it('sends the first four of each list to the comparison', () => {
    const sent = forComparison(lists(many(6), [9]))
    expect(sent).toEqual(lists([1, 2, 3, 4], [9]))
    expect(parseCompareQuery(new URLSearchParams('properties=1,2,3,4&projects=9'))).toEqual(sent)
  })
})

describe('the order of /favourites', () => {
  const items = [
    { id: 1, price: 300 },
    { id: 2, price: null },
    { id: 3, price: 100 },
    { id: 4, price: 300 },
    { id: 5, price: 200 },
  ]
  const ids = (sorted: typeof items) => sorted.map((i) => i.id)

  it('as saved, by price up or down; a listing without a price last either way, ties as saved', () => {
    expect(ids(sortFavourites(items, 'saved', (i) => i.price))).toEqual([1, 2, 3, 4, 5])
    expect(ids(sortFavourites(items, 'price', (i) => i.price))).toEqual([3, 5, 1, 4, 2])
    expect(ids(sortFavourites(items, '-price', (i) => i.price))).toEqual([1, 4, 5, 3, 2])
  })

  it('does not reorder the list it was given', () => {
    const copy = [...items]
    sortFavourites(items, 'price', (i) => i.price)
    expect(items).toEqual(copy)
  })
})
