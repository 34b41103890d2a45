/**
 * Photos a visitor sends (the exchange form): JPEG, PNG or WebP, recognised by their first bytes,
 * never by their name or the type the browser claims. The server decodes each one before storing it.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
export const PHOTO_MAX_COUNT = 6

export type ImageKind = { mime: 'image/jpeg'; ext: 'jpg' } | { mime: 'image/png'; ext: 'png' } | { mime: 'image/webp'; ext: 'webp' }

/** The `accept` list of a photo input. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

const at = (bytes: Uint8Array, offset: number, magic: number[]) => magic.every((b, i) => bytes[offset + i] === b)

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (at(bytes, 0, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' }
  if (at(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' }
  // RIFF....WEBP
  if (at(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && at(bytes, 8, [0x57, 0x45, 0x42, 0x50])) return { mime: 'image/webp', ext: 'webp' }
  return null
}
