import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxDir } from '@/server/mail/transport'
import { startSmtpSink, type SmtpSink } from '../e2e/support/smtp-sink'
import { testPayload } from '../support/payload'

/** The admin's own mail (a password reset) goes where the staff notifications go: SMTP_URL, else the outbox. */
describe("the CMS's own mail", () => {
  let payload: Payload
  // One account per test: a second reset of the same account within the minute is refused.
  const email = 'editor-mail@example.test'
  const other = 'hr-mail@example.test'
  const sinkDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-sink-'))
  let sink: SmtpSink

  const mails = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && !f.startsWith('.')) : [])
  const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
  /** The message's text, its transfer encoding undone (the body of a one-part mail). */
  const body = (raw: string) => {
    const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
    const text = rest.join('\n\n')
    return /^Content-Transfer-Encoding: base64/im.test(head) ? Buffer.from(text, 'base64').toString('utf8') : text
  }

  beforeAll(async () => {
    payload = await testPayload()
    for (const [address, role] of [
      [email, 'editor'],
      [other, 'hr'],
    ])
      await payload.create({ collection: 'users', data: { email: address, password: 'mail-test-password-1', roles: [role] } as never, overrideAccess: true })
    sink = await startSmtpSink(sinkDir)
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    await sink.close()
    fs.rmSync(sinkDir, { recursive: true, force: true })
  })

  it('without SMTP_URL, a password reset is written to the outbox folder', async () => {
    delete process.env.SMTP_URL
    const before = mails(outboxDir())
    await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false })
    const added = mails(outboxDir()).filter((f) => !before.includes(f))
    expect(added).toHaveLength(1)
    const raw = read(outboxDir(), added[0]!)
    expect(raw).toMatch(new RegExp(`^To: ${email}`, 'm'))
    expect(raw).toMatch(/^From: Manzil <no-reply@manzil\.local>/m)
    expect(body(raw)).toMatch(/\/admin\/reset\/[0-9a-f]{20,}/)
  })

  it('with SMTP_URL, it is sent over SMTP', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
    const outbox = mails(outboxDir()).length
    await payload.forgotPassword({ collection: 'users', data: { email: other }, disableEmail: false })
    const received = mails(sinkDir)
    expect(received).toHaveLength(1)
    const raw = read(sinkDir, received[0]!)
    expect(raw).toMatch(new RegExp(`^To: ${other}`, 'm'))
    expect(body(raw)).toMatch(/\/admin\/reset\/[0-9a-f]{20,}/)
    expect(mails(outboxDir())).toHaveLength(outbox)
  })
})
