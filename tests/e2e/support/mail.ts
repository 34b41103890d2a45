import fs from 'node:fs'
import path from 'node:path'
import type { Site } from './server'

/** A received message: its subject, recipient, bodies, and its top-level headers (names in lower case). */
export type Mail = { subject: string; to: string; text: string; html: string; headers: Record<string, string> }

function quotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(soft.charCodeAt(i) & 0xff)
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    )
}

type Part = { headers: Record<string, string>; body: string }

function split(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n')
  const head = at === -1 ? raw : raw.slice(0, at)
  const body = at === -1 ? '' : raw.slice(at + 4)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return quotedPrintable(part.body).toString('utf8')
  return Buffer.from(part.body, 'latin1').toString('utf8')
}

/** The text/plain and text/html parts of a message, however deeply nested in multipart ones. */
function bodies(part: Part, out: { text: string; html: string }) {
  const type = part.headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    for (const piece of part.body.split(`--${boundary}`).slice(1)) {
      if (piece.startsWith('--')) break
      bodies(split(piece.replace(/^\r\n/, '')), out)
    }
  } else if (/^text\/html/i.test(type)) out.html += decodeBody(part)
  else if (/^text\/plain/i.test(type)) out.text += decodeBody(part)
}

export function parseMail(raw: string): Mail {
  const message = split(raw)
  const out = { text: '', html: '' }
  bodies(message, out)
  return { subject: decodeWords(message.headers.subject ?? ''), to: message.headers.to ?? '', ...out, headers: message.headers }
}

/** Every message the worker's SMTP server has received so far. */
export function receivedMail(site: Pick<Site, 'mailDir'>): Mail[] {
  if (!fs.existsSync(site.mailDir)) return []
  return fs
    .readdirSync(site.mailDir)
    .filter((f) => f.endsWith('.eml') && !f.startsWith('.'))
    .map((f) => parseMail(fs.readFileSync(path.join(site.mailDir, f), 'latin1')))
}
