import crypto from 'node:crypto'

/**
 * The security headers of every response, as one pure function of the request and the kind of
 * response: the production server (scripts/serve.ts, through ./guard.ts) sets them on whatever it
 * or Next.js answers.
 *
 * Pages get a Content-Security-Policy that allows no inline script but the ones the page itself
 * carries, by their SHA-256 hashes, read from the HTML as it is sent: a cached page keeps being
 * cacheable, since its hashes are the same each time it is sent.
 */
export type ResponseKind =
  /** An HTML page of the public site, its error pages included. */
  | 'page'
  /** An HTML page of the CMS (/admin). */
  | 'admin'
  /** An upload served to the public (/media) or through the CMS (/api/<collection>/file). */
  | 'upload'
  /** Anything else: JSON, scripts, styles, images of the build, fonts. */
  | 'other'

export type HeaderOptions = {
  /** Reached over https (its own TLS, or a trusted proxy's X-Forwarded-Proto). */
  https: boolean
  /** `Strict-Transport-Security` max-age over https; 0 for none. */
  hstsMaxAge: number
  /** A keyed map service is configured (`NEXT_PUBLIC_MAPS_KEY`): its script and tiles are allowed. */
  mapsKey?: boolean
  /** An editor's preview (draft mode): the page may be framed by the site itself, for the admin's live preview. */
  preview?: boolean
}

/** Third parties the public pages use: OpenStreetMap tiles (Leaflet), and the keyed maps service when configured. */
const OSM_TILES = 'https://tile.openstreetmap.org'
const MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
}

/** Features no page of the site uses, turned off for it and anything it embeds; the map's "near me" keeps geolocation for the site itself. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), browsing-topics=(), geolocation=(self)'

/** Headers of every response, whatever it is. */
export function baseHeaders(o: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    // For browsers that predate CSP's frame-ancestors.
    'x-frame-options': o.preview ? 'SAMEORIGIN' : 'DENY',
  }
  if (o.https && o.hstsMaxAge > 0) headers['strict-transport-security'] = `max-age=${o.hstsMaxAge}; includeSubDomains`
  return headers
}

const join = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

/**
 * The policy of a public page. Scripts: the site's own files and the page's inline scripts by hash,
 * never `'unsafe-inline'` or `eval`. Styles may be inline (React's `style` attributes, Leaflet's
 * positioning). Frames: the click-to-load videos (YouTube, Vimeo) and virtual tours, any https address
 * an editor pasted.
 */
export function pageCsp(scriptHashes: readonly string[], o: HeaderOptions): string {
  const maps = Boolean(o.mapsKey)
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`), ...(maps ? MAPS.script : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...(maps ? MAPS.style : [])],
    'img-src': ["'self'", 'data:', 'blob:', OSM_TILES, ...(maps ? MAPS.img : [])],
    'font-src': ["'self'", 'data:', ...(maps ? MAPS.font : [])],
    'connect-src': ["'self'", ...(maps ? MAPS.connect : [])],
    'media-src': ["'self'"],
    'frame-src': ['https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [o.preview ? "'self'" : "'none'"],
    ...(o.https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/**
 * The policy of the CMS's pages: its scripts by hash as on the public pages; images from anywhere
 * over https (editors preview pasted addresses). Never framed.
 */
export function adminCsp(scriptHashes: readonly string[], o: HeaderOptions): string {
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(o.https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/** Everything that is not a page: nothing in it may run, load or be framed, even if a browser were made to render it. */
export const LOCKED_CSP = "default-src 'none'; frame-ancestors 'none'"
/** An upload (an image, a PDF): shown, never run; an SVG among old uploads cannot script the site's origin. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"

/** A script element without `src`, and its text as the browser hashes it (the characters between the tags). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** The SHA-256 hashes (base64) of the inline scripts of an HTML document, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>()
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attributes = m[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    out.add(crypto.createHash('sha256').update(m[2] ?? '', 'utf8').digest('base64'))
  }
  return [...out]
}

/** A response's own policy (the API reference page has one), kept, with `frame-ancestors 'none'` when it says nothing of framing. */
export function withFrameAncestors(policy: string): string {
  return /(^|;)\s*frame-ancestors\s/i.test(policy) ? policy : `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`
}

/** Cookies the browser itself writes (the language and currency switches), which must stay readable and writable by script. */
const SCRIPT_COOKIES = new Set(['NEXT_LOCALE', 'CURRENCY'])

/** A Set-Cookie value with `Secure` over https, and `HttpOnly` unless the browser's scripts write that cookie too. */
export function hardenCookie(cookie: string, https: boolean): string {
  const name = cookie.split('=', 1)[0]?.trim() ?? ''
  const attributes = cookie.split(';').slice(1).map((a) => a.trim().toLowerCase())
  let out = cookie
  if (https && !attributes.includes('secure')) out += '; Secure'
  if (!SCRIPT_COOKIES.has(name) && !attributes.includes('httponly')) out += '; HttpOnly'
  return out
}

/** The kind of a response, from its path and content type. */
export function responseKind(pathname: string, contentType: string): ResponseKind {
  const html = /^text\/html\b/i.test(contentType)
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return html ? 'admin' : 'other'
  if (pathname.startsWith('/media/') || /^\/api\/[^/]+\/file\//.test(pathname)) return 'upload'
  return html ? 'page' : 'other'
}
