import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTimer } from '@/lib/client/timer'
import { createToasts, initials, TOAST_TIMEOUT } from '@/lib/client/toasts'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(1_700_000_000_000)
})
afterEach(() => vi.useRealTimers())

describe('toasts (SPEC §3, §4)', () => {
  it('takes its id from the current timestamp, with the defaults of the spec', () => {
    const toasts = createToasts()
    const toast = toasts.add({ title: 'Saved' })
    expect(toast).toMatchObject({ id: 1_700_000_000_000, title: 'Saved', timeout: TOAST_TIMEOUT, closeButton: true })
    expect(TOAST_TIMEOUT).toBe(5000)
  })

  it('ignores an add with an id already present', () => {
    const toasts = createToasts()
    toasts.add({ title: 'one' })
    expect(toasts.add({ title: 'two' })).toBeNull()
    expect(toasts.list().map((t) => t.title)).toEqual(['one'])
    vi.advanceTimersByTime(1)
    expect(toasts.add({ title: 'three' })).not.toBeNull()
    expect(toasts.list()).toHaveLength(2)
  })

  it('updates, removes (running the callback) and clears', () => {
    const toasts = createToasts()
    const callback = vi.fn()
    toasts.add({ id: 'a', title: 'a', callback })
    toasts.add({ id: 'b', title: 'b' })
    toasts.update('a', { title: 'A', color: 'success' })
    expect(toasts.list()[0]).toMatchObject({ id: 'a', title: 'A', color: 'success' })
    toasts.update('missing', { title: 'x' })
    expect(toasts.list()).toHaveLength(2)
    toasts.remove('a')
    expect(callback).toHaveBeenCalledOnce()
    expect(toasts.list().map((t) => t.id)).toEqual(['b'])
    toasts.add({ id: 'c' })
    toasts.clear()
    expect(toasts.list()).toEqual([])
  })

  it('notifies subscribers', () => {
    const toasts = createToasts()
    const listener = vi.fn()
    toasts.subscribe(listener)
    toasts.add({ title: 'x' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('avatar placeholder: first letters of up to two words of the alt text', () => {
    expect(initials('John Ronald Tolkien')).toBe('JR')
    expect(initials('  ada  ')).toBe('A')
    expect(initials('محمد علي حسن')).toBe('مع')
    expect(initials('')).toBe('')
    expect(initials(undefined)).toBe('')
  })
})

describe('toast timer', () => {
  it('closes after its timeout', () => {
    const done = vi.fn()
    createTimer(TOAST_TIMEOUT, done)
    vi.advanceTimersByTime(4999)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledOnce()
  })

  it('pauses while the pointer is over it and resumes with the time that was left', () => {
    const done = vi.fn()
    const timer = createTimer(5000, done)
    vi.advanceTimersByTime(3000)
    timer.pause()
    expect(timer.remaining()).toBe(2000)
    vi.advanceTimersByTime(60_000)
    expect(done).not.toHaveBeenCalled()
    timer.resume()
    vi.advanceTimersByTime(1999)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledOnce()
  })

  it('a timeout of 0 keeps the toast open; a stopped timer never fires', () => {
    const done = vi.fn()
    createTimer(0, done)
    const stopped = createTimer(100, done)
    stopped.stop()
    stopped.resume()
    vi.advanceTimersByTime(10_000)
    expect(done).not.toHaveBeenCalled()
  })

  it('closing through the timer runs the callback', () => {
    const toasts = createToasts()
    const callback = vi.fn()
    const toast = toasts.add({ title: 'bye', callback })
    if (!toast) throw new Error('not added')
    createTimer(toast.timeout, () => toasts.remove(toast.id))
    vi.advanceTimersByTime(5000)
    expect(callback).toHaveBeenCalledOnce()
    expect(toasts.list()).toEqual([])
  })
})
