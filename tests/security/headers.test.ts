import crypto from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { as, clientIp, send, signIn, type Reply } from './support/http'

/**
 * Issue 12, point 1: the security headers on every response of every path of the production server —
 * pages (the site's and the CMS's), error pages, the API through the server's own lane and through
 * Next.js, the CMS's API, uploads, the build's files — on both databases.
 */

/** What every response carries, whatever it is. */
function expectBase(r: Reply) {
  expect(r.headers['x-content-type-options']).toBe('nosniff')
  expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(r.headers['permissions-policy']).toMatch(/camera=\(\)/)
  expect(r.headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(r.headers['x-frame-options']).toBe('DENY')
  expect(r.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
}

/** The scripts of a page's policy: its own files and exactly its inline scripts, by hash; never inline or eval. */
function expectPagePolicy(r: Reply) {
  expectBase(r)
  const csp = String(r.headers['content-security-policy'])
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  expect(scripts.split(' ')).toContain("'self'")
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  const inline = [...r.text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => crypto.createHash('sha256').update(m[1]!).digest('base64'))
  expect(inline.length).toBeGreaterThan(0)
  for (const hash of inline) expect(scripts).toContain(`'sha256-${hash}'`)
  expect(csp).toMatch(/object-src 'none'/)
  expect(csp).toMatch(/base-uri 'self'/)
}

for (const server of inject('servers')) {
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => send(server.base, path, { method, headers: { ...as(clientIp()), ...headers } })

  describe(`security headers (${server.name})`, () => {
    it('public pages in both languages, their RSC payloads and the error page', async () => {
      for (const path of ['/', '/contact-us', '/en', '/en/properties', '/no-such-page', '/en/no-such-page']) {
        const r = await get(path, { 'accept-encoding': 'gzip' })
        expect(r.headers['content-type'], path).toMatch(/^text\/html/)
        expect(r.status, path).toBe(path.includes('no-such') ? 404 : 200)
        expectPagePolicy(r)
        // Compressed here after hashing; a shared cache keeps one copy per encoding.
        expect(r.headers['content-encoding'], path).toBe('gzip')
        expect(String(r.headers.vary), path).toMatch(/Accept-Encoding/i)
      }
      // A redirect (an RSC request without its cache-busting parameter is sent to the URL with it).
      const redirect = await get('/en', { rsc: '1' })
      expect(redirect.status).toBe(307)
      expectBase(redirect)
    })

    it('a page answered without a body (HEAD) or as not modified (304)', async () => {
      const head = await get('/en', {}, 'HEAD')
      expect(head.status).toBe(200)
      expectBase(head)
      const first = await get('/en')
      const etag = String(first.headers.etag ?? '')
      expect(etag).not.toBe('')
      const again = await get('/en', { 'if-none-match': etag })
      expect(again.status).toBe(304)
      // A policy on a 304 would replace the one the browser keeps with the page (and its hashes).
      expect(again.headers['content-security-policy']).toBeUndefined()
      expect(again.headers['x-content-type-options']).toBe('nosniff')
    })

    it('the CMS: its pages (never framed, scripts by hash) and its API', async () => {
      for (const path of ['/admin', '/admin/login']) {
        const r = await get(path)
        expect(r.headers['content-type'], path).toMatch(/^text\/html/)
        expectPagePolicy(r)
      }
      expectBase(await get('/api/users/me'))
    })

    it('the public API through the server lane and through Next.js, and its reference page', async () => {
      await get('/api/v1/currencies')
      // The second read is answered by the server's own lane (the route has been loaded by then).
      for (const reply of [await get('/api/v1/currencies'), await get('/api/v1/currencies', {}, 'OPTIONS'), await get('/api/v1/no-such-route')]) {
        expectBase(reply)
        expect(reply.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
      }
      const post = await send(server.base, '/api/v1/leads', { method: 'POST', headers: { 'content-type': 'application/json', ...as(clientIp()) }, body: '{' })
      expect(post.status).toBe(400)
      expectBase(post)
      const docs = await get('/api/v1/docs')
      expectBase(docs)
      // The reference page keeps its own, stricter policy (no script at all).
      expect(docs.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'.*frame-ancestors 'none'$/)
    })

    it('the build\'s files, public files and uploads', async () => {
      const page = await get('/en')
      const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(page.text)?.[1]
      expect(script).toBeTruthy()
      for (const path of [script!, '/favicon.png', '/media/no-such-file.jpg']) expectBase(await get(path))
      expect((await get('/media/no-such-file.jpg')).headers['content-security-policy']).toMatch(/sandbox/)
    })

    it('HSTS and Secure cookies only over https, as told by the trusted proxy', async () => {
      const plain = await get('/en')
      expect(plain.headers['strict-transport-security']).toBeUndefined()
      const https = await get('/en', { 'x-forwarded-proto': 'https' })
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(String(https.headers['content-security-policy'])).toMatch(/upgrade-insecure-requests/)
      // A client connecting directly cannot claim https for itself.
      const claimed = await send(server.base, '/en', { from: '127.0.0.3', headers: { 'x-forwarded-proto': 'https' } })
      expect(claimed.headers['strict-transport-security']).toBeUndefined()
      // The admin's session: HttpOnly always, Secure over https.
      const login = await send(server.base, '/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', ...as(clientIp()) },
        body: JSON.stringify({ email: 'editor@security.test', password: 'security-editor-password' }),
      })
      const session = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('payload-token='))
      expect(session).toMatch(/HttpOnly/i)
      expect(session).toMatch(/Secure/)
      expect(await signIn(server.base, 'editor')).toMatch(/^payload-token=/)
    })
  })
}
