import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIL_QUEUE } from '@/server/mail/jobs'
import { startSmtpSink, type SmtpSink } from '../e2e/support/smtp-sink'
import { closePayload, testPayload } from '../support/payload'

/**
 * Two app servers share one database and each runs the mail queue (its cron, and a run after each
 * form post). Here two Payload instances, each with its own connections, run the queue at the same
 * moment, again and again until it is empty, against a real SMTP listener: every lead must be
 * mailed exactly once.
 */
describe('the mail queue on two servers', () => {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-mail-'))
  let sink: SmtpSink
  let first: Payload
  let second: Payload

  beforeAll(async () => {
    sink = await startSmtpSink(mailDir)
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
    first = await testPayload()
    const { default: config } = await import('@payload-config')
    second = await getPayload({ config, key: `second-${crypto.randomUUID()}` })
  })

  afterAll(async () => {
    if (second) await closePayload(second)
    await sink?.close()
    fs.rmSync(mailDir, { recursive: true, force: true })
  })

  /** Runs the queue on `payload` until it finds nothing to claim. */
  async function drain(payload: Payload): Promise<void> {
    for (;;) {
      const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: 4 })
      if (result.noJobsRemaining) return
    }
  }

  /** The lead id each mail in the sink is about (from its link to the admin). */
  const mailedLeads = () =>
    fs
      .readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => {
        const link = /\/admin\/collections\/leads\/(\d+)/.exec(fs.readFileSync(path.join(mailDir, name), 'latin1'))
        return Number(link?.[1])
      })

  it('sends each queued mail once while both run the queue at once', async () => {
    const ids: number[] = []
    for (let i = 0; i < 24; i++) {
      const lead = await first.create({ collection: 'leads', data: { kind: 'contact', status: 'new', name: `زائر ${i}`, phone: `+97150000${String(i).padStart(4, '0')}` } })
      ids.push(lead.id)
    }
    await Promise.all([drain(first), drain(second), drain(first), drain(second)])

    expect(mailedLeads().sort((a, b) => a - b)).toEqual(ids)
    const jobs = await first.find({ collection: 'payload-jobs', where: { queue: { equals: MAIL_QUEUE } }, limit: 0, pagination: false, depth: 0 })
    expect(jobs.docs).toHaveLength(ids.length)
    expect(jobs.docs.every((job) => job.completedAt && !job.processing && job.totalTried === 1)).toBe(true)
  })
})
