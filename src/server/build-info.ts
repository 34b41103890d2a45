import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'

let cached: { version: string; buildId: string } | null = null

/** The app version (package.json) and the id of the running Next.js build. */
export async function buildInfo(): Promise<{ version: string; buildId: string }> {
  if (cached) return cached
  const read = (file: string) => fs.readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), file), 'utf8').catch(() => '')
  const [pkg, buildId] = await Promise.all([read('package.json'), read('.next/BUILD_ID')])
  const version = (JSON.parse(pkg || '{}') as { version?: string }).version ?? '0.0.0'
  cached = { version, buildId: buildId.trim() || 'development' }
  return cached
}
