/**
 * CVs: PDF or DOCX, recognised by their content, never by their name.
 *
 * The checks are at least as strict as the ones the upload collection applies when the file is
 * stored (content type detection and the PDF integrity check), so a file this module accepts is
 * never refused later, and a refusal is always a field error on `cv`. They run in the browser
 * and on the server alike: plain byte work, plus `DecompressionStream` for one zip entry.
 */
export const CV_MAX_BYTES = 5 * 1024 * 1024

export const PDF_MIME = 'application/pdf'
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export type CvKind = { mime: typeof PDF_MIME; ext: 'pdf' } | { mime: typeof DOCX_MIME; ext: 'docx' }

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04] // PK\3\4, a local file header
const EOCD = 0x06054b50 // end of central directory
const CENTRAL = 0x02014b50 // central directory file header
const LOCAL = 0x04034b50
/** The main part a Word document declares in [Content_Types].xml. */
const DOCX_MAIN = `${DOCX_MIME}.main+xml`
/** [Content_Types].xml is a few KB; anything far bigger, declared or inflated, is not a document we want. */
const MAX_CONTENT_TYPES = 1024 * 1024

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b)

const latin1 = (bytes: Uint8Array) => {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return s
}

/** A PDF: the header, and the cross-reference table and end marker within its last kilobyte. */
export function isPdf(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, PDF)) return false
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)))
  return tail.includes('%%EOF') && tail.includes('xref')
}

type Entry = { name: string; method: number; compressedSize: number; uncompressedSize: number; localOffset: number }

/** The entries of a zip's central directory, or null when the archive is not a well-formed zip. */
export function zipEntries(bytes: Uint8Array): Entry[] | null {
  if (!startsWith(bytes, ZIP) || bytes.length < 22) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end record is in the last 64 KB + 22 bytes (its comment is at most 65,535 bytes).
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i
      break
    }
  }
  if (eocd <= 0) return null
  const count = view.getUint16(eocd + 10, true)
  let at = view.getUint32(eocd + 16, true)
  const decoder = new TextDecoder()
  const entries: Entry[] = []
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return null
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    if (at + 46 + nameLength > bytes.length) return null
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/**
 * The inflated bytes of one deflated entry, read a chunk at a time and given up past `limit`: the
 * sizes the archive declares are its author's to choose, so a small upload can claim a few KB and
 * expand to gigabytes. Null when it is not valid deflate data or grows past the limit.
 */
export async function inflateRaw(data: Uint8Array, limit: number): Promise<Uint8Array | null> {
  if (typeof DecompressionStream === 'undefined') return null
  const reader = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        return null
      }
      chunks.push(value)
    }
  } catch {
    return null
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

/** The bytes of one entry, read through its local header; null when it cannot be read. */
async function entryData(bytes: Uint8Array, entry: Entry): Promise<Uint8Array | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = entry.localOffset
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) return null
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  const end = start + entry.compressedSize
  if (end > bytes.length) return null
  const raw = bytes.subarray(start, end)
  if (entry.method === 0) return raw
  if (entry.method === 8) return inflateRaw(raw, MAX_CONTENT_TYPES)
  return null
}

/** Zip entries that make a file-type detector call the archive something other than an Office document. */
const otherKinds = (name: string) => name === 'mimetype' || name === 'META-INF/MANIFEST.MF' || name === 'META-INF/mozilla.rsa' || /classes\d*\.dex/.test(name)

/**
 * A Word document: a zip whose [Content_Types].xml declares the main part of a word-processing
 * document (so a macro-enabled .docm, a spreadsheet or a plain zip with a `word/` folder are not).
 */
export async function isDocx(bytes: Uint8Array): Promise<boolean> {
  const entries = zipEntries(bytes)
  if (!entries) return false
  for (const entry of entries) {
    if (otherKinds(entry.name)) return false
    if (entry.name !== '[Content_Types].xml') continue
    if (entry.uncompressedSize > MAX_CONTENT_TYPES || entry.compressedSize > MAX_CONTENT_TYPES) return false
    const data = await entryData(bytes, entry)
    if (!data) return false
    const xml = new TextDecoder().decode(data)
    const end = xml.indexOf('.main+xml"')
    if (end === -1) return false
    const head = xml.slice(0, end)
    return `${head.slice(head.lastIndexOf('"') + 1)}.main+xml` === DOCX_MAIN
  }
  return false
}

/** What a file is by its bytes: a PDF, a Word (DOCX) document, or neither (null). */
export async function sniffCv(bytes: Uint8Array): Promise<CvKind | null> {
  if (isPdf(bytes)) return { mime: PDF_MIME, ext: 'pdf' }
  if (await isDocx(bytes)) return { mime: DOCX_MIME, ext: 'docx' }
  return null
}
