import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { normalizeSearch } from '@/lib/arabic'
import { createCurrencies, createProperty, createPropertyType, createUser } from '../support/fixtures'
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

  it('records each price change with who made it and when, and the cut that makes a listing reduced', async () => {
    const editor = await createUser(payload, 'editor')
    const property = await createProperty(payload, typeId, { price: 1_000_000, currency: 'AED' })
    expect(property.priceHistory).toEqual([])
    const started = Date.now()
    const cut = await payload.update({ collection: 'properties', id: property.id, data: { price: 900_000 }, user: editor, overrideAccess: false })
    expect(cut.priceHistory).toHaveLength(1)
    expect(cut.priceHistory![0]).toMatchObject({ from: 1_000_000, to: 900_000, currency: 'AED' })
    const by = cut.priceHistory![0]!.by
    expect(typeof by === 'object' && by ? by.id : by).toBe(editor.id)
    expect(Date.parse(cut.priceHistory![0]!.at)).toBeGreaterThanOrEqual(started - 1000)
    expect(cut.priceBefore).toBe(1_000_000)
    expect(Date.parse(cut.priceReducedAt!)).toBeGreaterThanOrEqual(started - 1000)
    // A save that leaves the price records nothing; what a save sends for the history is ignored.
    const same = await payload.update({ collection: 'properties', id: property.id, data: { bedrooms: 3, priceHistory: [], priceReducedAt: null } as never })
    expect(same.priceHistory).toHaveLength(1)
    expect(same.priceReducedAt).toBe(cut.priceReducedAt)
    // A second cut counts from the first price; a rise back to it ends the reduction.
    const again = await payload.update({ collection: 'properties', id: property.id, data: { price: 800_000 } })
    expect(again.priceBefore).toBe(1_000_000)
    const back = await payload.update({ collection: 'properties', id: property.id, data: { price: 1_000_000 } })
    expect(back.priceHistory!.map((h) => [h.from, h.to])).toEqual([
      [1_000_000, 900_000],
      [900_000, 800_000],
      [800_000, 1_000_000],
    ])
    expect(back.priceReducedAt).toBeNull()
    expect(back.priceBefore).toBeNull()
  })

  it('shows who changed a price to staff only', async () => {
    const editor = await createUser(payload, 'editor')
    const property = await createProperty(payload, typeId, { price: 500_000, published: true })
    await payload.update({ collection: 'properties', id: property.id, data: { price: 450_000 }, user: editor, overrideAccess: false })
    const visitor = await payload.findByID({ collection: 'properties', id: property.id, overrideAccess: false, depth: 0 })
    expect(visitor.priceHistory![0]).toMatchObject({ from: 500_000, to: 450_000 })
    expect(visitor.priceHistory![0]!.by).toBeUndefined()
    const staff = await payload.findByID({ collection: 'properties', id: property.id, overrideAccess: false, user: editor, depth: 0 })
    expect(staff.priceHistory![0]!.by).toBe(editor.id)
  })

  it('counts a listing’s contact taps by channel for staff, and for no one else', async () => {
    const sales = await createUser(payload, 'sales')
    const property = await createProperty(payload, typeId, { published: true })
    for (const channel of ['whatsapp', 'whatsapp', 'call'] as const) await payload.create({ collection: 'taps', data: { channel, property: property.id, page: `/properties/${property.id}`, locale: 'ar' } })
    await payload.create({ collection: 'taps', data: { channel: 'email', page: '/contact-us' } })
    const staff = await payload.findByID({ collection: 'properties', id: property.id, user: sales, overrideAccess: false, depth: 0 })
    expect(staff.taps).toBe('واتساب 2 · اتصال 1 · البريد 0')
    const visitor = await payload.findByID({ collection: 'properties', id: property.id, overrideAccess: false, depth: 0 })
    expect(visitor.taps ?? null).toBeNull()
    // The taps themselves: sales read them, visitors do not.
    expect((await payload.find({ collection: 'taps', user: sales, overrideAccess: false, where: { property: { equals: property.id } } })).totalDocs).toBe(3)
    await expect(payload.find({ collection: 'taps', overrideAccess: false })).rejects.toThrow()
  })
  it('flags a listing without an English title for the editors until it has one', async () => {
    const property = await createProperty(payload, typeId, { title: 'شقة بلا عنوان إنجليزي' })
    expect(property.englishMissing).toBe(true)
    // An Arabic save leaves it flagged; the English title clears it; an Arabic save after keeps it clear.
    expect((await payload.update({ collection: 'properties', id: property.id, locale: 'ar', data: { price: 900_000 } })).englishMissing).toBe(true)
    expect((await payload.update({ collection: 'properties', id: property.id, locale: 'en', data: { title: 'A flat with an English title' } })).englishMissing).toBe(false)
    expect((await payload.update({ collection: 'properties', id: property.id, locale: 'ar', data: { title: 'شقة لها عنوان إنجليزي' } })).englishMissing).toBe(false)
    // An English title emptied flags it again; editors can list what needs translating.
    expect((await payload.update({ collection: 'properties', id: property.id, locale: 'en', data: { title: ' ' } })).englishMissing).toBe(true)
    const project = await payload.create({ collection: 'projects', locale: 'ar', data: { name: 'مشروع بلا اسم إنجليزي', currency: 'AED' } as never })
    expect(project.englishMissing).toBe(true)
    const named = await payload.update({ collection: 'projects', id: project.id, locale: 'en', data: { name: 'A named project' } })
    expect(named.englishMissing).toBe(false)
    const translated = await createProperty(payload, typeId, { title: 'شقة مترجمة' })
    await payload.update({ collection: 'properties', id: translated.id, locale: 'en', data: { title: 'A translated flat' } })
    const flagged = (await payload.find({ collection: 'properties', where: { englishMissing: { equals: true } }, limit: 0, pagination: false, depth: 0 })).docs.map((d) => d.id)
    expect(flagged).toContain(property.id)
    expect(flagged).not.toContain(translated.id)
  })
})
