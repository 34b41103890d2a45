import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { freePort } from './free-port'

/**
 * A local S3-compatible server (s3rver, files in a temp folder) with one bucket, for the tests and
 * the local stack. It takes the access key `S3RVER` and the secret `S3RVER`.
 */
export type S3Server = {
  endpoint: string
  bucket: string
  /** The app's settings that point at it. */
  env: Record<string, string>
  stop: () => Promise<void>
}

export async function startS3Server(options: { bucket?: string; port?: number; dir?: string } = {}): Promise<S3Server> {
  const bucket = options.bucket ?? 'manzil'
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-s3-'))
  const port = options.port ?? (await freePort())
  const server = new S3rver({ address: '127.0.0.1', port, directory: dir, silent: true, configureBuckets: [{ name: bucket }] })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close()
      if (!options.dir) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
