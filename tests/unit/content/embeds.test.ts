import { describe, expect, it } from 'vitest'
import { embeddedListings } from '@/lib/lexical-embeds'
import { richEn } from '@/seed/lexical'

describe('embeddedListings', () => {
  it('finds the properties and projects embedded in an article, in reading order', () => {
    const content = richEn(['Intro', { embed: 'projects', id: 7 }, { h: 'More' }, { image: 3 }, { embed: 'properties', id: 42 }])
    expect(embeddedListings(content)).toEqual([
      { relationTo: 'projects', id: 7 },
      { relationTo: 'properties', id: 42 },
    ])
  })

  it('reads a populated relationship by its record id', () => {
    const content = { root: { type: 'root', children: [{ type: 'relationship', relationTo: 'properties', value: { id: 9, title: 'Villa' } }] } }
    expect(embeddedListings(content)).toEqual([{ relationTo: 'properties', id: 9 }])
  })

  it('leaves out relationships to other collections, pictures and broken values', () => {
    const content = { root: { type: 'root', children: [{ type: 'relationship', relationTo: 'team-members', value: 2 }, { type: 'upload', relationTo: 'media', value: 5 }, { type: 'relationship', relationTo: 'projects', value: null }] } }
    expect(embeddedListings(content)).toEqual([])
    expect(embeddedListings(null)).toEqual([])
  })
})
