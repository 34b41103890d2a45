import { describe, expect, it } from 'vitest'
import { varyHeader } from '../../../src/server/delivery/contract'

/** What Next.js names in `Vary` on an answer of its own (a page, or an API read before the server's lane is ready). */
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'

describe('the Vary header of what a shared cache may keep', () => {
  it('is the same for an API read whether Next.js or the server’s own lane answered it', () => {
    const throughLane = varyHeader('Accept-Language', 'api', true)
    const throughNext = varyHeader(`${NEXT_VARY}, Accept-Language`, 'api', true)
    expect(throughLane).toBe('Accept-Language, X-Currency, Accept-Encoding')
    expect(throughNext).toBe(throughLane)
    expect(varyHeader(`${NEXT_VARY}, Accept-Language, X-Currency`, 'not-found', true)).toBe('Accept-Language, X-Currency, Accept-Encoding')
  })

  it('keeps Next’s router headers on pages, whose HTML and navigation payload share a URL', () => {
    expect(varyHeader(NEXT_VARY, 'page', false)).toBe(`${NEXT_VARY}, Accept-Encoding`)
    expect(varyHeader('', 'page', false)).toBe('Accept-Encoding')
  })

  it('names each header once, whatever its case', () => {
    expect(varyHeader('accept-encoding, Accept-Language', 'api', true)).toBe('accept-encoding, Accept-Language, X-Currency')
  })
})
