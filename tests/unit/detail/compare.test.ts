import { describe, expect, it } from 'vitest'
import { addToList, cleanList, COMPARE_LIMIT, compareQuery, parseCompareQuery, rowDiffers, sameLists } from '@/lib/compare'
import { createAppStore } from '@/lib/client/app-state'

describe('compare list rules', () => {
  it('holds four items at most', () => {
    expect(COMPARE_LIMIT).toBe(4)
    let list: number[] = []
    for (const id of [11, 12, 13, 14]) {
      const r = addToList(list, id)
      expect(r.result).toBe('added')
      list = r.list
    }
    expect(addToList(list, 15)).toEqual({ list: [11, 12, 13, 14], result: 'full' })
  })

  it('never holds an item twice', () => {
    expect(addToList([3, 7], 7)).toEqual({ list: [3, 7], result: 'present' })
    expect(addToList([1, 2, 3, 4], 2).result).toBe('present')
  })

  it('does not change the list it was given', () => {
    const list = [1]
    addToList(list, 2)
    expect(list).toEqual([1])
  })

  it('cleans damaged lists: ids only, once each, in order, four at most', () => {
    expect(cleanList([5, '6', 5, -1, 0, 2.5, 'x', null, 7, 8, 9])).toEqual([5, 6, 7, 8])
    // Up to the limit it is given, none for none; never an id no record can have (32-bit).
    expect(cleanList([1, 2, 3], 2)).toEqual([1, 2])
    expect(cleanList([1, 2], 0)).toEqual([])
    expect(cleanList([2 ** 31, 2 ** 31 - 1])).toEqual([2 ** 31 - 1])
  })

  it('the store says why an item was not added', () => {
    const store = createAppStore()
    expect(store.compare.tryAdd('projects', 1)).toBe('added')
    expect(store.compare.tryAdd('projects', 1)).toBe('present')
    for (const id of [2, 3, 4]) store.compare.tryAdd('projects', id)
    expect(store.compare.tryAdd('projects', 5)).toBe('full')
    expect(store.get().compare.projects).toEqual([1, 2, 3, 4])
    store.compare.replace({ properties: [9, 9, 8], projects: [] })
    expect(store.get().compare).toEqual({ properties: [9, 8], projects: [] })
  })
})

describe('compare links', () => {
  it('reads ?properties=1,2,3&projects=4', () => {
    expect(parseCompareQuery(new URLSearchParams('properties=1,2,3&projects=4'))).toEqual({ properties: [1, 2, 3], projects: [4] })
    expect(parseCompareQuery({ properties: '7,7,x,8', projects: undefined })).toEqual({ properties: [7, 8], projects: [] })
    expect(parseCompareQuery({ properties: ['1', '2'] })).toEqual({ properties: [1, 2], projects: [] })
    expect(parseCompareQuery(new URLSearchParams('properties=1,2,3,4,5,6'))).toEqual({ properties: [1, 2, 3, 4], projects: [] })
  })

  it('writes the same form back, leaving empty lists out', () => {
    expect(compareQuery({ properties: [1, 2, 3], projects: [4] })).toBe('properties=1,2,3&projects=4')
    expect(compareQuery({ properties: [], projects: [4] })).toBe('projects=4')
    expect(compareQuery({ properties: [], projects: [] })).toBe('')
    const lists = { properties: [3, 1], projects: [2] }
    expect(parseCompareQuery(new URLSearchParams(compareQuery(lists)))).toEqual(lists)
  })

  it('compares lists in order', () => {
    expect(sameLists({ properties: [1, 2], projects: [] }, { properties: [1, 2], projects: [] })).toBe(true)
    expect(sameLists({ properties: [1, 2], projects: [] }, { properties: [2, 1], projects: [] })).toBe(false)
  })
})

describe('differing rows', () => {
  it('differ when two items have different values', () => {
    expect(rowDiffers([3, 3, 4])).toBe(true)
    expect(rowDiffers(['a', 'a'])).toBe(false)
    expect(rowDiffers([null, undefined])).toBe(false)
    expect(rowDiffers([null, 2])).toBe(true)
    expect(rowDiffers([5])).toBe(false)
  })
})
