import fs from 'node:fs/promises'
import path from 'node:path'
import { mediaDir } from '@/lib/paths'
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

/**
 * Public images straight from disk with long-lived caching: uploads never change under the same name.
 * (Payload's own /api/media/file route checks access on every hit, which public images don't need.)
 */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: parts } = await params
  const name = parts.join('/')
  const root = mediaDir()
  const file = path.resolve(root, name)
  const type = TYPES[path.extname(file).toLowerCase()]
  if (!file.startsWith(root + path.sep) || !type) return new Response('Not found', { status: 404 })
  try {
    const data = await fs.readFile(file)
    // A project's brochure names the project's page as its canonical address: search engines fold the
    // PDF into the page rather than listing it on its own.
    const canonical = type === 'application/pdf' ? await documentCanonical(name) : null
    return new Response(new Uint8Array(data), {
      headers: {
        'Content-Type': type,
        'Content-Length': String(data.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        ...(canonical ? { Link: `<${canonical}>; rel="canonical"` } : {}),
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
