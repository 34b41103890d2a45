import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { normalizeSearch } from '@/lib/arabic'
import { createCurrencies, createProperty, createPropertyType } from '../support/fixtures'
import { testPayload } from '../support/payload'

describe('derived fields of a property', () => {
  let payload: Payload
  let typeId: number
  beforeAll(async () => {
    payload = await testPayload()
    await createCurrencies(payload)
    typeId = (await createPropertyType(payload)).id
  })

  it('priceBase converts the price with its currency rate', async () => {
    const inAed = await createProperty(payload, typeId, { price: 3_672_500, currency: 'AED' })
    expect(inAed.priceBase).toBe(1_000_000)
    const inUsd = await createProperty(payload, typeId, { price: 250_000, currency: 'usd' })
    expect(inUsd.currency).toBe('USD')
    expect(inUsd.priceBase).toBe(250_000)
  })

  it('priceBase follows a price change', async () => {
    const property = await createProperty(payload, typeId, { price: 367_250, currency: 'AED' })
    const updated = await payload.update({ collection: 'properties', id: property.id, data: { price: 734_500 } })
    expect(updated.priceBase).toBe(200_000)
  })

  it('a price in an unknown currency is refused', async () => {
    await expect(createProperty(payload, typeId, { price: 100, currency: 'XYZ' })).rejects.toThrow(/XYZ/)
    const stored = await payload.find({ collection: 'properties', where: { currency: { equals: 'XYZ' } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('a property without a type is refused', async () => {
    await expect(
      payload.create({ collection: 'properties', data: { title: 'بلا نوع', reference: 'NO-TYPE', currency: 'AED' } as never }),
    ).rejects.toThrow()
  })

  it('the virtual flag follows the virtual tour URL', async () => {
    const property = await createProperty(payload, typeId, { virtualTourUrl: 'https://example.com/tour' })
    expect(property.virtual).toBe(true)
    const updated = await payload.update({ collection: 'properties', id: property.id, data: { virtualTourUrl: '' } })
    expect(updated.virtual).toBe(false)
  })

  it('searchText holds both titles, normalised, after an English update', async () => {
    const arabic = 'الشقّة المطلة على البحر'
    const english = 'Sea VIEW Apartment'
    const property = await createProperty(payload, typeId, { title: arabic, reference: 'SRCH-1' })
    expect(property.searchText).toContain(normalizeSearch(arabic))
    const updated = await payload.update({ collection: 'properties', id: property.id, locale: 'en', data: { title: english } })
    expect(updated.searchText).toContain(normalizeSearch(arabic))
    expect(updated.searchText).toContain(normalizeSearch(english))
    expect(updated.searchText).toContain('sea view apartment')
    expect(updated.searchText).toContain('شقه')
    // A visitor's spelling without the article or the taa marbuta finds it.
    const found = await payload.find({
      collection: 'properties',
      where: { searchText: { contains: normalizeSearch('شقه مطله') .split(' ')[0] } },
    })
    expect(found.docs.map((d) => d.id)).toContain(property.id)
  })
})
