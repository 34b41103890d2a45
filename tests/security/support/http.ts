import http from 'node:http'
import zlib from 'node:zlib'
import { inject } from 'vitest'
import { MIN_FILL_MS } from '@/lib/forms/fill-time'
import { issueFormToken } from '@/server/forms/token'
import { STAFF, type StaffRole } from './staff'

/** A parsed body, read freely by the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string; json: () => Loose }

export type Send = {
  method?: string
  headers?: Record<string, string | string[]>
  body?: string | Buffer
  /**
   * The local address the request leaves from. The suite's servers trust 127.0.0.1 as their proxy
   * (`TRUST_PROXY=127.0.0.1`); any other loopback address is a client connecting directly.
   */
  from?: string
}

/**
 * One HTTP request as a client or a proxy would send it: the raw status, headers and body, over a
 * connection of its own (Node's own client, so that the address it leaves from can be chosen and
 * nothing is added or decompressed on the way).
 */
export function send(base: string, path: string, o: Send = {}): Promise<Reply> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, method: o.method ?? 'GET', headers: o.headers ?? {}, localAddress: o.from ?? '127.0.0.1', agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw
          const text = body.toString('utf8')
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(o.body)
  })
}

const octet = () => 1 + Math.floor(Math.random() * 250)
/** An address of its own for each test: the per-client limits bite only where a test wants them to. */
export const clientIp = () => `10.${octet()}.${octet()}.${octet()}`
/** Sent through the trusted proxy (127.0.0.1) for `ip`. */
export const as = (ip: string) => ({ 'x-forwarded-for': ip })

/** A form token as the API hands them out, issued long enough ago to be accepted now. */
export const formToken = (issuedAgo = MIN_FILL_MS + 1000) => issueFormToken(Date.now() - issuedAgo, inject('secret'))

/** A form post's headers: JSON, a client address, and (unless told otherwise) a good form token. */
export function postHeaders(extra: Record<string, string> = {}, token: string | null = formToken()): Record<string, string> {
  return { 'content-type': 'application/json', ...as(clientIp()), ...(token ? { 'x-form-token': token } : {}), ...extra }
}

/** The session cookie of a staff account of ./staff.ts. */
export async function signIn(base: string, role: StaffRole): Promise<string> {
  const { email, password } = STAFF[role]
  const reply = await send(base, '/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json', ...as(clientIp()) }, body: JSON.stringify({ email, password }) })
  if (reply.status !== 200) throw new Error(`${role} could not sign in: ${reply.status} ${reply.text}`)
  const cookie = [reply.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('payload-token='))
  if (!cookie) throw new Error('no session cookie')
  return cookie.split(';')[0]!
}

/** How many records a collection holds, read through the CMS's API with a staff session. */
export async function countOf(base: string, cookie: string, collection: string): Promise<number> {
  const reply = await send(base, `/api/${collection}?limit=1&depth=0`, { headers: { cookie, ...as(clientIp()) } })
  if (reply.status !== 200) throw new Error(`${collection}: ${reply.status} ${reply.text}`)
  return (reply.json() as { totalDocs: number }).totalDocs
}

/** A multipart body, built by the platform's own FormData. */
export async function multipart(form: FormData): Promise<{ body: Buffer; type: string }> {
  const response = new Response(form)
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' }
}
