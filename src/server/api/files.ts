import 'server-only'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import type { CheckedCv, CheckedPhoto } from '@/lib/schemas'

/**
 * The server's own look at what visitors upload, past the schemas' first bytes: the maintained
 * detector `file-type` (which bounds what it inflates) must agree on the kind, and photos are decoded
 * under a pixel limit and stored re-encoded, so that nothing of the original file but its picture
 * is kept (no GPS position, no camera details, nothing hidden after the image data).
 */

/** Larger than any phone camera; far smaller than an image built to exhaust memory when decoded. */
export const MAX_PIXELS = 60_000_000
/** The longest side a stored photo keeps (the photo collection's own resize says the same). */
const MAX_SIDE = 2000

export type CleanPhoto = { bytes: Buffer; mime: 'image/webp'; ext: 'webp' }

/** The photo as stored: its pixels only, upright, at most 2000 px a side; null when it is not the image it claims to be. */
export async function cleanPhoto(photo: CheckedPhoto): Promise<CleanPhoto | null> {
  const detected = await fileTypeFromBuffer(photo.bytes).catch(() => undefined)
  if (detected?.mime !== photo.kind.mime) return null
  try {
    const bytes = await sharp(photo.bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer()
    return { bytes, mime: 'image/webp', ext: 'webp' }
  } catch {
    return null
  }
}

/** Every photo cleaned, or the positions (`photos.2`) of those that are not images after all. */
export async function cleanPhotos(photos: readonly CheckedPhoto[]): Promise<{ ok: CleanPhoto[] } | { broken: string[] }> {
  const results: (CleanPhoto | null)[] = []
  // One at a time: six large decodes at once would hold six decoded pictures in memory.
  for (const photo of photos) results.push(await cleanPhoto(photo))
  const broken = results.flatMap((r, i) => (r ? [] : [`photos.${i}`]))
  return broken.length ? { broken } : { ok: results as CleanPhoto[] }
}

/** Whether `file-type` sees the CV as the same kind as the schema did (a PDF, or a Word document). */
export async function cvConfirmed(cv: CheckedCv): Promise<boolean> {
  const detected = await fileTypeFromBuffer(cv.bytes).catch(() => undefined)
  return detected?.mime === cv.kind.mime
}
