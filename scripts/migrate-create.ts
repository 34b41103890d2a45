/**
 * Writes a migration for both databases from the current schema:
 *   npm run migrate:create -- <name>
 * SQLite uses a temporary file, PostgreSQL a throwaway server.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPgCluster } from './lib/pg-cluster'
import { cmsNodeFlags } from './lib/cms-script'

const name = process.argv[2] ?? 'change'
const bin = path.resolve('node_modules/payload/bin.js')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-migrate-'))

function create(env: Record<string, string>) {
  execFileSync(process.execPath, [...cmsNodeFlags(), bin, 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, PAYLOAD_SECRET: 'migration-generator-secret', DATA_DIR: tmp, ...env },
  })
}

create({ DATABASE_URL: '' })
const pg = await startPgCluster()
try {
  create({ DATABASE_URL: pg.url })
} finally {
  await pg.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
}
