import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cmsScript } from '../../scripts/lib/cms-script'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-start-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** How long one run of the script may take: starting Node and tsx is seconds on a busy machine, far over Vitest's 5 s default. */
const RUN_LIMIT_MS = 60_000

/** Runs `npm start`'s script with exactly these settings and returns how it ended. */
function start(env: Record<string, string>) {
  const childEnv: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env }
  const result = spawnSync(...cmsScript('scripts/start.ts', [], childEnv as unknown as NodeJS.ProcessEnv), {
    env: childEnv as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: RUN_LIMIT_MS,
  })
  const lines = `${result.stdout}${result.stderr}`.split('\n').filter((l) => l.trim() && !/npm warn/i.test(l))
  return { status: result.status, lines }
}

describe('npm start refuses bad settings with one clear line', { timeout: RUN_LIMIT_MS }, () => {
  it('an unreachable DATABASE_URL, with its password hidden', () => {
    const { status, lines } = start({ DATABASE_URL: 'postgres://manzil:s3cret@127.0.0.1:1/manzil' })
    expect(status).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^manzil: Cannot reach PostgreSQL at postgres:\/\/manzil:\*\*\*@127\.0\.0\.1:1\/manzil .*check DATABASE_URL/)
    expect(lines[0]).not.toContain('s3cret')
  })

  it('a missing secret in production', () => {
    const { status, lines } = start({ NODE_ENV: 'production' })
    expect(status).toBe(1)
    expect(lines).toEqual(['manzil: PAYLOAD_SECRET is missing: set it to a long random string (openssl rand -hex 32)'])
  })

  it('a malformed setting', () => {
    const { status, lines } = start({ DATABASE_URL: 'mysql://db/manzil' })
    expect(status).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^manzil: DATABASE_URL: /)
  })
})
