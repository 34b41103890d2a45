/**
 * Hostile files, made in the test rather than shipped: a zip bomb dressed as a Word document, and a
 * pixel flood (a small PNG that decodes to hundreds of megapixels).
 */
import zlib from 'node:zlib'
import { DOCX_MIME } from '@/lib/schemas/cv'
import { zip } from '../../api/files'

/** The archive with the central directory's uncompressed size of `name` set to `declared` (an attacker's to choose). */
export function declaring(archive: Buffer, name: string, declared: number): Buffer {
  const out = Buffer.from(archive)
  for (let at = out.length - 22; at >= 0; at--) {
    if (out.readUInt32LE(at) !== 0x02014b50) continue
    const length = out.readUInt16LE(at + 28)
    if (out.toString('utf8', at + 46, at + 46 + length) === name) out.writeUInt32LE(declared, at + 24)
  }
  return out
}

/** A Word document's [Content_Types].xml, with `padding` spaces inside it. */
export const contentTypes = (padding = 0) =>
  Buffer.concat([
    Buffer.from(
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${DOCX_MIME}.main+xml"/>`,
    ),
    Buffer.alloc(padding, 0x20),
    Buffer.from('</Types>'),
  ])

/** A 1-bit greyscale PNG of `side` × `side` pixels, all black: a few tens of KB that decode to side² pixels. */
export function pixelFlood(side: number): Buffer {
  const crc = (buf: Buffer) => zlib.crc32(buf)
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4)
    head.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const tail = Buffer.alloc(4)
    tail.writeUInt32BE(crc(body))
    return Buffer.concat([head, body, tail])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(side, 0)
  ihdr.writeUInt32BE(side, 4)
  ihdr[8] = 1 // bit depth
  ihdr[9] = 0 // greyscale
  const row = 1 + Math.ceil(side / 8)
  const image = zlib.deflateSync(Buffer.alloc(row * side), { level: 9 })
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', image), chunk('IEND', Buffer.alloc(0))])
}

/** A Word document whose [Content_Types].xml declares 300 bytes and inflates to 64 MB (about 64 KB as sent). */
export const zipBomb = () =>
  declaring(zip([{ name: '[Content_Types].xml', data: contentTypes(64 * 1024 * 1024) }, { name: '_rels/.rels', data: '<Relationships/>' }, { name: 'word/document.xml', data: '<w:document/>' }]), '[Content_Types].xml', 300)
