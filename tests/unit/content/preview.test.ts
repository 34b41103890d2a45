import { describe, expect, it } from 'vitest'
import { checkPreview, PREVIEW_LINK_MS, previewLink, previewPath, signPreview } from '@/lib/preview'
import { inPreview } from '@/server/delivery/contract'

const secret = 'a-test-secret-of-enough-length-0123456789'
const now = Date.parse('2026-11-24T10:00:00Z')

describe('preview links', () => {
  it('open the record’s own page in the editor’s language, its slug included', () => {
    expect(previewPath('properties', { id: 12, slug: 'flat-in-marina' }, 'ar')).toBe('/properties/12-flat-in-marina')
    expect(previewPath('blogs', { id: 3 }, 'en')).toBe('/en/blogs/3')
    expect(previewPath('pages', { id: 1, permalink: 'home-page' }, 'en')).toBe('/en')
    expect(previewPath('pages', { id: 2, permalink: 'offers' }, 'ar')).toBe('/page/offers')
  })

  it('are accepted as signed, until they expire', () => {
    const query = signPreview('/en/projects/4', secret, now)
    expect(checkPreview(query, secret, now + PREVIEW_LINK_MS - 1)).toEqual({ ok: true, path: '/en/projects/4' })
    expect(checkPreview(query, secret, now + PREVIEW_LINK_MS + 1)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuse a changed path or expiry, another secret, and a path off the site', () => {
    const query = signPreview('/properties/12', secret, now)
    const changed = (key: string, value: string) => {
      const q = new URLSearchParams(query)
      q.set(key, value)
      return checkPreview(q, secret, now)
    }
    expect(changed('path', '/properties/13')).toEqual({ ok: false, reason: 'invalid' })
    expect(changed('expires', String(now + 10 * PREVIEW_LINK_MS))).toEqual({ ok: false, reason: 'invalid' })
    expect(checkPreview(query, `${secret}x`, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkPreview(signPreview('//elsewhere.example/x', secret, now), secret, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkPreview(new URLSearchParams(), secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('are made by the admin for saved records of the collections with drafts only', () => {
    const link = previewLink('careers', { id: 5 }, 'en', secret, now)!
    expect(link.startsWith('/api/preview?')).toBe(true)
    expect(checkPreview(new URL(link, 'https://site.example').searchParams, secret, now)).toEqual({ ok: true, path: '/en/careers/5' })
    expect(previewLink('careers', { id: null }, 'en', secret, now)).toBeNull()
    expect(previewLink('leads', { id: 5 }, 'en', secret, now)).toBeNull()
  })
})

describe('a preview request', () => {
  it('is known by the draft mode cookie, set', () => {
    expect(inPreview('a=1; __prerender_bypass=0123abc')).toBe(true)
    expect(inPreview('__prerender_bypass=0123abc')).toBe(true)
    expect(inPreview('__prerender_bypass=')).toBe(false)
    expect(inPreview('x__prerender_bypass=1')).toBe(false)
    expect(inPreview(undefined)).toBe(false)
  })
})
