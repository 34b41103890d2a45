import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { isDocx, sniffCv } from '@/lib/schemas/cv'
import { cleanPhoto, cvConfirmed, MAX_PIXELS } from '@/server/api/files'
import { contentTypes, pixelFlood, zipBomb } from '../../security/support/hostile'
import { zip } from '../../api/files'

describe('hostile CVs', () => {
  it('a real Word document passes both checks', async () => {
    const docx = zip([{ name: '[Content_Types].xml', data: contentTypes() }, { name: 'word/document.xml', data: '<w:document/>' }])
    expect(await isDocx(docx)).toBe(true)
    const kind = await sniffCv(docx)
    expect(kind?.ext).toBe('docx')
    expect(await cvConfirmed({ file: new Blob([docx as BlobPart]), name: 'cv.docx', size: docx.length, kind: kind!, bytes: docx })).toBe(true)
  })

  it('a zip bomb (a Word document whose [Content_Types].xml claims 300 bytes and inflates to 64 MB): inflating stops at 1 MB and the file is refused', async () => {
    const bomb = zipBomb()
    expect(bomb.length).toBeLessThan(200 * 1024)
    const before = process.memoryUsage().arrayBuffers
    expect(await isDocx(bomb)).toBe(false)
    expect(await sniffCv(bomb)).toBeNull()
    // Nothing near the bomb's size was held at once.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024)
  })
})

describe('hostile photos', () => {
  const photo = (bytes: Buffer, mime: 'image/jpeg' | 'image/png' | 'image/webp', ext: 'jpg' | 'png' | 'webp') => ({ name: `p.${ext}`, size: bytes.length, kind: { mime, ext } as never, bytes })

  it('a pixel flood (256 megapixels in a few KB, under sharp\'s own default limit) is refused before it is decoded', async () => {
    const flood = pixelFlood(16_000)
    expect(flood.length).toBeLessThan(100 * 1024)
    expect(16_000 * 16_000).toBeGreaterThan(MAX_PIXELS)
    expect(await cleanPhoto(photo(flood, 'image/png', 'png'))).toBeNull()
  })

  it('the stored photo keeps its picture and loses its metadata (the GPS position above all)', async () => {
    const original = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '55/1 16/1 0/1' } })
      .toBuffer()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const clean = await cleanPhoto(photo(original, 'image/jpeg', 'jpg'))
    expect(clean).not.toBeNull()
    const meta = await sharp(clean!.bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48])
    expect(clean!.bytes.includes(Buffer.from('TestCam'))).toBe(false)
  })

  it('a file that starts like an image but is not one is refused', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<svg onload="alert(1)"/>')])
    expect(await cleanPhoto(photo(fake, 'image/jpeg', 'jpg'))).toBeNull()
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer()
    // What the schema took for a JPEG is a PNG: the detector disagrees.
    expect(await cleanPhoto(photo(png, 'image/jpeg', 'jpg'))).toBeNull()
  })
})
