import { Forbidden, type CollectionSlug, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCurrencies, createProperty, createPropertyType, createUser, tinyPdf, tinyPng } from '../support/fixtures'
import { testPayload } from '../support/payload'

type Staff = Awaited<ReturnType<typeof createUser>>

/** One published and one unpublished record of each public collection that has a `published` flag. */
const publicRecords: Record<string, (published: boolean, n: number) => Record<string, unknown>> = {
  projects: (published, n) => ({ name: `مشروع ${n}`, published }),
  blogs: (published, n) => ({ title: `مقال ${n}`, published }),
  careers: (published, n) => ({ title: `وظيفة ${n}`, department: 'sales', employmentType: 'full-time', published }),
  services: (published, n) => ({ title: `خدمة ${n}`, published }),
  faqs: (published, n) => ({ question: `سؤال ${n}؟`, answer: 'جواب', published }),
  pages: (published, n) => ({ title: `صفحة ${n}`, permalink: `page-${n}`, published }),
  'team-members': (published, n) => ({ name: `وكيل ${n}`, published }),
}

const privateCollections = ['leads', 'exchange-requests', 'exchange-photos', 'job-applications', 'cv-files'] as const

describe('access rules', () => {
  let payload: Payload
  let typeId: number
  let editor: Staff, sales: Staff, hr: Staff, admin: Staff
  let leadId: number
  let applicationId: number

  beforeAll(async () => {
    payload = await testPayload()
    await createCurrencies(payload)
    typeId = (await createPropertyType(payload)).id
    await createProperty(payload, typeId, { published: true, title: 'منشور' })
    await createProperty(payload, typeId, { published: false, title: 'مسودة' })
    let n = 0
    for (const [slug, make] of Object.entries(publicRecords)) {
      for (const published of [true, false]) {
        await payload.create({ collection: slug as CollectionSlug, data: make(published, ++n) as never })
      }
    }
    leadId = (await payload.create({ collection: 'leads', data: { kind: 'contact', status: 'new', name: 'زائر', phone: '+971500000000' } })).id
    const cv = await payload.create({
      collection: 'cv-files',
      data: {},
      file: tinyPdf(),
    })
    applicationId = (
      await payload.create({
        collection: 'job-applications',
        data: { status: 'new', name: 'متقدم', email: 'a@example.test', phone: '+971500000001', cv: cv.id, consent: true },
      })
    ).id
    const photo = await payload.create({ collection: 'exchange-photos', data: {}, file: await tinyPng() })
    await payload.create({ collection: 'exchange-requests', data: { status: 'new', name: 'مالك', phone: '+971500000002', offered: { photos: [photo.id] } } })
    ;[editor, sales, hr, admin] = await Promise.all([
      createUser(payload, 'editor'),
      createUser(payload, 'sales'),
      createUser(payload, 'hr'),
      createUser(payload, 'admin'),
    ])
  })

  const anonymousFind = (collection: CollectionSlug) => payload.find({ collection, overrideAccess: false, depth: 0, limit: 100 })

  it('visitors see only published properties', async () => {
    const found = await anonymousFind('properties')
    expect(found.docs.map((d) => (d as { title: string }).title)).toEqual(['منشور'])
  })

  it.each(Object.keys(publicRecords))('visitors see only published %s', async (slug) => {
    const found = await anonymousFind(slug as CollectionSlug)
    expect(found.totalDocs).toBe(1)
    expect(found.docs.every((d) => (d as { published?: boolean }).published === true)).toBe(true)
  })

  it('visitors cannot open an unpublished record by id', async () => {
    const draft = await payload.find({ collection: 'properties', where: { published: { equals: false } }, limit: 1 })
    const id = draft.docs[0]?.id
    expect(id).toBeDefined()
    await expect(payload.findByID({ collection: 'properties', id: id!, overrideAccess: false })).rejects.toThrow()
  })

  it('staff see unpublished records', async () => {
    const found = await payload.find({ collection: 'properties', overrideAccess: false, user: editor })
    expect(found.totalDocs).toBe(2)
  })

  it.each(privateCollections)('visitors cannot read %s', async (slug) => {
    await expect(anonymousFind(slug)).rejects.toBeInstanceOf(Forbidden)
  })

  it('sales read leads and exchange requests but not job applications or CVs', async () => {
    const leads = await payload.find({ collection: 'leads', overrideAccess: false, user: sales })
    expect(leads.docs.map((d) => d.id)).toEqual([leadId])
    const exchanges = await payload.find({ collection: 'exchange-requests', overrideAccess: false, user: sales })
    expect(exchanges.totalDocs).toBe(1)
    await expect(payload.find({ collection: 'exchange-photos', overrideAccess: false, user: sales })).resolves.toMatchObject({ totalDocs: 1 })
    await expect(payload.find({ collection: 'job-applications', overrideAccess: false, user: sales })).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.find({ collection: 'cv-files', overrideAccess: false, user: sales })).rejects.toBeInstanceOf(Forbidden)
  })

  it('hr reads job applications and CVs but not leads or exchange requests', async () => {
    const applications = await payload.find({ collection: 'job-applications', overrideAccess: false, user: hr })
    expect(applications.docs.map((d) => d.id)).toEqual([applicationId])
    const cvs = await payload.find({ collection: 'cv-files', overrideAccess: false, user: hr })
    expect(cvs.totalDocs).toBe(1)
    await expect(payload.find({ collection: 'leads', overrideAccess: false, user: hr })).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.find({ collection: 'exchange-requests', overrideAccess: false, user: hr })).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.find({ collection: 'exchange-photos', overrideAccess: false, user: hr })).rejects.toBeInstanceOf(Forbidden)
  })

  it('an editor edits properties but cannot read leads or applications', async () => {
    const [first] = (await payload.find({ collection: 'properties', limit: 1 })).docs
    const updated = await payload.update({
      collection: 'properties',
      id: first!.id,
      data: { bedrooms: 3 },
      overrideAccess: false,
      user: editor,
    })
    expect(updated.bedrooms).toBe(3)
    await expect(payload.find({ collection: 'leads', overrideAccess: false, user: editor })).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.find({ collection: 'job-applications', overrideAccess: false, user: editor })).rejects.toBeInstanceOf(Forbidden)
  })

  it('sales and hr cannot edit properties; visitors cannot create them', async () => {
    const [first] = (await payload.find({ collection: 'properties', limit: 1 })).docs
    for (const user of [sales, hr]) {
      await expect(
        payload.update({ collection: 'properties', id: first!.id, data: { bedrooms: 9 }, overrideAccess: false, user }),
      ).rejects.toBeInstanceOf(Forbidden)
    }
    await expect(
      payload.create({ collection: 'properties', data: { title: 'x', reference: 'X-1', type: typeId, currency: 'AED', purpose: 'sale', status: 'available' }, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('nobody creates leads through the CMS; admins read everything private', async () => {
    await expect(
      payload.create({ collection: 'leads', data: { kind: 'contact', status: 'new', name: 'x', phone: '1' }, overrideAccess: false, user: admin }),
    ).rejects.toBeInstanceOf(Forbidden)
    for (const collection of privateCollections) {
      const found = await payload.find({ collection, overrideAccess: false, user: admin })
      expect(found.totalDocs).toBe(1)
    }
  })

  it('visitors read branches, taxonomies and currencies', async () => {
    await payload.create({ collection: 'branches', data: { name: 'فرع دبي', latitude: 25.2, longitude: 55.3 } as never })
    for (const collection of ['branches', 'property-types', 'currencies'] as const) {
      const found = await anonymousFind(collection)
      expect(found.totalDocs).toBeGreaterThan(0)
    }
  })
})
