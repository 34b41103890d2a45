import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCurrencies, createProperty, createPropertyType } from '../support/fixtures'
import { testPayload } from '../support/payload'

describe('localized fields', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('keep one value per language', async () => {
    const blog = await payload.create({ collection: 'blogs', locale: 'ar', data: { title: 'سوق العقارات', excerpt: 'نبذة' } })
    await payload.update({ collection: 'blogs', id: blog.id, locale: 'en', data: { title: 'The property market' } })
    const ar = await payload.findByID({ collection: 'blogs', id: blog.id, locale: 'ar' })
    const en = await payload.findByID({ collection: 'blogs', id: blog.id, locale: 'en' })
    expect(ar.title).toBe('سوق العقارات')
    expect(en.title).toBe('The property market')
  })

  it('fall back to Arabic when the English value is missing', async () => {
    const blog = await payload.create({ collection: 'blogs', locale: 'ar', data: { title: 'مقال بالعربية فقط', excerpt: 'نبذة عربية' } })
    const en = await payload.findByID({ collection: 'blogs', id: blog.id, locale: 'en' })
    expect(en.title).toBe('مقال بالعربية فقط')
    expect(en.excerpt).toBe('نبذة عربية')
  })

  it('fall back to Arabic when the English value was emptied', async () => {
    const blog = await payload.create({ collection: 'blogs', locale: 'ar', data: { title: 'عنوان', excerpt: 'نبذة عربية' } })
    await payload.update({ collection: 'blogs', id: blog.id, locale: 'en', data: { title: 'Title', excerpt: 'English excerpt' } })
    await payload.update({ collection: 'blogs', id: blog.id, locale: 'en', data: { excerpt: '' } })
    const en = await payload.findByID({ collection: 'blogs', id: blog.id, locale: 'en' })
    expect(en.excerpt).toBe('نبذة عربية')
  })

  it('do not fall back when asked not to', async () => {
    const blog = await payload.create({ collection: 'blogs', locale: 'ar', data: { title: 'بلا ترجمة' } })
    const en = await payload.findByID({ collection: 'blogs', id: blog.id, locale: 'en', fallbackLocale: false })
    expect(en.title ?? null).toBeNull()
  })

  it('keep the English title of a listing whose hooks read other records', async () => {
    await createCurrencies(payload)
    const type = await createPropertyType(payload)
    const property = await createProperty(payload, type.id, { title: 'فيلا على البحر' })
    await payload.update({ collection: 'properties', id: property.id, locale: 'en', data: { title: 'Sea-view villa' } })
    const en = await payload.findByID({ collection: 'properties', id: property.id, locale: 'en' })
    const ar = await payload.findByID({ collection: 'properties', id: property.id, locale: 'ar' })
    expect(en.title).toBe('Sea-view villa')
    expect(ar.title).toBe('فيلا على البحر')
  })
})
