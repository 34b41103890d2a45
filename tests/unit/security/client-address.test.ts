import { describe, expect, it } from 'vitest'
import { clientAddress, overHttps, parseTrustProxy, TrustProxyError } from '@/server/http/client-address'

describe('who the client is (TRUST_PROXY)', () => {
  it('without TRUST_PROXY: the socket, whatever X-Forwarded-For claims', () => {
    const none = parseTrustProxy(undefined)
    expect(clientAddress('203.0.113.7', '10.1.2.3', none)).toBe('203.0.113.7')
    expect(clientAddress('203.0.113.7', ['1.1.1.1', '2.2.2.2'], none)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:198.51.100.4', undefined, none)).toBe('198.51.100.4')
    expect(clientAddress('203.0.113.7', '10.1.2.3', parseTrustProxy('false'))).toBe('203.0.113.7')
  })

  it('a forged X-Forwarded-For from a peer that is not a trusted proxy is ignored', () => {
    const trust = parseTrustProxy('10.0.0.1')
    expect(clientAddress('203.0.113.7', '1.2.3.4', trust)).toBe('203.0.113.7')
  })

  it('behind trusted proxies: read from the right while the writer is trusted', () => {
    const trust = parseTrustProxy('10.0.0.0/8, loopback')
    // client → proxy 10.0.0.2 → proxy 10.0.0.1 → us; the client forged an entry of its own on the left.
    expect(clientAddress('10.0.0.1', '6.6.6.6, 198.51.100.9, 10.0.0.2', trust)).toBe('198.51.100.9')
    expect(clientAddress('127.0.0.1', '198.51.100.9', trust)).toBe('198.51.100.9')
    expect(clientAddress('::1', '2001:db8::5', trust)).toBe('2001:db8::5')
    // A proxy that passed a garbage entry: the last address a trusted hop vouched for.
    expect(clientAddress('10.0.0.1', 'not-an-address', trust)).toBe('10.0.0.1')
    // Every hop trusted: the leftmost.
    expect(clientAddress('10.0.0.1', '10.0.0.3, 10.0.0.2', trust)).toBe('10.0.0.3')
  })

  it('a number of hops: that many proxies in front, whatever their addresses', () => {
    expect(clientAddress('192.0.2.1', '6.6.6.6, 198.51.100.9', parseTrustProxy('1'))).toBe('198.51.100.9')
    expect(clientAddress('192.0.2.1', '6.6.6.6, 198.51.100.9, 192.0.2.2', parseTrustProxy('2'))).toBe('198.51.100.9')
    expect(clientAddress('192.0.2.1', undefined, parseTrustProxy('1'))).toBe('192.0.2.1')
    expect(clientAddress('192.0.2.1', 'x', parseTrustProxy('1'))).toBe('192.0.2.1')
  })

  it('refuses a malformed setting rather than trusting everyone or no one by accident', () => {
    expect(() => parseTrustProxy('everyone')).toThrow(TrustProxyError)
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(TrustProxyError)
  })

  it('https only on the socket or from a trusted proxy', () => {
    const trust = parseTrustProxy('loopback')
    expect(overHttps(true, '203.0.113.7', undefined, trust)).toBe(true)
    expect(overHttps(false, '127.0.0.1', 'https', trust)).toBe(true)
    expect(overHttps(false, '203.0.113.7', 'https', trust)).toBe(false)
    expect(overHttps(false, '127.0.0.1', 'https', parseTrustProxy(undefined))).toBe(false)
    expect(overHttps(false, '127.0.0.1', 'http', trust)).toBe(false)
  })
})
