import { cleanList, COMPARE_KINDS, COMPARE_LIMIT, compareQuery, isId, readListParam, type CompareKind, type CompareLists, type ListQuery } from './compare'

/**
 * The visitor's favourites (issue 16): property ids and project ids, each list newest first, kept
 * in the browser and carried by a link as `?properties=12,5&projects=3`, the compare lists' form.
 */
export type FavouriteKind = CompareKind
export type FavouriteLists = CompareLists

export const FAVOURITE_KINDS = COMPARE_KINDS

/** The most favourites a visitor keeps, and the most ids a link is read for: every list fits one address. */
export const FAVOURITES_LIMIT = 50

/** The orders of /favourites: as saved (newest first, the default), then by price either way. */
export const FAVOURITE_SORTS = ['saved', 'price', '-price'] as const
export type FavouriteSort = (typeof FAVOURITE_SORTS)[number]

export const emptyFavourites = (): FavouriteLists => ({ properties: [], projects: [] })

/** How many favourites both lists hold. */
export const favouritesCount = (lists: FavouriteLists) => lists.properties.length + lists.projects.length

/** Whether both lists hold the same ids, whatever their order. */
export function sameItems(a: FavouriteLists, b: FavouriteLists): boolean {
  return FAVOURITE_KINDS.every((k) => a[k].length === b[k].length && a[k].every((id) => b[k].includes(id)))
}

/** Lists as stored or shared may be damaged: ids only, each once, in order, the properties first, FAVOURITES_LIMIT in all at most. */
export function cleanFavourites(lists: Partial<Record<FavouriteKind, readonly unknown[]>>): FavouriteLists {
  const properties = cleanList(lists.properties ?? [], FAVOURITES_LIMIT)
  return { properties, projects: cleanList(lists.projects ?? [], FAVOURITES_LIMIT - properties.length) }
}

export type ToggleResult = 'added' | 'removed' | 'full'

/** Saves an id at the front of its list (the newest), or takes it out when it is there; 'full' at the limit. */
export function toggleFavourite(lists: FavouriteLists, kind: FavouriteKind, id: number): { lists: FavouriteLists; result: ToggleResult } {
  if (lists[kind].includes(id)) return { lists: { ...lists, [kind]: lists[kind].filter((x) => x !== id) }, result: 'removed' }
  if (favouritesCount(lists) >= FAVOURITES_LIMIT || !isId(id)) return { lists, result: 'full' }
  return { lists: { ...lists, [kind]: [id, ...lists[kind]] }, result: 'added' }
}

/** Puts an id back where it was (an undone removal), or at the end when the list is shorter now. */
export function restoreFavourite(lists: FavouriteLists, kind: FavouriteKind, id: number, index: number): FavouriteLists {
  if (lists[kind].includes(id) || favouritesCount(lists) >= FAVOURITES_LIMIT) return lists
  const list = [...lists[kind]]
  list.splice(Math.max(0, index), 0, id)
  return { ...lists, [kind]: list }
}

/**
 * Adds a shared list to the visitor's own: the ids they do not have yet go in front, in the
 * shared order, as many as the limit leaves room for. `added` counts them.
 */
export function mergeFavourites(own: FavouriteLists, shared: FavouriteLists): { lists: FavouriteLists; added: number } {
  const lists = { properties: [...own.properties], projects: [...own.projects] }
  let added = 0
  for (const kind of FAVOURITE_KINDS) {
    const fresh = shared[kind].filter((id) => !lists[kind].includes(id)).slice(0, FAVOURITES_LIMIT - favouritesCount(lists))
    lists[kind] = [...fresh, ...lists[kind]]
    added += fresh.length
  }
  return { lists, added }
}

/** The ids of `shared` the visitor has not saved. */
export function missingFrom(own: FavouriteLists, shared: FavouriteLists): FavouriteLists {
  return { properties: shared.properties.filter((id) => !own.properties.includes(id)), projects: shared.projects.filter((id) => !own.projects.includes(id)) }
}

/** What a link to /favourites carries: the lists (FAVOURITES_LIMIT ids at most) and the order. */
export function parseFavouritesQuery(query: ListQuery): FavouriteLists & { sort: FavouriteSort } {
  const sort = readListParam(query, 'sort')
  return {
    ...cleanFavourites({ properties: readListParam(query, 'properties').split(','), projects: readListParam(query, 'projects').split(',') }),
    sort: (FAVOURITE_SORTS as readonly string[]).includes(sort) ? (sort as FavouriteSort) : 'saved',
  }
}

/** The query string of a link to these lists in this order ('' for no list in the default order). */
export function favouritesQuery(lists: FavouriteLists, sort: FavouriteSort = 'saved'): string {
  return [compareQuery(lists), sort === 'saved' ? '' : `sort=${sort}`].filter(Boolean).join('&')
}

/** The path of /favourites showing these lists in this order. */
export function favouritesHref(lists: FavouriteLists, sort: FavouriteSort = 'saved'): string {
  const query = favouritesQuery(lists, sort)
  return query ? `/favourites?${query}` : '/favourites'
}

/** The first ids of each list, as many as a comparison takes: the favourites sent to /compare. */
export const forComparison = (lists: FavouriteLists): FavouriteLists => ({ properties: lists.properties.slice(0, COMPARE_LIMIT), projects: lists.projects.slice(0, COMPARE_LIMIT) })

/**
 * Items in the order asked: as saved (the order they came in), or by price, lowest or highest
 * first; an item without a price (on request) comes last either way. The sort is stable.
 */
export function sortFavourites<T>(items: readonly T[], sort: FavouriteSort, priceOf: (item: T) => number | null | undefined): T[] {
  if (sort === 'saved') return [...items]
  const sign = sort === 'price' ? 1 : -1
  const priced = (item: T) => {
    const p = priceOf(item)
    return typeof p === 'number' && Number.isFinite(p) ? p : null
  }
  return items
    .map((item, i) => ({ item, i, price: priced(item) }))
    .sort((a, b) => (a.price === null || b.price === null ? (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0) : sign * (a.price - b.price)) || a.i - b.i)
    .map((x) => x.item)
}
