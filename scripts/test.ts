/**
 * `npm test`: every check, in order, stopping at the first failure —
 * lint, types, unit tests, integration tests on SQLite then PostgreSQL, the production build,
 * the API contract suite against that build on SQLite then PostgreSQL, the multi-server stack test,
 * browser tests against it.
 * The last line is `N passed, M failed` over all test counts.
 * `npm test -- --from <stage>` starts at a later stage (e.g. --from build).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type Counts = { passed: number; failed: number }
type Stage = { name: string; command: string[]; env?: Record<string, string>; report?: string; read?: (file: string) => Counts }

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-test-reports-'))
const report = (name: string) => path.join(reports, `${name}.json`)

/** Vitest's JSON reporter (Jest's format). */
function readVitest(file: string): Counts {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number }
  return { passed: json.numPassedTests, failed: json.numFailedTests }
}

/** Playwright's JSON reporter: a flaky test passed on a retry, a skipped one counts for neither. */
function readPlaywright(file: string): Counts {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected }
}

const vitest = (name: string, project: string, env?: Record<string, string>): Stage => ({
  name,
  command: [bin('vitest'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report(name)}`],
  env,
  report: report(name),
  read: readVitest,
})

/** The API contract suite (tests/api): HTTP against the build of the `build` stage, on a fresh database of its own. */
const apiSuite = (name: string, db: 'sqlite' | 'postgres'): Stage => ({
  name,
  command: [bin('vitest'), 'run', '--config', 'tests/api/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report(name)}`],
  env: { TEST_DB: db },
  report: report(name),
  read: readVitest,
})

const stages: Stage[] = [
  { name: 'lint', command: [bin('eslint'), '.'] },
  { name: 'typecheck', command: [bin('tsc'), '--noEmit'] },
  vitest('unit', 'unit'),
  vitest('int-sqlite', 'int', { TEST_DB: 'sqlite' }),
  vitest('int-postgres', 'int', { TEST_DB: 'postgres' }),
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  apiSuite('api-sqlite', 'sqlite'),
  apiSuite('api-postgres', 'postgres'),
  // The multi-server stack (deploy/stack.ts: PostgreSQL, Redis, S3, two app servers, nginx) against the build.
  { name: 'stack', command: [bin('vitest'), 'run', '--config', 'tests/stack/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report('stack')}`], report: report('stack'), read: readVitest },
  {
    name: 'e2e',
    command: [bin('playwright'), 'test'],
    env: { E2E_JSON_REPORT: report('e2e') },
    report: report('e2e'),
    read: readPlaywright,
  },
]

function run(stage: Stage): Promise<number> {
  const [command, ...args] = stage.command
  return new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: 'inherit', env: { ...process.env, ...stage.env } })
    child.on('error', (error) => {
      console.error(`${stage.name}: ${error.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

const fromArg = process.argv.indexOf('--from')
const from = fromArg === -1 ? undefined : process.argv[fromArg + 1]
const start = from ? stages.findIndex((s) => s.name === from) : 0
if (start === -1) {
  console.error(`--from takes one of: ${stages.map((s) => s.name).join(', ')}`)
  process.exit(2)
}
const selected = stages.slice(start)

const total: Counts = { passed: 0, failed: 0 }
const timings: string[] = []
let exitCode = 0

for (const stage of selected) {
  const shown = stage.command.filter((c) => !c.startsWith('--reporter') && !c.startsWith('--outputFile'))
  const envShown = Object.entries(stage.env ?? {}).filter(([k]) => k === 'TEST_DB').map(([k, v]) => `${k}=${v} `).join('')
  console.log(`\n━━ ${stage.name}: ${envShown}${shown.map((c) => path.basename(c)).join(' ')}`)
  const started = Date.now()
  const code = await run(stage)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  let counts = ''
  if (stage.report && stage.read) {
    if (fs.existsSync(stage.report)) {
      const c = stage.read(stage.report)
      // A run that failed without a failing test (a server that never started, a crash) is one failure.
      if (code !== 0 && c.failed === 0) c.failed = 1
      total.passed += c.passed
      total.failed += c.failed
      counts = `, ${c.passed} passed, ${c.failed} failed`
    } else if (code !== 0) {
      total.failed += 1 // it stopped before reporting: count the run itself as one failure
    }
  }
  timings.push(`${stage.name.padEnd(13)} ${seconds.padStart(7)} s${code === 0 ? '' : `  (exit ${code})`}${counts}`)
  if (code !== 0) {
    exitCode = code
    break
  }
}

fs.rmSync(reports, { recursive: true, force: true })
console.log(`\n━━ ${exitCode === 0 ? 'all stages passed' : `stopped at ${selected[timings.length - 1]?.name}`}`)
for (const line of timings) console.log(line)
console.log(`${total.passed} passed, ${total.failed} failed`)
process.exit(exitCode)
