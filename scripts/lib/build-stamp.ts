import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * What a build of the site is made from: the sources, the lock file and the settings Next builds
 * in. `npm start` keeps the fingerprint of what it built beside the build and builds again when it
 * no longer matches (an update pulled, a package changed, a public setting changed), so it never
 * serves a build older than its sources.
 */

/** Folders and files whose content goes into the build. */
export const BUILD_INPUTS = ['src', 'public', 'scripts', 'package-lock.json', 'package.json', 'next.config.ts', 'tsconfig.json', 'postcss.config.mjs'] as const

/** Where the fingerprint of the current build is kept (the build folder goes with it). */
export const stampFile = (root: string) => path.join(root, '.next', 'manzil-build-stamp')

function* files(root: string, entry: string): Generator<string> {
  const full = path.join(root, entry)
  let stat: fs.Stats
  try {
    stat = fs.statSync(full)
  } catch {
    return
  }
  if (stat.isFile()) {
    yield entry
    return
  }
  if (!stat.isDirectory()) return
  for (const name of fs.readdirSync(full).sort()) yield* files(root, path.join(entry, name))
}

type Settings = Record<string, string | undefined>

/** Settings Next writes into the build: `NEXT_PUBLIC_*` (as set, sorted by name). */
const builtInSettings = (env: Settings) =>
  Object.keys(env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_') && env[k])
    .sort()
    .map((k) => `${k}=${env[k]}`)

/** A hash of every input's path and content, and of the built-in settings. */
export function buildFingerprint(root: string, env: Settings = process.env): string {
  const hash = crypto.createHash('sha256')
  for (const input of BUILD_INPUTS) {
    for (const file of files(root, input)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(root, file))).update('\0')
  }
  for (const setting of builtInSettings(env)) hash.update(`${setting}\0`)
  return hash.digest('hex')
}

/** Why a build is needed, or null when the build there was made from these very inputs. */
export function buildNeeded(root: string, fingerprint: string): string | null {
  // The site and the production server bundled beside it (`npm run build` makes both).
  if (!['BUILD_ID', 'serve.mjs'].every((f) => fs.existsSync(path.join(root, '.next', f)))) return 'no build found'
  let stamp: string
  try {
    stamp = fs.readFileSync(stampFile(root), 'utf8').trim()
  } catch {
    return 'the build has no record of what it was made from'
  }
  return stamp === fingerprint ? null : 'the sources, the lock file or a public setting changed since the last build'
}

export function recordBuild(root: string, fingerprint: string): void {
  fs.writeFileSync(stampFile(root), `${fingerprint}\n`)
}
