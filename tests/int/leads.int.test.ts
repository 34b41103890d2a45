import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'

describe('leads', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('start as new contact leads', async () => {
    const lead = await payload.create({ collection: 'leads', data: { kind: 'contact', status: 'new', name: 'سارة', phone: '+971501234567' } })
    expect(lead.status).toBe('new')
    expect(lead.kind).toBe('contact')
  })

  it('never store the same idempotency key twice', async () => {
    const data = { kind: 'contact' as const, status: 'new' as const, name: 'أحمد', phone: '+971500000000', idempotencyKey: 'form-post-0001' }
    await payload.create({ collection: 'leads', data })
    await expect(payload.create({ collection: 'leads', data: { ...data, name: 'Ahmed again' } })).rejects.toThrow()
    const stored = await payload.find({ collection: 'leads', where: { idempotencyKey: { equals: 'form-post-0001' } } })
    expect(stored.totalDocs).toBe(1)
    expect(stored.docs[0]?.name).toBe('أحمد')
  })

  it('store as many posts without a key as they come', async () => {
    await payload.create({ collection: 'leads', data: { kind: 'contact', status: 'new', name: 'a', phone: '1' } })
    await payload.create({ collection: 'leads', data: { kind: 'contact', status: 'new', name: 'b', phone: '2' } })
    const keyless = await payload.find({ collection: 'leads', where: { idempotencyKey: { exists: false } } })
    expect(keyless.totalDocs).toBeGreaterThanOrEqual(3)
  })

  it('exchange requests keep idempotency keys unique too', async () => {
    const data = { status: 'new' as const, name: 'مالك', phone: '+971500000009', idempotencyKey: 'exchange-0001' }
    await payload.create({ collection: 'exchange-requests', data })
    await expect(payload.create({ collection: 'exchange-requests', data })).rejects.toThrow()
  })
})
