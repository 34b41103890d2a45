import fs from 'node:fs/promises'
import path from 'node:path'
import { readEnv } from '@/env'
import { mediaDir } from '@/lib/paths'
import { UPLOAD_CSP } from '@/server/http/security-headers'
import { readMediaObject, s3Settings } from '@/server/storage/s3'
import { documentCanonical } from '@/server/seo/documents'

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
}

const notFound = () => new Response('Not found', { status: 404 })

/**
 * Public images with long-lived caching (uploads never change under the same name), from the
 * bucket when one is set (src/server/storage/s3.ts), else from disk. Payload's own
 * /api/media/file route checks access on every hit, which public images don't need.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: parts } = await params
  const name = parts.join('/')
  const type = TYPES[path.extname(name).toLowerCase()]
  if (!type || parts.some((p) => p === '' || p === '.' || p === '..')) return notFound()
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    // Shown, never run: an SVG among older uploads is a download, not a document of the site's origin.
    'Content-Security-Policy': UPLOAD_CSP,
    ...(type === 'image/svg+xml' ? { 'Content-Disposition': 'attachment' } : {}),
  }
  // A project's brochure names the project's page as its canonical address: search engines fold the
  // PDF into the page rather than listing it on its own.
  const canonical = type === 'application/pdf' ? await documentCanonical(name) : null
  if (canonical) headers.Link = `<${canonical}>; rel="canonical"`
  const s3 = s3Settings(readEnv())
  if (s3) {
    const object = await readMediaObject(s3, name)
    if (!object) return notFound()
    if (object.length !== undefined) headers['Content-Length'] = String(object.length)
    return new Response(object.body, { headers })
  }
  const root = mediaDir()
  const file = path.resolve(root, name)
  if (!file.startsWith(root + path.sep)) return notFound()
  try {
    const data = await fs.readFile(file)
    return new Response(new Uint8Array(data), { headers: { ...headers, 'Content-Length': String(data.byteLength) } })
  } catch {
    return notFound()
  }
}
