/**
 * `npm test`: every check, stopping at the first failure. Stages that share no state run side by
 * side, two at a time at most (the machine's two cores); a step waits for the one before it:
 *
 *   1. lint                      | typecheck, then unit, then component
 *   2. int-sqlite                | int-postgres
 *   3. build                     | e2e-seed (the browser tests' database, which needs no build)
 *   4. api-sqlite, then security | api-postgres, then stack (each its own servers and databases on
 *      the build; the security suite runs on SQLite and on PostgreSQL with Redis; the stack test on
 *      deploy/stack.ts: PostgreSQL, Redis, S3, two app servers and nginx)
 *   5. e2e (each browser worker its own server on a copy of the seeded database)
 *
 * The output of stages running side by side is prefixed with their names. At the end: each stage's
 * time, the ten slowest tests over all stages, and `N passed, M failed` over all test counts.
 * `npm test -- --from <stage>` starts at a later stage (e.g. --from build); `--only <stage>` runs one.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { E2E_SECRET } from '../tests/e2e/support/records'
import { cmsScript } from './lib/cms-script'

type Counts = { passed: number; failed: number }
type Timed = { stage: string; name: string; seconds: number }
type Report = { counts: Counts; tests: Timed[] }
type Stage = { name: string; command: string[]; env?: Record<string, string>; report?: string; read?: (file: string, stage: string) => Report }
/** Stages run one after another. */
type Lane = Stage[]
/** Lanes run side by side. */
type Step = Lane[]

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-test-reports-'))
const report = (name: string) => path.join(reports, `${name}.json`)
const seedDir = path.join(reports, 'e2e-seed')

type VitestJson = {
  numPassedTests: number
  numFailedTests: number
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[]
}

/** Vitest's JSON reporter (Jest's format). */
function readVitest(file: string, stage: string): Report {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestJson
  const tests = json.testResults.flatMap((f) =>
    f.assertionResults.map((t) => ({ stage, name: `${path.relative(process.cwd(), f.name)} › ${t.fullName}`, seconds: (t.duration ?? 0) / 1000 })),
  )
  return { counts: { passed: json.numPassedTests, failed: json.numFailedTests }, tests }
}

type PlaywrightSuite = {
  title: string
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** Playwright's JSON reporter: a flaky test passed on a retry (there are none: retries are 0), a skipped one counts for neither. */
function readPlaywright(file: string, stage: string): Report {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] }
  const tests: Timed[] = []
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) for (const r of t.results) tests.push({ stage, name: `[${t.projectName}] ${spec.file} › ${spec.title}`, seconds: r.duration / 1000 })
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of json.suites) walk(suite)
  return { counts: { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected }, tests }
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

const stage = {
  lint: { name: 'lint', command: [bin('eslint'), '.'] },
  typecheck: { name: 'typecheck', command: [bin('tsc'), '--noEmit'] },
  unit: vitest('unit', 'unit'),
  component: vitest('component', 'component'),
  intSqlite: vitest('int-sqlite', 'int', { TEST_DB: 'sqlite' }),
  intPostgres: vitest('int-postgres', 'int', { TEST_DB: 'postgres' }),
  build: { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  seed: { name: 'e2e-seed', command: cmsScript('tests/e2e/support/prepare.ts').flat(), env: { DATA_DIR: seedDir, PAYLOAD_SECRET: E2E_SECRET } },
  apiSqlite: apiSuite('api-sqlite', 'sqlite'),
  apiPostgres: apiSuite('api-postgres', 'postgres'),
  // The security suite (tests/security): HTTP against the build on SQLite and on PostgreSQL with Redis, in one run.
  security: {
    name: 'security',
    command: [bin('vitest'), 'run', '--config', 'tests/security/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report('security')}`],
    report: report('security'),
    read: readVitest,
  },
  // The multi-server stack (deploy/stack.ts: PostgreSQL, Redis, S3, two app servers, nginx) against the build.
  stack: {
    name: 'stack',
    command: [bin('vitest'), 'run', '--config', 'tests/stack/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report('stack')}`],
    report: report('stack'),
    read: readVitest,
  },
  e2e: {
    name: 'e2e',
    command: [bin('playwright'), 'test'],
    env: { E2E_JSON_REPORT: report('e2e'), E2E_SEED_DIR: seedDir },
    report: report('e2e'),
    read: readPlaywright,
  },
} satisfies Record<string, Stage>

const plan: Step[] = [
  [[stage.lint], [stage.typecheck, stage.unit, stage.component]],
  [[stage.intSqlite], [stage.intPostgres]],
  [[stage.build], [stage.seed]],
  [[stage.apiSqlite, stage.security], [stage.apiPostgres, stage.stack]],
  [[stage.e2e]],
]
const order = plan.flat(2).map((s) => s.name)

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}
const from = option('--from')
const only = option('--only')
for (const name of [from, only]) {
  if (name !== undefined && !order.includes(name)) {
    console.error(`--from and --only take one of: ${order.join(', ')}`)
    process.exit(2)
  }
}
const wanted = (s: Stage) => (only ? s.name === only : !from || order.indexOf(s.name) >= order.indexOf(from))
const steps = plan.map((step) => step.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0)).filter((step) => step.length > 0)

const children = new Set<ChildProcess>()

/** Runs one stage; beside others, its output lines carry its name. */
function run(s: Stage, prefixed: boolean): Promise<number> {
  const [command, ...args] = s.command
  return new Promise((resolve) => {
    // Its own process group, so that a failure beside it can stop it with everything it started.
    const child = spawn(command!, args, { stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...s.env }, detached: true })
    children.add(child)
    if (prefixed) {
      for (const stream of [child.stdout!, child.stderr!]) {
        readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${s.name}] ${line}`))
      }
    }
    child.on('error', (error) => {
      console.error(`${s.name}: ${error.message}`)
      children.delete(child)
      resolve(127)
    })
    child.on('exit', (code, signal) => {
      children.delete(child)
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

function stopAll() {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })
}

const total: Counts = { passed: 0, failed: 0 }
const timings: string[] = []
const timed: Timed[] = []
let failedStage: string | undefined
let exitCode = 0
const started = Date.now()

async function runStage(s: Stage, prefixed: boolean): Promise<boolean> {
  const shown = s.command.filter((c) => !c.startsWith('--reporter') && !c.startsWith('--outputFile'))
  const envShown = Object.entries(s.env ?? {}).filter(([k]) => k === 'TEST_DB').map(([k, v]) => `${k}=${v} `).join('')
  console.log(`\n━━ ${s.name}: ${envShown}${shown.map((c) => path.basename(c)).join(' ')}`)
  const t0 = Date.now()
  const code = await run(s, prefixed)
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  // A stage stopped because another failed beside it is not a failure of its own.
  if (failedStage && code !== 0) {
    timings.push(`${s.name.padEnd(13)} ${seconds.padStart(7)} s  (stopped)`)
    return false
  }
  let counts = ''
  if (s.report && s.read) {
    if (fs.existsSync(s.report)) {
      const r = s.read(s.report, s.name)
      // A run that failed without a failing test (a server that never started, a crash) is one failure.
      if (code !== 0 && r.counts.failed === 0) r.counts.failed = 1
      total.passed += r.counts.passed
      total.failed += r.counts.failed
      timed.push(...r.tests)
      counts = `, ${r.counts.passed} passed, ${r.counts.failed} failed`
    } else if (code !== 0) {
      total.failed += 1 // it stopped before reporting: count the run itself as one failure
    }
  }
  timings.push(`${s.name.padEnd(13)} ${seconds.padStart(7)} s${code === 0 ? '' : `  (exit ${code})`}${counts}`)
  if (code !== 0) {
    failedStage ??= s.name
    exitCode = code
    stopAll()
    return false
  }
  return true
}

for (const step of steps) {
  const prefixed = step.length > 1
  const lanes = step.map(async (lane) => {
    for (const s of lane) if (failedStage || !(await runStage(s, prefixed))) return
  })
  await Promise.all(lanes)
  if (failedStage) break
}

fs.rmSync(reports, { recursive: true, force: true })
const wall = ((Date.now() - started) / 1000).toFixed(1)
console.log(`\n━━ ${failedStage ? `stopped at ${failedStage}` : 'all stages passed'} in ${wall} s`)
for (const line of timings) console.log(line)
if (timed.length) {
  console.log('\n━━ the 10 slowest tests')
  for (const t of [...timed].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`${t.seconds.toFixed(1).padStart(7)} s  ${t.stage.padEnd(13)} ${t.name}`)
}
console.log(`\n${total.passed} passed, ${total.failed} failed`)
process.exit(exitCode)
