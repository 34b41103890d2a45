import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allowMore, bodyRead, bodyReading, withinBudget } from '@/server/api/budget'
import { ApiError } from '@/server/api/errors'

describe('the time budget of an API request', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const never = () => new Promise<string>(() => undefined)

  it('answers 503 with Retry-After once the work has taken the budget', async () => {
    const answer = withinBudget(new Request('http://x/'), 1000, never).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(999)
    let settled = false
    void answer.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = (await answer) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(503)
    expect(error.options.headers?.['retry-after']).toBe('5')
  })

  it('work done in time is answered as it is', async () => {
    const answer = withinBudget(new Request('http://x/'), 1000, () => new Promise((r) => setTimeout(() => r('done'), 500)))
    await vi.advanceTimersByTimeAsync(500)
    await expect(answer).resolves.toBe('done')
  })

  it('the time the client takes to send its body does not count', async () => {
    const req = new Request('http://x/', { method: 'POST', body: 'x' })
    bodyReading(req)
    const answer = withinBudget(req, 1000, never).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5000)
    bodyRead(req, Date.now())
    let settled = false
    void answer.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(900)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(((await answer) as ApiError).status).toBe(503)
  })

  it('bounded work a route announces (the photos of a post) adds its allowance to the budget', async () => {
    const req = new Request('http://x/', { method: 'POST', body: 'x' })
    const answer = withinBudget(req, 1000, async () => {
      allowMore(req, 2000)
      return never()
    }).catch((e: unknown) => e)
    let settled = false
    void answer.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(2900)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(((await answer) as ApiError).status).toBe(503)
  })
})
