import fs from 'node:fs'
import path from 'node:path'
import { root, seededData } from './seed'

/**
 * Once per run, before any worker starts: the build must exist, the seeded data is made (or found),
 * and its folder handed to the workers in `E2E_SEED_DIR`; each worker copies it for its own server.
 */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, '.next', 'serve.mjs'))) throw new Error('The browser tests need a build: run `npm run build` first')
  // Cached reads and pages of an earlier run (another database) must not answer for this one.
  for (const cache of ['.next/cache/fetch-cache', '.next/server/route-cache']) fs.rmSync(path.join(root, cache), { recursive: true, force: true })
  const started = Date.now()
  const seed = await seededData()
  console.log(`[e2e] seeded data in ${path.basename(seed.dir)} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  process.env.E2E_SEED_DIR = seed.dir
  return () => {
    if (seed.temporary) fs.rmSync(seed.dir, { recursive: true, force: true })
  }
}
