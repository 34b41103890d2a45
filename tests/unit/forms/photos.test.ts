import { describe, expect, it } from 'vitest'
import { exchangeSchema, fieldErrors, parseLocalized, PHOTO_MAX_BYTES, sniffImage } from '@/lib/schemas'

const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
const webp = () => new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])
const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart])

describe('photos recognised by content', () => {
  it('JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImage(jpeg())?.mime).toBe('image/jpeg')
    expect(sniffImage(png())?.mime).toBe('image/png')
    expect(sniffImage(webp())?.mime).toBe('image/webp')
  })

  it('nothing else, whatever it is called', () => {
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull()
    expect(sniffImage(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})

describe('the exchange schema with photos', () => {
  const base = { name: 'Omar Khalid', phone: '055 765 4321', offered: { area: '120' } }

  it('takes up to 6 images and reads their kind', async () => {
    const parsed = await parseLocalized(exchangeSchema, { ...base, photos: [blob(jpeg()), blob(png()), blob(webp())] }, 'en')
    expect(parsed.success).toBe(true)
    if (parsed.success) expect(parsed.data.photos?.map((p) => p.kind.ext)).toEqual(['jpg', 'png', 'webp'])
  })

  it('names the photo that is not an image, or too big, and refuses a seventh', async () => {
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1)
    big.set(jpeg())
    const bad = await parseLocalized(exchangeSchema, { ...base, photos: [blob(jpeg()), blob(new TextEncoder().encode('not a photo')), blob(big)] }, 'ar')
    expect(bad.success || fieldErrors(bad.error, 'ar')).toEqual({ 'photos.1': ['اختر صورة بصيغة JPEG أو PNG أو WebP'], 'photos.2': ['اختر صورة حجمها 5 ميغابايت على الأكثر'] })
    const seven = await parseLocalized(exchangeSchema, { ...base, photos: Array.from({ length: 7 }, () => blob(jpeg())) }, 'en')
    expect(seven.success || fieldErrors(seven.error, 'en')).toEqual({ photos: ['Choose 6 photos at most'] })
  })

  it('still takes the JSON form without photos', async () => {
    expect((await parseLocalized(exchangeSchema, base, 'en')).success).toBe(true)
  })
})
