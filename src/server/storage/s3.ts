import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { Env } from '@/env'

/**
 * Where uploads live: on the app's own disk (`DATA_DIR`, the default: one server), or in an
 * S3-compatible bucket when `S3_BUCKET` is set (several servers, each reading what any of them
 * stored). With a bucket, Payload's S3 adapter stores every upload and its generated sizes under
 * one key prefix per collection, and every read goes through the app:
 *
 * - public images at `/media/<name>` (src/app/media), read from the bucket by key, immutable;
 * - CVs and exchange photos at Payload's `/api/<collection>/file/<name>`, which checks the reader's
 *   role (HR and admins for CVs, sales and admins for photos) before the adapter streams the file.
 *
 * The bucket itself stays private: nothing is ever read from it directly.
 */

// Not `server-only`: the Payload config imports it, and scripts (seed, migrations) load that config.

/** The key prefix of each upload collection in the bucket. */
export const PREFIXES = { media: 'media', 'cv-files': 'cv-files', 'exchange-photos': 'exchange-photos' } as const

export type S3Settings = { bucket: string; client: S3ClientConfig }

/** The bucket and client settings, or null when uploads stay on disk. */
export function s3Settings(env: Env): S3Settings | null {
  if (!env.S3_BUCKET) return null
  const forcePathStyle = env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT)
  return {
    bucket: env.S3_BUCKET,
    client: {
      region: env.S3_REGION ?? 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle,
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
      // Checksums only where S3 requires them: S3-compatible servers other than AWS do not all
      // read the trailing checksums the SDK now sends by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

/**
 * Payload's S3 adapter, always in the config so that the collections have the same fields (and the
 * same migrations) with or without a bucket; it stores files only when a bucket is set.
 */
export function storagePlugin(env: Env): Plugin {
  const settings = s3Settings(env)
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'not-configured',
    config: settings?.client ?? {},
    collections: {
      media: { prefix: PREFIXES.media },
      'cv-files': { prefix: PREFIXES['cv-files'] },
      'exchange-photos': { prefix: PREFIXES['exchange-photos'] },
    },
  })
}

let client: { key: string; client: S3Client } | undefined

/** One client per settings, kept for the process. */
function clientFor(settings: S3Settings): S3Client {
  const key = JSON.stringify(settings)
  if (client?.key !== key) client = { key, client: new S3Client(settings.client) }
  return client.client
}

/**
 * Removes every object of an upload collection whose file name starts with `start` (a form post's
 * files and their sizes, left by an attempt cut short: src/server/api/forms.ts, postFiles).
 */
export async function removeObjects(settings: S3Settings, collection: keyof typeof PREFIXES, start: string): Promise<void> {
  const s3 = clientFor(settings)
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: `${PREFIXES[collection]}/${start}` }))
  const keys = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []))
  if (keys.length) await s3.send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: keys, Quiet: true } }))
}

/** A public image from the bucket, by its file name: its bytes as a stream, or null when there is none. */
export async function readMediaObject(settings: S3Settings, name: string): Promise<{ body: ReadableStream; length: number | undefined } | null> {
  try {
    const object = await clientFor(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${PREFIXES.media}/${name}` }))
    if (!object.Body) return null
    return { body: object.Body.transformToWebStream(), length: object.ContentLength }
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status === 404 || (error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}
