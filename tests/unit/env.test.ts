import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, databaseKind, readEnv as readEnvFrom, resolveSecret, weakSecret } from '@/env'
import { s3Settings } from '@/server/storage/s3'

/** An environment made of exactly these values. */
const readEnv = (values: Record<string, string>) => readEnvFrom(values as NodeJS.ProcessEnv)

describe('readEnv', () => {
  it('accepts an empty environment', () => {
    expect(readEnv({})).toEqual({})
  })

  it('treats empty values as unset', () => {
    expect(readEnv({ DATABASE_URL: '', ADMIN_EMAIL: '' })).toEqual({})
  })

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PAYLOAD_SECRET: 'short' }, 'PAYLOAD_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: '1234' }, 'ADMIN_PASSWORD'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ API_POST_RATE_LIMIT: 'ten a minute' }, 'API_POST_RATE_LIMIT'],
    [{ DEMO: 'yes' }, 'DEMO'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'uploads', S3_ENDPOINT: 'somewhere' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('reports a bad value in one clear line: %o', (source, name) => {
    let error: unknown
    try {
      readEnv(source)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message.startsWith(`${name}: `)).toBe(true)
    expect(message).not.toContain('\n')
    expect(message.length).toBeLessThan(200)
  })

  it('reads a port as a number', () => {
    expect(readEnv({ PORT: '3100' }).PORT).toBe(3100)
  })
})

describe('s3Settings', () => {
  it('keeps uploads on disk without a bucket', () => {
    expect(s3Settings(readEnv({}))).toBeNull()
  })

  it('talks to a local S3-compatible server by path, with the given keys', () => {
    const settings = s3Settings(readEnv({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }))
    expect(settings).toMatchObject({
      bucket: 'uploads',
      client: { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } },
    })
  })

  it('uses the machine\'s own credentials and virtual-hosted addresses on AWS', () => {
    const settings = s3Settings(readEnv({ S3_BUCKET: 'uploads', S3_REGION: 'eu-west-1' }))
    expect(settings?.client).toMatchObject({ region: 'eu-west-1', forcePathStyle: false })
    expect(settings?.client.credentials).toBeUndefined()
    expect(settings?.client.endpoint).toBeUndefined()
  })
})

describe('databaseKind', () => {
  it.each([
    [undefined, 'sqlite'],
    ['file:/tmp/x.db', 'sqlite'],
    ['postgres://u@h/db', 'postgres'],
    ['postgresql://u@h/db', 'postgres'],
  ])('%s → %s', (url, kind) => {
    expect(databaseKind(readEnv(url ? { DATABASE_URL: url } : {}))).toBe(kind)
  })
})

describe('resolveSecret', () => {
  let dir: string
  const saved = process.env.DATA_DIR
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-env-'))
    process.env.DATA_DIR = dir
  })
  afterEach(() => {
    if (saved === undefined) delete process.env.DATA_DIR
    else process.env.DATA_DIR = saved
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('uses PAYLOAD_SECRET when set', () => {
    const secret = '3f9c0a7e51b2d8c46e0f1a9b7c3d5e2f'
    expect(resolveSecret(readEnv({ PAYLOAD_SECRET: secret, NODE_ENV: 'production' }))).toBe(secret)
  })

  it('refuses a weak PAYLOAD_SECRET in production, in one line that says why', () => {
    for (const [secret, why] of [
      ['short-but-sixteen-plus', /shorter than 32 characters/],
      ['x'.repeat(40), /repeats too few characters/],
      ['1234'.repeat(10), /repeats too few characters/],
    ] as const) {
      expect(() => resolveSecret(readEnv({ PAYLOAD_SECRET: secret, NODE_ENV: 'production' }))).toThrow(ConfigError)
      expect(() => resolveSecret(readEnv({ PAYLOAD_SECRET: secret, NODE_ENV: 'production' }))).toThrow(why)
      expect(weakSecret(secret)).not.toBeNull()
    }
    // Outside production (`next dev`), a short secret of 16 characters or more still does.
    expect(resolveSecret(readEnv({ PAYLOAD_SECRET: 'x'.repeat(20) }))).toBe('x'.repeat(20))
    expect(weakSecret('3f9c0a7e51b2d8c46e0f1a9b7c3d5e2f')).toBeNull()
  })

  it('refuses production without PAYLOAD_SECRET', () => {
    expect(() => resolveSecret(readEnv({ NODE_ENV: 'production' }))).toThrow(ConfigError)
    expect(() => resolveSecret(readEnv({ NODE_ENV: 'production' }))).toThrow(/PAYLOAD_SECRET/)
    expect(fs.existsSync(path.join(dir, '.secret'))).toBe(false)
  })

  it('outside production, generates one secret in the data folder and keeps it', () => {
    const first = resolveSecret(readEnv({ NODE_ENV: 'development' }))
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    const file = path.join(dir, '.secret')
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first)
    expect(fs.statSync(file).mode & 0o077).toBe(0)
    expect(resolveSecret(readEnv({}))).toBe(first)
  })
})
