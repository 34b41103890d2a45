import { describe, expect, it } from 'vitest'
import { absoluteUrl, canonicalQuery, cmsPagePath, isTrackingParam, languageAlternates, localizedPath, ogLocale, siteOrigin } from '@/lib/seo/urls'

describe('the site origin', () => {
  it('is the configured public address, without a path or a trailing slash', () => {
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'https://manzil.example/' })).toBe('https://manzil.example')
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'https://manzil.example/some/path' })).toBe('https://manzil.example')
  })

  it('is the local address the server listens on when none is configured', () => {
    expect(siteOrigin({})).toBe('http://localhost:3000')
    expect(siteOrigin({ PORT: '3600', NEXT_PUBLIC_SITE_URL: '' })).toBe('http://localhost:3600')
  })
})

describe('paths in each language', () => {
  it('keeps Arabic at the root and puts English under /en', () => {
    expect(localizedPath('ar', '/properties/5-villa')).toBe('/properties/5-villa')
    expect(localizedPath('en', '/properties/5-villa')).toBe('/en/properties/5-villa')
    expect(localizedPath('ar', '/')).toBe('/')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('en', 'faq')).toBe('/en/faq')
  })

  it('makes absolute addresses with their query', () => {
    expect(absoluteUrl('https://m.example', 'en', '/blogs', 'page=2')).toBe('https://m.example/en/blogs?page=2')
    expect(absoluteUrl('https://m.example', 'ar', '/')).toBe('https://m.example/')
  })

  it('lists the same alternates from every language, x-default being the Arabic page', () => {
    const alternates = languageAlternates('https://m.example', '/careers/8-sales', '')
    expect(alternates).toEqual({ ar: 'https://m.example/careers/8-sales', en: 'https://m.example/en/careers/8-sales', 'x-default': 'https://m.example/careers/8-sales' })
  })

  it('gives Open Graph locales', () => {
    expect(ogLocale('ar')).toBe('ar_AE')
    expect(ogLocale('en')).toBe('en_US')
  })

  it('sends the CMS pages with routes of their own to those routes', () => {
    expect(cmsPagePath('home-page')).toBe('/')
    expect(cmsPagePath('about-us')).toBe('/about-us')
    expect(cmsPagePath('ramadan-offers')).toBe('/page/ramadan-offers')
  })
})

describe('the canonical query', () => {
  it('keeps only what the page reads, in its own order, once each', () => {
    expect(canonicalQuery(new URLSearchParams('page=3&category=2&category=5&x=1'), ['category', 'page'])).toBe('category=2&page=3')
  })

  it('drops tracking, empty and "not selected" values, and the first page', () => {
    const params = { utm_source: 'news', gclid: 'abc', fbclid: 'z', category: '', branch: 'not-selected-value', page: '1', department: 'sales' }
    expect(canonicalQuery(params, ['department', 'branch', 'category', 'page', 'utm_source', 'gclid'])).toBe('department=sales')
    expect(canonicalQuery({ page: 'abc' }, ['page'])).toBe('')
    expect(canonicalQuery({ page: '2' }, ['page'])).toBe('page=2')
  })

  it('knows the tracking parameters', () => {
    for (const name of ['utm_campaign', 'UTM_MEDIUM', 'gclid', 'msclkid', 'fbclid', '_ga', '_rsc']) expect(isTrackingParam(name), name).toBe(true)
    for (const name of ['page', 'category', 'city', 'utm']) expect(isTrackingParam(name), name).toBe(false)
  })
})
