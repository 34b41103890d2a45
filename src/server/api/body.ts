import { ApiError } from './errors'

export const JSON_LIMIT = 64 * 1024
/** A 5 MB CV and the form fields around it. */
export const MULTIPART_LIMIT = 5 * 1024 * 1024 + 256 * 1024

/** The body, read up to `limit` bytes; past it, a 413 without reading the rest. */
export async function readBody(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, 'tooLarge')
  if (!req.body) return new Uint8Array()
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new ApiError(413, 'tooLarge')
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let offset = 0
  for (const c of chunks) {
    out.set(c, offset)
    offset += c.byteLength
  }
  return out
}

const mediaType = (req: Request) => (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

export async function readJson(req: Request): Promise<unknown> {
  if (mediaType(req) !== 'application/json') throw new ApiError(415, 'unsupportedType')
  const bytes = await readBody(req, JSON_LIMIT)
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw new ApiError(400, 'badJson')
  }
}

/** A multipart form as a plain object: one value per field, files as Blobs. */
export async function readMultipart(req: Request): Promise<Record<string, unknown>> {
  if (mediaType(req) !== 'multipart/form-data') throw new ApiError(415, 'unsupportedType')
  const bytes = await readBody(req, MULTIPART_LIMIT)
  let form: FormData
  try {
    form = await new Response(bytes as unknown as BodyInit, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData()
  } catch {
    throw new ApiError(400, 'badBody')
  }
  const out: Record<string, unknown> = {}
  for (const [key, value] of form.entries()) out[key] = value
  return out
}
