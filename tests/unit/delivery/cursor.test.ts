import { describe, expect, it } from 'vitest'
import { FeedCursor, GAP_MS, type FeedRow } from '@/server/delivery/cursor'

const row = (id: number): FeedRow => ({ id, tag: 'properties', doc: id * 10, op: 'change' })

describe('where a process is in the change feed', () => {
  it('hands over each row once, in order', () => {
    const cursor = new FeedCursor(() => 0)
    cursor.startAfter(3)
    expect(cursor.take([row(4), row(5)]).map((r) => r.id)).toEqual([4, 5])
    expect(cursor.take([row(5)])).toEqual([])
    expect(cursor.query()).toEqual({ after: 5, gaps: [] })
  })

  it('skips the rows written before it started', () => {
    const cursor = new FeedCursor(() => 0)
    cursor.startAfter(10)
    expect(cursor.take([row(9), row(10), row(11)]).map((r) => r.id)).toEqual([11])
  })

  it('keeps an id read past as a gap, asks for it again, and applies it when its transaction commits', () => {
    const cursor = new FeedCursor(() => 0)
    cursor.startAfter(1)
    // Row 2's transaction has not committed yet: rows 3 and 4 are read first.
    expect(cursor.take([row(3), row(4)]).map((r) => r.id)).toEqual([3, 4])
    expect(cursor.query()).toEqual({ after: 4, gaps: [2] })
    expect(cursor.take([row(2)]).map((r) => r.id)).toEqual([2])
    expect(cursor.query()).toEqual({ after: 4, gaps: [] })
    // Once only.
    expect(cursor.take([row(2)])).toEqual([])
  })

  it('stops asking for a gap after a while: its transaction rolled back', () => {
    let now = 1_000
    const cursor = new FeedCursor(() => now)
    cursor.startAfter(0)
    cursor.take([row(1), row(3)])
    expect(cursor.query().gaps).toEqual([2])
    now += GAP_MS - 1
    expect(cursor.query().gaps).toEqual([2])
    now += 2
    expect(cursor.query().gaps).toEqual([])
    expect(cursor.take([row(2)])).toEqual([])
  })

  it('takes a large jump of the sequence for a jump, not for transactions in flight', () => {
    const cursor = new FeedCursor(() => 0)
    cursor.startAfter(1)
    cursor.take([row(50_000)])
    expect(cursor.query()).toEqual({ after: 50_000, gaps: [] })
  })
})
