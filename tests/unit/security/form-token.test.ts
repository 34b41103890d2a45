import { describe, expect, it } from 'vitest'
import { MIN_FILL_MS } from '@/lib/forms/fill-time'
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_REFRESH_MS, tokenKeeper } from '@/lib/forms/token'
import { checkFormToken, issueFormToken } from '@/server/forms/token'

const secret = 'unit-tests-secret-0123456789abcdefghij'
const t0 = 1_800_000_000_000

describe('the form token (server)', () => {
  it('is good from the minimum fill time after it was issued until it expires', () => {
    const token = issueFormToken(t0, secret)
    expect(checkFormToken(token, t0, secret)).toEqual({ ok: false, reason: 'early' })
    expect(checkFormToken(token, t0 + MIN_FILL_MS - 1, secret)).toEqual({ ok: false, reason: 'early' })
    expect(checkFormToken(token, t0 + MIN_FILL_MS, secret)).toMatchObject({ ok: true, issuedAt: t0 })
    expect(checkFormToken(token, t0 + FORM_TOKEN_MAX_AGE_MS, secret).ok).toBe(true)
    expect(checkFormToken(token, t0 + FORM_TOKEN_MAX_AGE_MS + 1, secret)).toEqual({ ok: false, reason: 'expired' })
  })

  it('cannot be made or altered without the secret', () => {
    const token = issueFormToken(t0, secret)
    const [, nonce, signature] = token.split('.')
    // Backdated by the client: the signature no longer matches.
    const backdated = `${(t0 - 60_000).toString(36)}.${nonce}.${signature}`
    expect(checkFormToken(backdated, t0 + MIN_FILL_MS, secret)).toEqual({ ok: false, reason: 'forged' })
    expect(checkFormToken(issueFormToken(t0, 'another-secret-0123456789abcdefghijk'), t0 + MIN_FILL_MS, secret)).toEqual({ ok: false, reason: 'forged' })
    expect(checkFormToken(undefined, t0, secret)).toEqual({ ok: false, reason: 'missing' })
    expect(checkFormToken('x'.repeat(5000), t0, secret)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('each token has its own nonce', () => {
    const a = checkFormToken(issueFormToken(t0, secret), t0 + MIN_FILL_MS, secret)
    const b = checkFormToken(issueFormToken(t0, secret), t0 + MIN_FILL_MS, secret)
    expect(a.ok && b.ok && a.nonce !== b.nonce).toBe(true)
  })
})

/** Lets the token fetch started by `prefetch` finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the form token (browser)', () => {
  function keeper() {
    let now = 0
    let fetched = 0
    const slept: number[] = []
    const k = tokenKeeper(
      async () => `token-${++fetched}`,
      () => now,
      async (ms) => {
        slept.push(ms)
        now += ms
      },
    )
    return { k, slept, advance: (ms: number) => (now += ms), fetched: () => fetched }
  }

  it('fetched when the form appears; sent at once when the visitor took longer than the fill time', async () => {
    const { k, slept, advance, fetched } = keeper()
    k.prefetch()
    await settle()
    advance(MIN_FILL_MS + 500)
    expect(await k.ready()).toBe('token-1')
    expect(slept).toEqual([])
    expect(fetched()).toBe(1)
  })

  it('a token fetched late (the first fetch failed) is held until the server will take it', async () => {
    const { k, slept } = keeper()
    expect(await k.ready()).toBe('token-1')
    expect(slept).toEqual([MIN_FILL_MS])
  })

  it('replaced when old, and after a stored record', async () => {
    const { k, advance, fetched } = keeper()
    k.prefetch()
    await settle()
    advance(FORM_TOKEN_REFRESH_MS + 1)
    expect(await k.ready()).toBe('token-2')
    k.spent()
    advance(MIN_FILL_MS)
    expect(await k.ready()).toBe('token-3')
    expect(fetched()).toBe(3)
  })
})
