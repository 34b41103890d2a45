import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildFingerprint, buildNeeded, recordBuild } from '../../scripts/lib/build-stamp'

/** `npm start` builds again when what the build is made from changed since it was built. */
describe('the build stamp', () => {
  let root: string
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  /** A build made now from the tree as it is. */
  const build = (env: Record<string, string> = {}) => {
    write('.next/BUILD_ID', 'b1')
    write('.next/serve.mjs', '')
    recordBuild(root, buildFingerprint(root, env))
  }
  const needed = (env: Record<string, string> = {}) => buildNeeded(root, buildFingerprint(root, env))

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-stamp-'))
    write('src/app/page.tsx', 'export default 1')
    write('package-lock.json', '{"lockfileVersion":3}')
    write('README.md', '# Manzil')
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('asks for a build when there is none, or one of unknown origin', () => {
    expect(needed()).toBe('no build found')
    write('.next/BUILD_ID', 'b1')
    expect(needed()).toBe('no build found')
    write('.next/serve.mjs', '')
    expect(needed()).toMatch(/no record/)
  })

  it('keeps the build while nothing it is made from changed', () => {
    build({ NEXT_PUBLIC_MAPS_KEY: 'k1', UNRELATED: 'a' })
    expect(needed({ NEXT_PUBLIC_MAPS_KEY: 'k1', UNRELATED: 'b' })).toBeNull()
    write('README.md', '# Manzil, edited')
    write('data/manzil.db', 'rows')
    expect(needed({ NEXT_PUBLIC_MAPS_KEY: 'k1' })).toBeNull()
  })

  it.each([
    ['a source edited', () => write('src/app/page.tsx', 'export default 2')],
    ['a source added', () => write('src/lib/new.ts', 'export {}')],
    ['the lock file changed', () => write('package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
  ])('builds again when %s', (_, change) => {
    build()
    change()
    expect(needed()).toMatch(/changed since the last build/)
  })

  it('builds again when a public setting Next builds in changed', () => {
    build({ NEXT_PUBLIC_SITE_URL: 'https://a.example' })
    expect(needed({ NEXT_PUBLIC_SITE_URL: 'https://b.example' })).toMatch(/changed since the last build/)
  })
})
