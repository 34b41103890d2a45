import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { dataDir } from '@/lib/paths'

export type MailMessage = { to: string; from: string; subject: string; text: string; html: string }

/** Where mail goes when no SMTP_URL is set: one .eml file per message, for an operator to read. */
export const outboxDir = () => path.join(dataDir(), 'outbox')

/**
 * Sends over SMTP when SMTP_URL is set (smtp://user:pass@host:port), else writes the message
 * to the outbox folder. Throws on failure so that the job queue retries it.
 */
export async function deliver(message: MailMessage, smtpUrl = process.env.SMTP_URL): Promise<{ via: 'smtp' | 'outbox'; id: string }> {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    try {
      const info = await transport.sendMail(message)
      return { via: 'smtp', id: String(info.messageId) }
    } finally {
      transport.close()
    }
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await stream.sendMail(message)
  const dir = outboxDir()
  await fs.mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`)
  await fs.writeFile(file, info.message as Buffer)
  return { via: 'outbox', id: path.basename(file) }
}
