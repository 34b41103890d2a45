import { describe, expect, it } from 'vitest'
import { createLimiter, isPreloadRequest, limitPreloads, MAX_PRELOADS } from '@/lib/client/preload'

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('route preloading (SPEC §9)', () => {
  it('runs at most 4 at once, the rest in order', async () => {
    expect(MAX_PRELOADS).toBe(4)
    const limiter = createLimiter(MAX_PRELOADS)
    let running = 0
    let most = 0
    const order: number[] = []
    const releases: (() => void)[] = []
    const tasks = Array.from({ length: 10 }, (_, i) =>
      limiter.run(async () => {
        running++
        most = Math.max(most, running)
        order.push(i)
        await new Promise<void>((r) => releases.push(r))
        running--
      }),
    )
    await tick()
    expect(running).toBe(4)
    expect(limiter.queued()).toBe(6)
    while (releases.length) {
      releases.shift()?.()
      await tick()
      await tick()
    }
    await Promise.all(tasks)
    expect(most).toBe(4)
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('frees a slot when a task fails', async () => {
    const limiter = createLimiter(1)
    await expect(limiter.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok')
  })

  it('recognises the router preload header in every header form', () => {
    expect(isPreloadRequest({ headers: { 'Next-Router-Prefetch': '1' } })).toBe(true)
    expect(isPreloadRequest({ headers: new Headers({ 'next-router-prefetch': '1' }) })).toBe(true)
    expect(isPreloadRequest({ headers: [['next-router-prefetch', '1']] })).toBe(true)
    expect(isPreloadRequest({ headers: { rsc: '1' } })).toBe(false)
    expect(isPreloadRequest(undefined)).toBe(false)
  })

  it('limits only preloads among the page requests', async () => {
    let inFlight = 0
    let most = 0
    const target = {
      fetch: (async () => {
        inFlight++
        most = Math.max(most, inFlight)
        await new Promise((r) => setTimeout(r, 5))
        inFlight--
        return new Response('x')
      }) as typeof fetch,
    }
    limitPreloads(target)
    const preload = { headers: { 'next-router-prefetch': '1' } }
    await Promise.all(Array.from({ length: 9 }, () => target.fetch('/a', preload)))
    expect(most).toBe(4)
    most = 0
    await Promise.all(Array.from({ length: 6 }, () => target.fetch('/b')))
    expect(most).toBe(6)
  })
})
