import http from 'node:http'
import zlib from 'node:zlib'
import { EXCHANGE_LIMIT } from '../api/body'
import { requestLocale } from '../api/http'
import { apiMessage, type ApiMessage } from '../api/messages'
import type { SharedStore } from '../shared-store'
import { CLIENT_HEADER, markClientHeaderSet } from './client'
import { clientAddress, overHttps } from './client-address'
import { inPreview } from '../delivery/contract'
import { RateLimiter } from './rate-limit'
import { adminCsp, baseHeaders, hardenCookie, LOCKED_CSP, pageCsp, responseKind, UPLOAD_CSP, withFrameAncestors, inlineScriptHashes, type HeaderOptions } from './security-headers'
import { httpSettings, type HttpSettings } from './settings'

/**
 * What the production server does for every request before the app sees it, and to every response
 * on its way out, whichever of its paths answers (Next.js, or the API lane of scripts/serve.ts):
 *
 * - bounded requests: an address over 8 KB is a 414, headers over 16 KB a 431, a declared body over
 *   the largest form a 413, a body without a declared length outside the API a 411;
 * - who the client is (`TRUST_PROXY`), handed to the app in a header it can trust;
 * - a generous per-client limit on API reads and on renders of the search and list pages (429);
 * - the security headers of ./security-headers.ts, the page policy with the hashes of the inline
 *   scripts of the HTML being sent, and hardened cookies.
 */
export const MAX_URL_BYTES = 8 * 1024
export const MAX_HEADER_BYTES = 16 * 1024
/** The parser's own limit, above ours so that we answer past ours, and it only past this. */
const PARSER_HEADER_BYTES = 64 * 1024
/** The largest body the API takes (the exchange form with six photos). */
const MAX_API_BODY = EXCHANGE_LIMIT
/** Bodies elsewhere (the CMS's uploads are limited to 10 MB). */
const MAX_OTHER_BODY = 12 * 1024 * 1024

const SEARCH_PAGES = /^(?:\/en)?\/(?:properties|property|projects|plans|luxury-property|discover|blogs|videos|careers|jobs|compare|favourites)\/?$/
/** Compressed when the client takes gzip and the body is worth it, as Next.js does. */
const MIN_COMPRESS = 1024
const takesGzip = (header: string | string[] | undefined) => /\bgzip\b(?!;\s*q=0(?:\.0*)?\b)/i.test(String(header ?? ''))

export type GuardOptions = {
  settings?: HttpSettings
  /** The store rate limits are counted in; undefined until the app has opened it. */
  store: () => SharedStore | undefined
}

function pathnameOf(url: string): string {
  const path = url.startsWith('/') ? url : (() => {
    try {
      return new URL(url).pathname
    } catch {
      return '/'
    }
  })()
  return path.split('?')[0] ?? '/'
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/** A request for an HTML document: what Next.js answers with a page (not its own files, not the APIs, not an RSC payload). */
function isDocument(req: http.IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.rsc !== undefined) return false
  if (pathname.startsWith('/_next/') || isApi(pathname) || pathname.startsWith('/media/')) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !last.includes('.')
}

const localeOfPage = (pathname: string) => (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ar')

/** Headers of the response, as one object, whatever form writeHead was given them in. */
function applyHeaders(res: http.ServerResponse, headers: unknown): void {
  if (!headers) return
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string)
    return
  }
  for (const [name, value] of Object.entries(headers as Record<string, string | string[] | number | undefined>)) {
    if (value !== undefined) res.setHeader(name, value)
  }
}

function setAll(res: http.ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

function addVary(res: http.ServerResponse, name: string): void {
  const vary = String(res.getHeader('vary') ?? '')
  if (!vary.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase())) res.setHeader('vary', vary ? `${vary}, ${name}` : name)
}

/**
 * Sets the headers of ./security-headers.ts on the way out, and holds HTML back until its end: the
 * page's policy needs the hashes of all its inline scripts before the first byte goes. Next.js is
 * told the client takes no compression for documents, and the page is compressed here instead.
 */
function secureResponse(req: http.IncomingMessage, res: http.ServerResponse, ctx: { pathname: string; options: HeaderOptions; gzip: boolean }): void {
  // Node's own methods, taken before Next.js wraps any (its setHeader merges the middleware's cookies back into any Set-Cookie it is given).
  const original = { writeHead: res.writeHead.bind(res), write: res.write.bind(res), end: res.end.bind(res), flushHeaders: res.flushHeaders.bind(res), setHeader: res.setHeader.bind(res) }
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided'
  let status = 200
  let statusMessage: string | undefined
  const held: Buffer[] = []

  const decide = (code: number) => {
    status = code
    const type = String(res.getHeader('content-type') ?? '')
    const kind = responseKind(ctx.pathname, type)
    setAll(res, baseHeaders(ctx.options))
    const cookies = res.getHeader('set-cookie')
    if (cookies !== undefined) original.setHeader('set-cookie', (Array.isArray(cookies) ? cookies : [String(cookies)]).map((c) => hardenCookie(c, ctx.options.https)))
    const own = res.getHeader('content-security-policy')
    // A 304 carries no policy: the browser would put it on the page it keeps.
    if (code === 304) {
      res.removeHeader('content-security-policy')
      return 'pass' as const
    }
    if (own !== undefined) {
      res.setHeader('content-security-policy', withFrameAncestors(String(own)))
      return 'pass' as const
    }
    if (kind === 'upload') {
      res.setHeader('content-security-policy', UPLOAD_CSP)
      if (/^image\/svg\+xml\b/i.test(type)) res.setHeader('content-disposition', 'attachment')
      return 'pass' as const
    }
    if (kind === 'page' || kind === 'admin') {
      if (req.method !== 'HEAD' && code !== 204 && res.getHeader('content-encoding') === undefined) return 'hold' as const
      res.setHeader('content-security-policy', kind === 'admin' ? adminCsp([], ctx.options) : pageCsp([], ctx.options))
      return 'pass' as const
    }
    res.setHeader('content-security-policy', LOCKED_CSP)
    return 'pass' as const
  }

  const finish = (callback?: () => void) => {
    const body = Buffer.concat(held)
    const hashes = inlineScriptHashes(body.toString('utf8'))
    const kind = responseKind(ctx.pathname, String(res.getHeader('content-type') ?? ''))
    res.setHeader('content-security-policy', kind === 'admin' ? adminCsp(hashes, ctx.options) : pageCsp(hashes, ctx.options))
    let out = body
    if (ctx.gzip && body.length >= MIN_COMPRESS) {
      out = zlib.gzipSync(body, { level: 6 })
      res.setHeader('content-encoding', 'gzip')
      const etag = res.getHeader('etag')
      if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('etag', `W/${etag}`)
    }
    addVary(res, 'Accept-Encoding')
    res.removeHeader('transfer-encoding')
    res.setHeader('content-length', String(out.length))
    if (statusMessage === undefined) original.writeHead(status)
    else original.writeHead(status, statusMessage)
    return original.end(out, callback)
  }

  res.writeHead = ((code: number, ...rest: unknown[]) => {
    if (mode !== 'undecided') return res
    const [message, headers] = typeof rest[0] === 'string' ? [rest[0], rest[1]] : [undefined, rest[0]]
    applyHeaders(res, headers)
    statusMessage = message
    mode = decide(code)
    if (mode === 'hold') return res
    return message === undefined ? original.writeHead(code) : original.writeHead(code, message)
  }) as typeof res.writeHead

  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (mode === 'undecided') res.writeHead(res.statusCode)
    if (mode === 'pass') return (original.write as (...a: unknown[]) => boolean)(chunk, encoding, callback)
    held.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done as () => void)
    return true
  }) as typeof res.write

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (mode === 'undecided') res.writeHead(res.statusCode)
    if (mode === 'pass') return (original.end as (...a: unknown[]) => http.ServerResponse)(chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') held.push(toBuffer(chunk, encoding))
    return finish(done)
  }) as typeof res.end

  res.flushHeaders = () => {
    if (mode === 'undecided') res.writeHead(res.statusCode)
    if (mode === 'pass') original.flushHeaders()
  }
}

/** A refusal of the guard itself, in the shape of the path's answers: the API's error JSON, or a small page. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, status: number, key: ApiMessage, headers: Record<string, string>, options: HeaderOptions): void {
  const api = isApi(pathname)
  const locale = api ? requestLocale(String(req.headers['accept-language'] ?? '') || null) : localeOfPage(pathname)
  const message = apiMessage(locale, key)
  const body = api
    ? JSON.stringify({ message })
    : `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status}</title><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${status}</h1><p>${message}</p></body></html>`
  res.writeHead(status, {
    ...baseHeaders(options),
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-language': locale,
    'content-security-policy': api ? LOCKED_CSP : pageCsp([], options),
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    ...(status === 413 || status === 411 || status === 414 || status === 431 ? { connection: 'close' } : {}),
    ...headers,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** The size of the request's headers as sent (names, values and their separators). */
function headerBytes(req: http.IncomingMessage): number {
  let n = 0
  for (const part of req.rawHeaders) n += Buffer.byteLength(part) + 2
  return n
}

/**
 * The production server: `handler` behind the guard. Node's own parser stops at 64 KB of headers;
 * what it refuses is answered here too, in words rather than a bare status line.
 */
export function guardedServer(handler: http.RequestListener, o: GuardOptions): http.Server {
  const settings = o.settings ?? httpSettings()
  const reads = new RateLimiter('read', settings.reads, o.store)
  const pages = new RateLimiter('page', settings.pages, o.store)
  const mapsKey = Boolean(process.env.NEXT_PUBLIC_MAPS_KEY)
  markClientHeaderSet()

  const server = http.createServer({ maxHeaderSize: PARSER_HEADER_BYTES }, (req, res) => {
    const url = req.url ?? '/'
    const pathname = pathnameOf(url)
    const https = overHttps(Boolean((req.socket as { encrypted?: boolean }).encrypted), req.socket.remoteAddress, req.headers['x-forwarded-proto'], settings.trust)
    const options: HeaderOptions = { https, hstsMaxAge: settings.hstsMaxAge, mapsKey }

    if (Buffer.byteLength(url) > MAX_URL_BYTES) return refuse(req, res, pathname, 414, 'urlTooLong', {}, options)
    // A path Next.js cannot decode (`/%ZZ`) would be its 500: it is the client's mistake. The API
    // says so (400); a page's address is answered by the site's own 404 view (page-answers.ts).
    if (pathname.startsWith('/api/')) {
      try {
        decodeURIComponent(pathname)
      } catch {
        return refuse(req, res, pathname, 400, 'badRequest', {}, options)
      }
    }
    if (headerBytes(req) > MAX_HEADER_BYTES) return refuse(req, res, pathname, 431, 'headersTooLarge', {}, options)
    const declared = req.headers['content-length']
    const limit = pathname.startsWith('/api/v1/') ? MAX_API_BODY : MAX_OTHER_BODY
    if (declared !== undefined && Number(declared) > limit) return refuse(req, res, pathname, 413, 'tooLarge', {}, options)
    if (declared === undefined && req.headers['transfer-encoding'] !== undefined && !pathname.startsWith('/api/v1/')) {
      return refuse(req, res, pathname, 411, 'lengthRequired', {}, options)
    }

    const client = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], settings.trust)
    req.headers[CLIENT_HEADER] = client

    if (req.method === 'GET' || req.method === 'HEAD') {
      const limiter = pathname.startsWith('/api/v1/') ? reads : SEARCH_PAGES.test(pathname) ? pages : null
      const taken = limiter?.takeBatched(client)
      if (taken && !taken.ok) return refuse(req, res, pathname, 429, 'tooMany', { 'retry-after': String(taken.retryAfter) }, options)
    }

    const document = isDocument(req, pathname)
    const gzip = document && takesGzip(req.headers['accept-encoding'])
    // Documents are compressed here, after their inline scripts were hashed.
    if (document) delete req.headers['accept-encoding']
    // An editor's preview is framed by the admin's live preview: its pages allow the site itself as their frame.
    secureResponse(req, res, { pathname, options: inPreview(req.headers.cookie) ? { ...options, preview: true } : options, gzip })
    handler(req, res)
  })

  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (!socket.writable) return socket.destroy()
    const tooBig = error.code === 'HPE_HEADER_OVERFLOW'
    // Still in the request line when the parser gave up (its start with no end yet, or its end in
    // the packet it stopped in): an address too long. Anything else: too many headers. The parser
    // hands over only the packet it stopped in: one from the middle of a long line (a large request
    // arriving in several packets) cannot tell an address from a header, and is answered 431.
    const packet = error.rawPacket?.toString('latin1') ?? ''
    const firstLine = packet.split('\r\n', 1)[0] ?? ''
    const urlTooLong = tooBig && ((/^[A-Z]+ /.test(packet) && !packet.includes('\r\n')) || / HTTP\/1\.[01]$/.test(firstLine))
    const status = !tooBig ? 400 : urlTooLong ? 414 : 431
    // The language, when the packet the parser stopped in still holds it; the API's default otherwise.
    const language = /\r\naccept-language:([^\r\n]*)/i.exec(packet)?.[1]?.trim() ?? null
    const message = apiMessage(requestLocale(language), !tooBig ? 'badRequest' : urlTooLong ? 'urlTooLong' : 'headersTooLarge')
    const body = JSON.stringify({ message })
    const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`, 'content-type: application/json; charset=utf-8', `content-length: ${Buffer.byteLength(body)}`, 'connection: close']
    for (const [name, value] of Object.entries({ ...baseHeaders({ https: false, hstsMaxAge: 0 }), 'content-security-policy': LOCKED_CSP })) head.push(`${name}: ${value}`)
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
  })
  return server
}
