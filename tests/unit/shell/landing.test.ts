import { describe, expect, it, vi } from 'vitest'
import { LANDING_CLASS, LANDING_MS, LANDING_SCRIPT, LANDING_SEEN_KEY, landingDelay, shouldShowLanding } from '@/lib/client/landing'

/** Runs the inline <head> script against a fake browser. */
function runScript(input: { seen?: boolean; userAgent?: string }) {
  const data = new Map<string, string>(input.seen ? [[LANDING_SEEN_KEY, '1']] : [])
  const classes = new Set<string>()
  const window: { __landingAt?: number } = {}
  const globals = {
    sessionStorage: { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) },
    document: { documentElement: { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } } },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    navigator: { userAgent: input.userAgent ?? 'Mozilla/5.0 (iPhone) Safari' },
    performance: { now: () => 1234 },
    window,
  }
  new Function(...Object.keys(globals), LANDING_SCRIPT)(...Object.values(globals))
  return { classes, window, data }
}

describe('first-landing overlay (SPEC §2, §9)', () => {
  it('hides 3000 ms after it appears', () => {
    expect(LANDING_MS).toBe(3000)
    expect(landingDelay(1000, 1000)).toBe(3000)
    expect(landingDelay(1000, 2200)).toBe(1800)
    expect(landingDelay(1000, 9000)).toBe(0)
  })

  it('shows on the first landing only, never to crawlers', () => {
    expect(shouldShowLanding({ seen: false, userAgent: 'Mozilla/5.0 Chrome/140' })).toBe(true)
    expect(shouldShowLanding({ seen: true, userAgent: 'Mozilla/5.0 Chrome/140' })).toBe(false)
    for (const bot of ['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'DuckDuckBot', 'Applebot']) {
      expect(shouldShowLanding({ seen: false, userAgent: bot })).toBe(false)
    }
  })

  it('the inline script marks the first landing, hides it after 3000 ms, and remembers it for the next pages', () => {
    vi.useFakeTimers()
    const first = runScript({})
    expect(first.classes.has(LANDING_CLASS)).toBe(true)
    vi.advanceTimersByTime(2999)
    expect(first.classes.has(LANDING_CLASS)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(first.classes.has(LANDING_CLASS)).toBe(false)
    vi.useRealTimers()
    expect(first.window.__landingAt).toBe(1234)
    expect(first.data.get(LANDING_SEEN_KEY)).toBe('1')

    const next = runScript({ seen: true })
    expect(next.classes.size).toBe(0)
  })

  it('the inline script leaves crawlers alone and never throws', () => {
    expect(runScript({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }).classes.size).toBe(0)
    const broken = vi.fn(() => {
      throw new Error('blocked')
    })
    expect(() => new Function('sessionStorage', 'document', 'navigator', 'performance', 'window', 'setTimeout', LANDING_SCRIPT)({ getItem: broken }, {}, {}, {}, {}, () => {})).not.toThrow()
  })
})
