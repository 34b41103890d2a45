import { bodyRead, bodyReading } from './budget'
import { ApiError } from './errors'

export const JSON_LIMIT = 64 * 1024
/** A 5 MB CV and the form fields around it. */
export const MULTIPART_LIMIT = 5 * 1024 * 1024 + 256 * 1024
/** Six photos of 5 MB and the exchange form's fields. */
export const EXCHANGE_LIMIT = 6 * 5 * 1024 * 1024 + 256 * 1024

/** The body, read up to `limit` bytes; past it, a 413 without reading the rest. */
export async function readBody(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, 'tooLarge')
  if (!req.body) return new Uint8Array()
  bodyReading(req)
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
  bodyRead(req)
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

/** A multipart form as a plain object: one value per field, files as Blobs; fields named in `repeated` as lists. */
export async function readMultipart(req: Request, options: { limit?: number; repeated?: readonly string[] } = {}): Promise<Record<string, unknown>> {
  if (mediaType(req) !== 'multipart/form-data') throw new ApiError(415, 'unsupportedType')
  const bytes = await readBody(req, options.limit ?? MULTIPART_LIMIT)
  let form: FormData
  try {
    form = await new Response(bytes as unknown as BodyInit, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData()
  } catch {
    throw new ApiError(400, 'badBody')
  }
  const out: Record<string, unknown> = {}
  for (const key of options.repeated ?? []) if (form.has(key)) out[key] = form.getAll(key)
  for (const [key, value] of form.entries()) if (!options.repeated?.includes(key)) out[key] = value
  return out
}

export const isMultipart = (req: Request) => mediaType(req) === 'multipart/form-data'

/** A multipart part that carries JSON (a string field, or a file of JSON): parsed, or a 400. */
export async function jsonPart(value: unknown): Promise<unknown> {
  if (value === undefined) return {}
  const text = typeof value === 'string' ? value : value instanceof Blob ? await value.text() : null
  if (text === null) throw new ApiError(400, 'badJson')
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'badJson')
  }
}

export const isUrlEncoded = (req: Request) => mediaType(req) === 'application/x-www-form-urlencoded'

/** An HTML form's post (`application/x-www-form-urlencoded`) as a plain object: the last value of each field. */
export async function readUrlEncoded(req: Request): Promise<Record<string, string>> {
  if (!isUrlEncoded(req)) throw new ApiError(415, 'unsupportedType')
  const bytes = await readBody(req, JSON_LIMIT)
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)))
}
