import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { minimalPdf } from '../api/files'
import { as, clientIp, countOf, formToken, multipart, send, signIn } from './support/http'
import { pixelFlood, zipBomb } from './support/hostile'

/**
 * Issue 12, point 5: hostile files through the public forms and the CMS — a zip bomb as a CV, a pixel
 * flood as a photo, an SVG as an editor's upload — refused with the field's error and nothing stored;
 * a stored photo keeps nothing but its picture.
 */
const blob = (bytes: Buffer) => new Blob([bytes as BlobPart])

for (const server of inject('servers')) {
  describe(`hostile files (${server.name})`, () => {
    let admin: string
    let editor: string
    beforeAll(async () => {
      ;[admin, editor] = await Promise.all([signIn(server.base, 'admin'), signIn(server.base, 'editor')])
    })

    async function postForm(path: string, form: FormData) {
      const { body, type } = await multipart(form)
      return send(server.base, path, { method: 'POST', headers: { 'content-type': type, 'accept-language': 'en', 'x-form-token': formToken(), ...as(clientIp()) }, body })
    }

    it('a zip bomb as a CV: the CV field is refused, nothing is stored', async () => {
      const before = await countOf(server.base, admin, 'job-applications')
      const form = new FormData()
      for (const [k, v] of Object.entries({ name: 'Zip Bomb', email: 'bomb@example.test', phone: '+971501234567', consent: 'true' })) form.set(k, v)
      form.set('cv', blob(zipBomb()), 'cv.docx')
      const reply = await postForm('/api/v1/job-applications', form)
      expect(reply.status).toBe(422)
      expect(reply.json()).toEqual({ message: 'The data sent is not valid', errors: { cv: ['Attach the CV as a PDF or DOCX file'] } })
      expect(await countOf(server.base, admin, 'job-applications')).toBe(before)
      // The same form with a real CV goes through: the refusal was the file's.
      form.set('cv', blob(minimalPdf()), 'cv.pdf')
      expect((await postForm('/api/v1/job-applications', form)).status).toBe(201)
      expect(await countOf(server.base, admin, 'job-applications')).toBe(before + 1)
    })

    it('a pixel flood as a photo: that photo is refused, nothing is stored', async () => {
      const before = { requests: await countOf(server.base, admin, 'exchange-requests'), photos: await countOf(server.base, admin, 'exchange-photos') }
      const form = new FormData()
      form.set('data', JSON.stringify({ name: 'Pixel Flood', phone: '+971501234567', offered: { area: 100 } }))
      const good = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } }).png().toBuffer()
      form.append('photos', blob(good), 'a.png')
      form.append('photos', blob(pixelFlood(16_000)), 'b.png')
      const reply = await postForm('/api/v1/exchange-form', form)
      expect(reply.status).toBe(422)
      expect(Object.keys(reply.json().errors)).toEqual(['photos.1'])
      expect(await countOf(server.base, admin, 'exchange-requests')).toBe(before.requests)
      expect(await countOf(server.base, admin, 'exchange-photos')).toBe(before.photos)
    })

    it('a photo with a GPS position is stored without it', async () => {
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c63' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'LeakyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '55/1 16/1 0/1' } })
        .toBuffer()
      const form = new FormData()
      form.set('data', JSON.stringify({ name: 'Geo Tagged', phone: '+971501234567', offered: { area: 90 } }))
      form.append('photos', blob(photo), 'home.jpg')
      const reply = await postForm('/api/v1/exchange-form', form)
      expect(reply.status).toBe(201)
      const found = await send(server.base, '/api/exchange-photos?limit=1&sort=-createdAt&depth=0', { headers: { cookie: admin, ...as(clientIp()) } })
      const doc = found.json().docs[0] as { url: string; filename: string }
      // The name is the server's, never the visitor's.
      expect(doc.filename).not.toContain('home')
      const stored = await send(server.base, doc.url, { headers: { cookie: admin, ...as(clientIp()) } })
      expect(stored.status).toBe(200)
      const meta = await sharp(stored.body).metadata()
      expect(meta.exif).toBeUndefined()
      expect(stored.body.includes(Buffer.from('LeakyCam'))).toBe(false)
    })

    it('an SVG upload is refused, by its name or disguised as a PNG; the media library is unchanged', async () => {
      const before = await countOf(server.base, admin, 'media')
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/users/me")</script></svg>')
      for (const [name, type] of [
        ['logo.svg', 'image/svg+xml'],
        ['logo.png', 'image/png'],
      ] as const) {
        const form = new FormData()
        form.set('file', new Blob([svg as BlobPart], { type }), name)
        form.set('_payload', JSON.stringify({ alt: 'logo' }))
        const { body, type: contentType } = await multipart(form)
        const reply = await send(server.base, '/api/media', { method: 'POST', headers: { 'content-type': contentType, cookie: editor, ...as(clientIp()) }, body })
        expect(reply.status, name).toBe(400)
      }
      expect(await countOf(server.base, admin, 'media')).toBe(before)
      // A real image still goes in, and is served as an image that can run nothing.
      const form = new FormData()
      form.set('file', new Blob([(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#09c' } }).png().toBuffer()) as BlobPart], { type: 'image/png' }), 'ok.png')
      form.set('_payload', JSON.stringify({ alt: 'ok' }))
      const { body, type } = await multipart(form)
      const created = await send(server.base, '/api/media', { method: 'POST', headers: { 'content-type': type, cookie: editor, ...as(clientIp()) }, body })
      expect(created.status).toBe(201)
      const served = await send(server.base, `/media/${created.json().doc.filename as string}`, { headers: as(clientIp()) })
      expect(served.status).toBe(200)
      expect(served.headers['content-security-policy']).toMatch(/sandbox/)
    })
  })
}
