/** CVs: PDF or DOCX, recognised by their content, never by their name. */
export const CV_MAX_BYTES = 5 * 1024 * 1024

export type CvKind = { mime: 'application/pdf'; ext: 'pdf' } | { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'; ext: 'docx' }

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04] // PK\3\4

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b)

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text)
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

/** What a file is by its bytes: a PDF, a Word (DOCX) document, or neither (null). */
export function sniffCv(bytes: Uint8Array): CvKind | null {
  if (startsWith(bytes, PDF)) return { mime: 'application/pdf', ext: 'pdf' }
  // A DOCX is a ZIP whose entries include [Content_Types].xml and word/… parts; entry names are stored uncompressed.
  if (startsWith(bytes, ZIP) && contains(bytes, '[Content_Types].xml') && contains(bytes, 'word/')) {
    return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' }
  }
  return null
}
