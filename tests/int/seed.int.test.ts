import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseEmpty, seedDemo } from '@/seed'
import { testPayload } from '../support/payload'

/** Starting twice on the same data never duplicates the demo content. */
describe('the demo seed', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('sees an empty database as empty', async () => {
    expect(await isDatabaseEmpty(payload)).toBe(true)
  })

  it('adds nothing to a database that already has content', async () => {
    await payload.create({ collection: 'pages', data: { title: 'الرئيسية', permalink: 'home-page' } })
    expect(await isDatabaseEmpty(payload)).toBe(false)
    const before = await Promise.all(['pages', 'currencies', 'media', 'properties'].map((c) => payload.count({ collection: c as 'pages' })))
    await seedDemo(payload)
    const after = await Promise.all(['pages', 'currencies', 'media', 'properties'].map((c) => payload.count({ collection: c as 'pages' })))
    expect(after.map((c) => c.totalDocs)).toEqual(before.map((c) => c.totalDocs))
  })
})
