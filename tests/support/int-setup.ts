/**
 * Runs in each integration test file's own process before the file is imported: points the app's
 * environment at a database nobody else uses, because the Payload config reads it at import time.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { testDbKind } from './test-db'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-int-'))
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_SECRET = 'integration-tests-secret-0123456789'
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD
delete process.env.NEXT_PUBLIC_SITE_URL

let dropDatabase: (() => Promise<void>) | undefined

if (testDbKind() === 'postgres') {
  const adminUrl = inject('pgAdminUrl')
  if (!adminUrl) throw new Error('TEST_DB=postgres but no PostgreSQL server was started by the global setup')
  const name = `t_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
} else {
  delete process.env.DATABASE_URL
}

afterAll(async () => {
  const { closeTestPayload } = await import('./payload')
  await closeTestPayload()
  await dropDatabase?.()
  fs.rmSync(dataDir, { recursive: true, force: true })
})
