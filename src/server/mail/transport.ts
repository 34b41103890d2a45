import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { EmailAdapter } from 'payload'
import { dataDir } from '@/lib/paths'

export type MailMessage = Pick<SendMailOptions, 'to' | 'from' | 'subject' | 'text' | 'html' | 'headers'>

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

/** The sender of all the site's mail: MAIL_FROM (`Name <address>`), else no-reply at the site's host. */
export function mailSender(env: NodeJS.ProcessEnv = process.env): { name: string; address: string } {
  const host = env.NEXT_PUBLIC_SITE_URL ? new URL(env.NEXT_PUBLIC_SITE_URL).hostname : ''
  const text = env.MAIL_FROM || `Manzil <no-reply@${host || 'manzil.local'}>`
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(text)
  return named ? { name: named[1] ?? '', address: named[2] ?? '' } : { name: '', address: text.trim() }
}

/**
 * The CMS's own mail (password resets, account verification) goes the same way as the staff
 * notifications: over SMTP_URL when set, else into the outbox folder.
 */
export const siteMailAdapter: EmailAdapter<{ via: 'smtp' | 'outbox'; id: string }> = () => {
  const sender = mailSender()
  return {
    name: 'manzil-mail',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: (message) => deliver({ to: message.to, from: message.from, subject: message.subject, text: message.text, html: message.html }),
  }
}
