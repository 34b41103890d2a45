import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Forbidden, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChangeFeed } from '@/server/delivery/feed'
import type { FeedRow } from '@/server/delivery/cursor'
import { PropertyIndex } from '@/server/listings/property-index'
import { readingDirect } from '@/server/direct-reads'
import { sitemapEntries } from '@/server/seo/sitemap'
import { parseMail } from '../e2e/support/mail'
import { startSmtpSink } from '../e2e/support/smtp-sink'
import { createCurrencies, createProperty, createPropertyType, createUser } from '../support/fixtures'
import { anotherPayload, closePayload, testPayload } from '../support/payload'
import { testDbKind } from '../support/test-db'

type Staff = Awaited<ReturnType<typeof createUser>>
type Listing = { id: number; title: string; price: number; published: boolean; _status: string; priceHistory?: { from: number; to: number; by: number | { id: number } }[] }

/**
 * Drafts, publishing, history, scheduling and roles on a real database: what visitors read (Payload's
 * access for anonymous reads, the listing index, the sitemap, the change feed) never holds a draft.
 */
describe(`drafts and publishing (${testDbKind()})`, () => {
  let payload: Payload
  let typeId: number
  let editor: Staff, sales: Staff, hr: Staff
  const restarted: Payload[] = []

  beforeAll(async () => {
    payload = await testPayload()
    await createCurrencies(payload)
    typeId = (await createPropertyType(payload)).id
    ;[editor, sales, hr] = await Promise.all([createUser(payload, 'editor'), createUser(payload, 'sales'), createUser(payload, 'hr')])
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const followers: ChangeFeed[] = []
  afterAll(async () => {
    for (const feed of followers) await feed.stop()
    for (const other of restarted) await closePayload(other)
    // The sitemap's reads went through the app's own instance.
    const { payloadClient } = await import('@/server/payload')
    await closePayload(await payloadClient())
  })

  /** A listing as a visitor reads it through Payload (what the public routes' reads are built on); null when hidden. */
  const visitorSees = async (id: number) => (await payload.find({ collection: 'properties', where: { id: { equals: id } }, overrideAccess: false, depth: 0 })).docs[0] as Listing | undefined
  /** The listing index as a fresh process loads it: the ids a title search finds. */
  const indexFinds = async (title: string) => new PropertyIndex(async () => payload).query({ search: title }, '-createdAt', 0, 10)
  const inSitemap = async (id: number) => (await readingDirect(() => sitemapEntries('properties-1.xml')))?.some((e) => e.path.startsWith(`/properties/${id}-`) || e.path === `/properties/${id}`) ?? false
  const feedRows = async (id: number) => (await payload.find({ collection: 'content-changes', where: { and: [{ tag: { equals: 'properties' } }, { doc: { equals: id } }] }, limit: 0 })).totalDocs
  const asEditor = () => ({ user: editor, overrideAccess: false }) as const

  it('a listing kept as a draft from the start reaches no visitor, no index and no sitemap', async () => {
    const title = `مسودة لم تنشر ${Date.now()}`
    const draft = (await payload.create({ collection: 'properties', draft: true, data: { title, reference: `D-${Date.now()}`, type: typeId, price: 700_000, currency: 'AED', purpose: 'sale', status: 'available', _status: 'draft' }, user: editor, overrideAccess: false })) as unknown as Listing
    expect(draft._status).toBe('draft')
    expect(draft.published).toBe(false)
    expect(await visitorSees(draft.id)).toBeUndefined()
    await expect(payload.findByID({ collection: 'properties', id: draft.id, overrideAccess: false })).rejects.toThrow()
    // Asking for drafts does not show them to a visitor either.
    expect((await payload.find({ collection: 'properties', draft: true, where: { id: { equals: draft.id } }, overrideAccess: false })).docs).toEqual([])
    expect((await indexFinds(title)).total).toBe(0)
    expect(await inSitemap(draft.id)).toBe(false)
    // The editor has it.
    expect(((await payload.findByID({ collection: 'properties', id: draft.id, draft: true, ...asEditor() })) as unknown as Listing).title).toBe(title)
  })

  it('a draft saved over a published listing leaves visitors the published one until it is published, and then every server has it', async () => {
    const stamp = Date.now()
    const live = (await createProperty(payload, typeId, { title: `منشور ${stamp}`, price: 1_000_000 })) as unknown as Listing
    const rowsBefore = await feedRows(live.id)
    // Another server, following the change feed as every app process does.
    const heard: FeedRow[] = []
    const other = new ChangeFeed(async () => payload, { rows: (batch) => heard.push(...batch.filter((r) => r.tag === 'properties' && r.doc === live.id)) })
    followers.push(other)
    await other.follow(testDbKind() === 'postgres' ? process.env.DATABASE_URL : undefined)
    await payload.update({ collection: 'properties', id: live.id, draft: true, data: { title: `تعديل لم ينشر ${stamp}`, price: 900_000, _status: 'draft' }, ...asEditor() })

    const seen = await visitorSees(live.id)
    expect(seen).toMatchObject({ title: `منشور ${stamp}`, price: 1_000_000, published: true })
    expect((await indexFinds(`تعديل لم ينشر ${stamp}`)).total).toBe(0)
    expect((await indexFinds(`منشور ${stamp}`)).ids).toEqual([live.id])
    expect(await inSitemap(live.id)).toBe(true)
    // No change for visitors, so nothing in the change feed; nor a price change in the history.
    expect(await feedRows(live.id)).toBe(rowsBefore)
    expect(seen?.priceHistory ?? []).toEqual([])
    expect(((await payload.findByID({ collection: 'properties', id: live.id, draft: true, ...asEditor() })) as unknown as Listing).title).toBe(`تعديل لم ينشر ${stamp}`)

    // Publishing: the draft's values reach visitors, the index and the feed; the price change is recorded once, by the editor.
    await payload.update({ collection: 'properties', id: live.id, data: { _status: 'published' }, ...asEditor() })
    const published = await visitorSees(live.id)
    expect(published).toMatchObject({ title: `تعديل لم ينشر ${stamp}`, price: 900_000, published: true, _status: 'published' })
    // Who changed it is for staff to read.
    const history = ((await payload.findByID({ collection: 'properties', id: live.id, depth: 0, ...asEditor() })) as unknown as Listing).priceHistory
    expect(history).toEqual([expect.objectContaining({ from: 1_000_000, to: 900_000, by: editor.id })])
    expect(published?.priceHistory).toEqual([expect.objectContaining({ from: 1_000_000, to: 900_000 })])
    expect((await indexFinds(`تعديل لم ينشر ${stamp}`)).ids).toEqual([live.id])
    expect(await feedRows(live.id)).toBe(rowsBefore + 1)
    // The other server hears of the publish (a notification, or its next poll), and of nothing before it.
    await expect.poll(() => heard.length, { timeout: 10_000, interval: 50 }).toBe(1)

    // Unpublishing takes it away from visitors, and is a change for them.
    await payload.update({ collection: 'properties', id: live.id, data: { _status: 'draft' }, ...asEditor() })
    expect(await visitorSees(live.id)).toBeUndefined()
    expect((await indexFinds(`تعديل لم ينشر ${stamp}`)).total).toBe(0)
    expect(await feedRows(live.id)).toBe(rowsBefore + 2)
  })

  it('keeps every version with who saved it, and restoring one brings its values back, the price history following', async () => {
    const stamp = Date.now()
    const listing = (await payload.create({ collection: 'properties', data: { title: `أول ${stamp}`, reference: `V-${stamp}`, type: typeId, price: 2_000_000, currency: 'AED', purpose: 'sale', status: 'available', _status: 'published' }, ...asEditor() })) as unknown as Listing
    await payload.update({ collection: 'properties', id: listing.id, data: { title: `ثان ${stamp}`, price: 1_800_000, _status: 'published' }, ...asEditor() })

    const versions = await payload.findVersions({ collection: 'properties', where: { parent: { equals: listing.id } }, sort: 'createdAt', depth: 0, ...asEditor() })
    expect(versions.docs.map((v) => (v.version as unknown as Listing).title)).toEqual([`أول ${stamp}`, `ثان ${stamp}`])
    expect(versions.docs.every((v) => (v.version as { editedBy?: unknown }).editedBy === editor.id)).toBe(true)

    await payload.restoreVersion({ collection: 'properties', id: versions.docs[0]!.id, depth: 0, ...asEditor() })
    const restored = await visitorSees(listing.id)
    expect(restored).toMatchObject({ title: `أول ${stamp}`, price: 2_000_000, published: true })
    expect(restored?.priceHistory?.map((h) => [h.from, h.to])).toEqual([
      [2_000_000, 1_800_000],
      [1_800_000, 2_000_000],
    ])
  })

  it('a scheduled publish waits for its time, survives a restart, runs once and tells the editor; one that cannot publish says why', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-schedule-mail-'))
    const sink = await startSmtpSink(mailDir)
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
    try {
      const stamp = Date.now()
      const listing = (title: string, more: Record<string, unknown>) =>
        payload.create({ collection: 'properties', draft: true, data: { title, type: typeId, price: 500_000, currency: 'AED', purpose: 'sale', status: 'available', _status: 'draft', ...more }, ...asEditor() }) as unknown as Promise<Listing>
      const ready = await listing(`مجدول ${stamp}`, { reference: `S-${stamp}` })
      // No reference: it cannot be published.
      const unready = await listing(`ناقص ${stamp}`, {})
      const at = new Date(Date.now() + 3_600_000)
      // As the admin's "Schedule" queues them.
      for (const doc of [ready, unready])
        await payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'properties', value: doc.id }, user: { relationTo: 'users', value: editor.id } }, waitUntil: at })
      await payload.jobs.run({ queue: 'default' })
      expect(await visitorSees(ready.id)).toBeUndefined()

      // A new server process (the first one stopped), once the time has come.
      const next = await anotherPayload()
      restarted.push(next)
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(at.getTime() + 1_000)
      await next.jobs.run({ queue: 'default' })
      await next.jobs.run({ queue: 'default' })
      vi.useRealTimers()
      expect(await visitorSees(ready.id)).toMatchObject({ title: `مجدول ${stamp}`, published: true })
      expect(await visitorSees(unready.id)).toBeUndefined()
      const published = await payload.findVersions({ collection: 'properties', where: { and: [{ parent: { equals: ready.id } }, { 'version._status': { equals: 'published' } }] }, depth: 0 })
      expect(published.totalDocs).toBe(1)

      const mails = fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml') && !f.startsWith('.')).map((f) => parseMail(fs.readFileSync(path.join(mailDir, f), 'latin1')))
      const about = (title: string) => mails.filter((m) => m.to.includes(editor.email) && m.subject.includes(title)).map((m) => m.text)
      expect(about(`مجدول ${stamp}`)).toEqual([expect.stringContaining('was published as scheduled')])
      expect(about(`ناقص ${stamp}`)).toEqual([expect.stringContaining('was not published as scheduled')])
      expect(about(`ناقص ${stamp}`)[0]).toContain(`/admin/collections/properties/${unready.id}`)
    } finally {
      delete process.env.SMTP_URL
      await sink.close()
      fs.rmSync(mailDir, { recursive: true, force: true })
    }
  })

  it('sales and HR read no draft and no version; editors read both', async () => {
    const title = `مسودة للأدوار ${Date.now()}`
    const draft = (await payload.create({ collection: 'properties', draft: true, data: { title, reference: `R-${Date.now()}`, type: typeId, _status: 'draft' }, ...asEditor() })) as unknown as Listing
    for (const user of [sales, hr]) {
      expect((await payload.find({ collection: 'properties', where: { id: { equals: draft.id } }, user, overrideAccess: false })).docs).toEqual([])
      await expect(payload.findVersions({ collection: 'properties', user, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
      await expect(payload.update({ collection: 'properties', id: draft.id, data: { _status: 'published' }, user, overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
    }
    expect((await payload.find({ collection: 'properties', where: { id: { equals: draft.id } }, ...asEditor() })).docs).toHaveLength(1)
    expect((await payload.findVersions({ collection: 'properties', where: { parent: { equals: draft.id } }, ...asEditor() })).totalDocs).toBeGreaterThan(0)
  })
})
