import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { cmsScript } from '../../scripts/lib/cms-script'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-cms-script-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The places in a module's source where it waits at its top level (an `await` outside any function). */
function topLevelAwaits(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  if (!text.includes('await')) return []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) {
      found.push(`${path.relative(process.cwd(), file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Runs the script that loads the CMS with these Node flags, and returns the files of the ES modules it loaded. */
function modulesLoaded(nodeFlags: 'as the scripts run' | 'without them'): string[] {
  const list = path.join(dir, `modules-${nodeFlags.length}.txt`)
  const [command, args] = cmsScript('tests/unit/support/load-cms.ts', [], { NODE_ENV: 'production' })
  const flags = nodeFlags === 'as the scripts run' ? args : args.filter((a) => !a.startsWith('--conditions='))
  const recorder = ['--import', pathToFileURL(path.resolve('tests/unit/support/record-modules.mjs')).href]
  const run = spawnSync(command, [...flags.slice(0, -1), ...recorder, ...flags.slice(-1)], {
    env: { ...process.env, NODE_ENV: 'production', RECORD_MODULES: list, DATA_DIR: dir, PAYLOAD_SECRET: 'cms-script-test-secret-0123456789abcdef' },
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(run.status, run.stderr).toBe(0)
  const urls = new Set(fs.readFileSync(list, 'utf8').trim().split('\n'))
  return [...urls].map((url) => fileURLToPath(url)).filter((file) => !file.endsWith('load-cms.ts') && fs.existsSync(file))
}

describe('a script that loads the CMS outside Next.js (seed, fixtures, migrations)', { timeout: 120_000 }, () => {
  // A module graph where modules wait at their top level and import one another can stop loading
  // half-way on Node 20 when the machine is busy (exit code 13, nothing printed): see scripts/lib/cms-script.ts.
  it('loads it without any module waiting at its top level', () => {
    const files = modulesLoaded('as the scripts run')
    // The rich-text editor is part of what is loaded: the check looks at the modules that had the waits.
    expect(files.filter((f) => f.includes(`${path.sep}lexical${path.sep}`)).length).toBeGreaterThan(0)
    expect(files.flatMap(topLevelAwaits)).toEqual([])
  })

  it('would load modules that wait at their top level without the flags: the check can see them', () => {
    const waits = modulesLoaded('without them').flatMap(topLevelAwaits)
    expect(waits.some((w) => w.includes('lexical'))).toBe(true)
  })
})
