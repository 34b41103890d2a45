import 'server-only'
import sharp from 'sharp'
import type { CheckedPhoto } from '@/lib/schemas'

/** Larger than any phone camera; far smaller than an image built to exhaust memory when decoded. */
const MAX_PIXELS = 60_000_000

/** Whether the image decodes from start to end: a JPEG header on a truncated or forged file does not. */
async function decodes(photo: CheckedPhoto): Promise<boolean> {
  try {
    await sharp(photo.bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).resize(64, 64, { fit: 'inside' }).toBuffer()
    return true
  } catch {
    return false
  }
}

/** The positions (`photos.2`) of the photos that are not images after all. */
export async function undecodablePhotos(photos: readonly CheckedPhoto[]): Promise<string[]> {
  const results = await Promise.all(photos.map(decodes))
  return results.flatMap((ok, i) => (ok ? [] : [`photos.${i}`]))
}
