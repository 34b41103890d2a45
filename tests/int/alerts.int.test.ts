import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalReq, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDigest, scanAlerts } from '@/server/alerts/digest'
import { readingDirect } from '@/server/direct-reads'
import { changeAlert, createAlert } from '@/server/alerts/store'
import { MAIL_QUEUE } from '@/server/mail/jobs'
import type { SearchAlert } from '@/payload-types'
import { parseMail, type Mail } from '../e2e/support/mail'
import { startSmtpSink, type SmtpSink } from '../e2e/support/smtp-sink'
import { createCurrencies, createProperty, createPropertyType, createUser } from '../support/fixtures'
import { closePayload, testPayload } from '../support/payload'

/**
 * Saved searches with e-mail alerts, on the real database and a real SMTP listener: the double
 * opt-in, a look that mails what is new once (two servers looking at once included), a price cut,
 * a failed send retried, unsubscribing, and who may read the addresses.
 */
describe('search alerts', () => {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-alerts-'))
  let sink: SmtpSink
  let payload: Payload
  let second: Payload
  let apartment: number
  let villa: number

  beforeAll(async () => {
    sink = await startSmtpSink(mailDir)
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
    payload = await testPayload()
    const { default: config } = await import('@payload-config')
    second = await getPayload({ config, key: `second-${crypto.randomUUID()}` })
    await createCurrencies(payload)
    apartment = (await createPropertyType(payload, 'شقة')).id
    villa = (await createPropertyType(payload, 'فيلا')).id
  })

  afterAll(async () => {
    if (second) await closePayload(second)
    // The site's own reads (labels, rates) went through the app's shared instance: it closes too.
    const { payloadClient } = await import('@/server/payload')
    await closePayload(await payloadClient())
    await sink?.close()
    fs.rmSync(mailDir, { recursive: true, force: true })
  })

  const mails = (): Mail[] =>
    fs
      .readdirSync(mailDir)
      .filter((f) => f.endsWith('.eml') && !f.startsWith('.'))
      .sort()
      .map((f) => parseMail(fs.readFileSync(path.join(mailDir, f), 'latin1')))
  const mailsTo = (email: string) => mails().filter((m) => m.to.includes(email))

  async function drain(p: Payload = payload) {
    for (;;) if ((await p.jobs.run({ queue: MAIL_QUEUE, limit: 10 })).noJobsRemaining) return
  }

  async function ask(email: string, filters: Record<string, string>, frequency: 'instant' | 'daily' | 'weekly' = 'instant', locale: 'ar' | 'en' = 'ar') {
    const req = await createLocalReq({}, payload)
    const result = await createAlert(req, { email, frequency, kind: 'properties', filters }, locale)
    const found = await payload.find({ collection: 'search-alerts', where: { email: { equals: email } }, sort: '-id', limit: 1, overrideAccess: true })
    return { result, alert: found.docs[0] as SearchAlert }
  }

  it('sends nothing but the confirmation link to an address that has not confirmed', async () => {
    const email = 'pending@example.test'
    const { result, alert } = await ask(email, { 'filter[type]': String(apartment) })
    expect(result).toBe('created')
    expect(alert.status).toBe('pending')
    await createProperty(payload, apartment, { title: 'شقة لم تؤكد' })
    expect(await scanAlerts(payload)).not.toContain(alert.id)
    await drain()
    const got = mailsTo(email)
    expect(got).toHaveLength(1)
    expect(got[0]!.subject).toBe('أكد تنبيه البحث')
    expect(got[0]!.text).toContain(`/alerts/${alert.token}?ask=confirm`)
    expect(got[0]!.text).toContain('نوع العقار: شقة')
    // A confirmation is not a list mail: no unsubscribe header.
    expect(got[0]!.headers['list-unsubscribe']).toBeUndefined()
  })

  it('asking again for the same search is the same alert; an active one gets no new mail', async () => {
    const email = 'twice@example.test'
    const first = await ask(email, { 'filter[purpose]': 'sale' })
    const again = await ask(email, { 'filter[purpose]': 'sale' }, 'weekly')
    expect(again.result).toBe('resent')
    expect(again.alert.id).toBe(first.alert.id)
    expect(again.alert.frequency).toBe('weekly')
    await drain()
    expect(mailsTo(email)).toHaveLength(2)
    await changeAlert(payload, first.alert.token, { action: 'confirm' })
    expect((await ask(email, { 'filter[purpose]': 'sale' })).result).toBe('exists')
    await drain()
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('mails the new listings of a confirmed search once, whichever server looks, with one-click unsubscribe', async () => {
    const email = 'buyer@example.test'
    const { alert } = await ask(email, { 'filter[type]': String(villa), 'filter[purpose]': 'sale' })
    await drain()
    const confirmed = await changeAlert(payload, alert.token, { action: 'confirm' })
    expect(confirmed?.alert.status).toBe('active')

    const match = await createProperty(payload, villa, { title: 'فيلا على البحر', purpose: 'sale' })
    await createProperty(payload, villa, { title: 'فيلا للإيجار', purpose: 'rent' })
    await createProperty(payload, apartment, { title: 'شقة للبيع', purpose: 'sale' })

    // Two servers look at the same moment: the alert's look is claimed by one of them.
    const [a, b] = await Promise.all([scanAlerts(payload), scanAlerts(second)])
    expect([...a, ...b].filter((id) => id === alert.id)).toHaveLength(1)
    await Promise.all([drain(payload), drain(second)])

    const digests = mailsTo(email).filter((m) => m.headers['list-unsubscribe'])
    expect(digests).toHaveLength(1)
    const digest = digests[0]!
    expect(digest.text).toContain('فيلا على البحر')
    expect(digest.text).not.toContain('فيلا للإيجار')
    expect(digest.text).not.toContain('شقة للبيع')
    expect(digest.html).toContain(`/properties/${match.id}`)
    expect(digest.headers['list-unsubscribe']).toContain(`/api/v1/alerts/${alert.token}/unsubscribe`)
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    // Nothing new since: the next looks claim nothing and send nothing.
    expect(await scanAlerts(payload)).not.toContain(alert.id)
    await drain()
    expect(mailsTo(email).filter((m) => m.headers['list-unsubscribe'])).toHaveLength(1)

    // A price cut is news: the listing comes again, as reduced.
    await payload.update({ collection: 'properties', id: match.id, data: { price: 900_000 } })
    expect(await scanAlerts(payload)).toContain(alert.id)
    await drain()
    const after = mailsTo(email).filter((m) => m.headers['list-unsubscribe'])
    expect(after).toHaveLength(2)
    expect(after[1]!.text).toContain('مخفّض 10٪')
    expect(after[1]!.text).toContain('فيلا على البحر')
  })

  it('a digest that could not be sent is sent by the retry, once', async () => {
    const email = 'retry@example.test'
    const { alert } = await ask(email, { 'filter[type]': String(apartment), 'filter[bedroom]': '3' }, 'instant', 'en')
    await drain()
    await changeAlert(payload, alert.token, { action: 'confirm' })
    await createProperty(payload, apartment, { title: 'Three bedrooms', bedrooms: 3 })

    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    expect(await scanAlerts(payload)).toContain(alert.id)
    await payload.jobs.run({ queue: MAIL_QUEUE, limit: 10 })
    const failed = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'alertDigest' } }, { 'input.alert': { equals: alert.id } }] }, overrideAccess: true })
    expect(failed.docs).toHaveLength(1)
    expect(failed.docs[0]!.completedAt).toBeFalsy()
    expect(failed.docs[0]!.totalTried).toBe(1)
    // The look stays claimed by the job: no second look queues a second mail meanwhile.
    expect(await scanAlerts(payload)).not.toContain(alert.id)

    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
    // The backoff's wait is over (rather than waiting 15 s here).
    await payload.update({ collection: 'payload-jobs', id: failed.docs[0]!.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    await drain()
    const got = mailsTo(email).filter((m) => m.headers['list-unsubscribe'])
    expect(got).toHaveLength(1)
    expect(got[0]!.subject).toBe('1 new property for your search: Properties · Property type: شقة · Bedrooms: 3')
    expect(got[0]!.text).toContain('Three bedrooms')
  })

  it('a daily alert waits for its day, and an unsubscribed one is never mailed again', async () => {
    const email = 'daily@example.test'
    const { alert } = await ask(email, { 'filter[search]': 'مرسى' }, 'daily')
    await drain()
    const confirmed = (await changeAlert(payload, alert.token, { action: 'confirm' }))!.alert
    await createProperty(payload, apartment, { title: 'شقة في مرسى دبي' })
    expect(await scanAlerts(payload)).not.toContain(alert.id)
    const tomorrow = new Date(new Date(confirmed.nextRunAt!).getTime() + 60_000)
    expect(await scanAlerts(payload, tomorrow)).toContain(alert.id)
    await drain()
    expect(mailsTo(email).filter((m) => m.headers['list-unsubscribe'])).toHaveLength(1)

    await changeAlert(payload, alert.token, { action: 'unsubscribe' })
    await createProperty(payload, apartment, { title: 'شقة أخرى في مرسى دبي' })
    expect(await scanAlerts(payload, new Date(tomorrow.getTime() + 3 * 86_400_000))).not.toContain(alert.id)
    // A look claimed before the unsubscribe sends nothing after it.
    expect(await readingDirect(() => runDigest(payload, alert.id))).toEqual({ sent: 0 })
    await drain()
    expect(mailsTo(email).filter((m) => m.headers['list-unsubscribe'])).toHaveLength(1)
  })

  it('limits how many alerts one address may ask for in a day', async () => {
    const email = 'many@example.test'
    const results = []
    for (let i = 1; i <= 11; i++) results.push((await ask(email, { 'filter[min_price]': String(i * 1000) })).result)
    expect(results.slice(0, 10).every((r) => r === 'created')).toBe(true)
    expect(results[10]).toBe('dropped')
    expect((await payload.count({ collection: 'search-alerts', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(10)
  })

  it('refuses a search the site cannot run, with the parameter named', async () => {
    const req = await createLocalReq({}, payload)
    await expect(createAlert(req, { email: 'x@example.test', frequency: 'daily', kind: 'properties', filters: { 'filter[colour]': 'blue' } }, 'en')).rejects.toMatchObject({
      status: 422,
      options: { errors: { 'filters.filter[colour]': ['Remove this unknown field'] } },
    })
  })

  it('shows the addresses to admins only', async () => {
    const admin = await createUser(payload, 'admin')
    const sales = await createUser(payload, 'sales')
    const editor = await createUser(payload, 'editor')
    const asAdmin = await payload.find({ collection: 'search-alerts', user: admin, overrideAccess: false })
    expect(asAdmin.totalDocs).toBeGreaterThan(0)
    for (const user of [sales, editor]) await expect(payload.find({ collection: 'search-alerts', user, overrideAccess: false })).rejects.toThrow()
  })
})
