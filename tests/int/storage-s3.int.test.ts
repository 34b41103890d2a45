import fs from 'node:fs'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type S3Server } from '../../scripts/lib/s3-server'
import { createUser, tinyPdf, tinyPng } from '../support/fixtures'
import { closePayload, testPayload } from '../support/payload'

/**
 * With S3_BUCKET set, uploads live in the bucket of a real S3-compatible server (s3rver), none on
 * the app's disk; public images are served from it at /media/<name>, and private files only through
 * Payload's file route, to the roles that may read them.
 */
describe('uploads in an S3 bucket', () => {
  let s3: S3Server
  let payload: Payload
  let bucket: S3Client
  let restGet: (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  let mediaGet: (req: Request, args: { params: Promise<{ path: string[] }> }) => Promise<Response>

  beforeAll(async () => {
    s3 = await startS3Server()
    Object.assign(process.env, s3.env)
    payload = await testPayload()
    bucket = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
    restGet = (await import('@/app/(payload)/api/[...slug]/route')).GET as typeof restGet
    mediaGet = (await import('@/app/media/[...path]/route')).GET
  })

  afterAll(async () => {
    // Payload's REST route opened an instance of its own (the default one): close its connections too.
    const { default: config } = await import('@payload-config')
    await closePayload(await getPayload({ config }))
    bucket?.destroy()
    await s3?.stop()
  })

  const keys = async (prefix: string) => {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/` }))
    return (listed.Contents ?? []).map((o) => o.Key).sort()
  }
  const localFiles = () => (fs.existsSync(process.env.DATA_DIR!) ? fs.readdirSync(process.env.DATA_DIR!, { recursive: true }).map(String) : [])

  it('stores an image and its sizes in the bucket and serves them at /media, immutable', async () => {
    const { default: sharp } = await import('sharp')
    const data = await sharp({ create: { width: 1700, height: 1000, channels: 3, background: { r: 200, g: 170, b: 120 } } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', data: { alt: 'فيلا' }, file: { name: 'villa.png', mimetype: 'image/png', size: data.length, data } })
    // Every size the collection makes (the share image, a JPEG, included) is in the bucket.
    const names = [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)].filter(Boolean)
    expect(names.length).toBe(5)
    expect(await keys('media')).toEqual(names.map((n) => `media/${n}`).sort())
    expect(localFiles().filter((f) => /\.(webp|jpe?g)$/.test(f))).toEqual([])

    const res = await mediaGet(new Request(`http://site/media/${media.filename}`), { params: Promise.resolve({ path: [media.filename!] }) })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toBe('image/webp')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(res.headers.get('content-length')).toBe(String(body.length))

    const missing = await mediaGet(new Request('http://site/media/nothing.webp'), { params: Promise.resolve({ path: ['nothing.webp'] }) })
    expect(missing.status).toBe(404)
  })

  it('keeps CVs and exchange photos in the bucket, readable through Payload by their roles only', async () => {
    const cv = await payload.create({ collection: 'cv-files', data: {}, file: tinyPdf('cv.pdf') })
    const photo = await payload.create({ collection: 'exchange-photos', data: {}, file: await tinyPng('home.png') })
    expect(await keys('cv-files')).toEqual([`cv-files/${cv.filename}`])
    expect(await keys('exchange-photos')).toContain(`exchange-photos/${photo.filename}`)
    expect(localFiles().filter((f) => f.endsWith('.pdf') || f.endsWith('.webp'))).toEqual([])

    const [hr, sales] = await Promise.all([createUser(payload, 'hr'), createUser(payload, 'sales')])
    const tokenOf = async (email: string) => (await payload.login({ collection: 'users', data: { email, password: 'a-long-test-password' } })).token!
    const [hrToken, salesToken] = await Promise.all([tokenOf(hr.email), tokenOf(sales.email)])
    const read = (collection: string, name: string, token?: string) =>
      restGet(new Request(`http://localhost/api/${collection}/file/${name}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }), {
        params: Promise.resolve({ slug: [collection, 'file', name] }),
      })

    const cvForHr = await read('cv-files', cv.filename!, hrToken)
    expect(cvForHr.status).toBe(200)
    expect(Buffer.from(await cvForHr.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect((await read('cv-files', cv.filename!, salesToken)).status).toBe(403)
    expect((await read('cv-files', cv.filename!)).status).toBe(403)

    const photoForSales = await read('exchange-photos', photo.filename!, salesToken)
    expect(photoForSales.status).toBe(200)
    expect(photoForSales.headers.get('content-type')).toBe('image/webp')
    expect((await read('exchange-photos', photo.filename!, hrToken)).status).toBe(403)
    expect((await read('exchange-photos', photo.filename!)).status).toBe(403)
  })
})
