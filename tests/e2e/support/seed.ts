/**
 * Where the seeded data every worker copies comes from:
 * - `E2E_SEED_DIR`, when it names a folder already seeded (`npm test` seeds it while the app builds);
 * - with `E2E_SEED_CACHE=1` (for working on the tests, never in CI) a cache folder named by a hash
 *   of everything that shapes the seeded data (seed, migrations, collections, globals), seeded once;
 * - otherwise a temporary folder seeded for this run and removed after it.
 */
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { hasRecords, E2E_SECRET } from './records'
import { cmsScript } from '../../../scripts/lib/cms-script'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

function cacheDir(): string | null {
  if (process.env.E2E_SEED_CACHE !== '1') return null
  const hash = crypto.createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else hash.update(path.relative(root, file)).update(fs.readFileSync(file))
    }
  }
  for (const dir of ['src/seed', 'src/migrations', 'src/collections', 'src/globals']) walk(path.join(root, dir))
  return path.join(os.tmpdir(), `manzil-e2e-seed-${hash.digest('hex').slice(0, 16)}`)
}

/** Seeds `dir` (emptied first) in a child process. */
export async function seedInto(dir: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const env = { ...process.env, DATA_DIR: dir, PAYLOAD_SECRET: E2E_SECRET }
  try {
    const { stdout } = await promisify(execFile)(...cmsScript('tests/e2e/support/prepare.ts', [], env), { cwd: root, env, maxBuffer: 50_000_000 })
    const last = stdout.trim().split('\n').at(-1)
    if (last) console.log(last)
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/** The seeded folder for this run, and whether it is this run's to remove afterwards. */
export async function seededData(): Promise<{ dir: string; temporary: boolean }> {
  const given = process.env.E2E_SEED_DIR
  if (given) {
    if (!hasRecords(given)) await seedInto(given)
    return { dir: given, temporary: false }
  }
  const cache = cacheDir()
  if (cache) {
    if (!hasRecords(cache)) await seedInto(cache)
    return { dir: cache, temporary: false }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-e2e-seed-run-'))
  await seedInto(dir)
  return { dir, temporary: true }
}
