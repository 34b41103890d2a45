import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseHeaders, hardenCookie, inlineScriptHashes, pageCsp, responseKind, withFrameAncestors } from '@/server/http/security-headers'

const sha = (text: string) => crypto.createHash('sha256').update(text).digest('base64')

describe('the security headers, as pure functions', () => {
  it('hashes exactly the inline scripts of a page, each once', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script>a()</script><script async>self.__next_f.push([1,"x"])</script>`
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('{"a":1}'), sha('self.__next_f.push([1,"x"])')])
    const csp = pageCsp(inlineScriptHashes(html), { https: false, hstsMaxAge: 0 })
    expect(csp).toMatch(/script-src 'self' 'sha256-/)
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;\s*style|script-src[^;]*unsafe/)
    expect(csp).not.toMatch(/upgrade-insecure-requests/)
    expect(pageCsp([], { https: true, hstsMaxAge: 1 })).toMatch(/upgrade-insecure-requests$/)
  })

  it('cookies: Secure over https, HttpOnly unless the browser writes that cookie itself', () => {
    expect(hardenCookie('payload-token=abc; Path=/', true)).toBe('payload-token=abc; Path=/; Secure; HttpOnly')
    expect(hardenCookie('payload-token=abc; Path=/; HttpOnly; Secure', true)).toBe('payload-token=abc; Path=/; HttpOnly; Secure')
    expect(hardenCookie('payload-token=abc; Path=/', false)).toBe('payload-token=abc; Path=/; HttpOnly')
    expect(hardenCookie('NEXT_LOCALE=en; Path=/', true)).toBe('NEXT_LOCALE=en; Path=/; Secure')
    expect(hardenCookie('CURRENCY=USD', false)).toBe('CURRENCY=USD')
  })

  it('a page is framed by nothing, an editor’s preview by the site itself only (the admin’s live preview)', () => {
    expect(pageCsp([], { https: false, hstsMaxAge: 0 })).toMatch(/frame-ancestors 'none'/)
    expect(baseHeaders({ https: false, hstsMaxAge: 0 })['x-frame-options']).toBe('DENY')
    expect(pageCsp([], { https: false, hstsMaxAge: 0, preview: true })).toMatch(/frame-ancestors 'self'(;|$)/)
    expect(baseHeaders({ https: false, hstsMaxAge: 0, preview: true })['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('a response keeps its own policy, with framing forbidden', () => {
    expect(withFrameAncestors("default-src 'none'")).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(withFrameAncestors("default-src 'none'; frame-ancestors 'self'")).toBe("default-src 'none'; frame-ancestors 'self'")
  })

  it('kinds of response', () => {
    expect(responseKind('/en', 'text/html; charset=utf-8')).toBe('page')
    expect(responseKind('/admin/collections/leads', 'text/html')).toBe('admin')
    expect(responseKind('/media/a.webp', 'image/webp')).toBe('upload')
    expect(responseKind('/api/media/file/a.svg', 'image/svg+xml')).toBe('upload')
    expect(responseKind('/api/v1/currencies', 'application/json')).toBe('other')
  })
})
