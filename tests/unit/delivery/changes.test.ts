import { describe, expect, it } from 'vitest'
import { changesSince, contentClock, LOG_LIMIT, recordChange, recordReset, recordTag, versionOf } from '@/lib/changes'

describe('the changes a process has applied', () => {
  it('stamps each change with the next clock, on its tag and its record', () => {
    const before = contentClock()
    recordChange('services', 7)
    expect(contentClock()).toBe(before + 1)
    expect(versionOf('services')).toBe(before + 1)
    expect(versionOf(recordTag('services', 7))).toBe(before + 1)
    expect(versionOf(recordTag('services', 8))).toBe(0)
    recordChange('settings')
    expect(versionOf('settings')).toBe(before + 2)
    expect(versionOf('services')).toBe(before + 1)
  })

  it('tells each reader the ids changed since the clock it last saw, whatever other readers asked', () => {
    const start = contentClock()
    recordChange('properties', 1)
    recordChange('projects', 2)
    recordChange('properties', 3)
    recordChange('properties', 1)
    const first = changesSince('properties', start)
    expect(first).toEqual({ ids: [1, 3], reset: false, upTo: start + 4 })
    // Another reader, from the same clock, is told the same.
    expect(changesSince('properties', start).ids).toEqual([1, 3])
    expect(changesSince('properties', first.upTo)).toEqual({ ids: [], reset: false, upTo: first.upTo })
    recordChange('properties', 9)
    expect(changesSince('properties', first.upTo).ids).toEqual([9])
  })

  it('asks for everything again after a bulk write, and marks every record of its tag changed', () => {
    recordChange('properties', 42)
    const since = contentClock()
    recordReset('properties')
    expect(changesSince('properties', since)).toMatchObject({ reset: true })
    expect(versionOf(recordTag('properties', 42))).toBe(contentClock())
    expect(changesSince('projects', since)).toMatchObject({ reset: false, ids: [] })
  })

  it('asks a reader too far behind to read everything again', () => {
    const since = contentClock()
    for (let i = 0; i <= LOG_LIMIT; i++) recordChange('videos', i + 1)
    expect(changesSince('properties', since)).toMatchObject({ reset: true, ids: [] })
  })
})
