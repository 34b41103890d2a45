/**
 * `npm start`: everything a fresh clone needs, in order — check the settings, reach the database,
 * apply the migrations, create the first admin, load the demo content into an empty database,
 * build when there is no build or it is older than the sources, then serve on PORT (default 3000).
 */
import { spawnSync } from 'node:child_process'
import { spawnAppServer } from './lib/app-server'
import { buildFingerprint, buildNeeded, recordBuild } from './lib/build-stamp'

const log = (line: string) => console.log(`manzil: ${line}`)
function fail(line: string): never {
  console.error(`manzil: ${line}`)
  process.exit(1)
}
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error'

const production = process.env.NODE_ENV === 'production'

const { assertStrongSecret, isDemoMode, readEnv, resolveSecret, ConfigError } = await import('../src/env')
const { checkDatabase } = await import('../src/server/ops/preflight')

let env: ReturnType<typeof readEnv>
try {
  env = readEnv()
  process.env.PAYLOAD_SECRET = resolveSecret(env)
  // The site is served in production mode whatever NODE_ENV says here: its secret must be strong.
  assertStrongSecret(process.env.PAYLOAD_SECRET)
  if (isDemoMode(env) && production) throw new ConfigError('DEMO=true is for trying the site on this machine; it cannot be combined with NODE_ENV=production')
  await checkDatabase(env)
} catch (error) {
  fail(error instanceof ConfigError ? error.message : messageOf(error))
}

// Payload's adapters log errors as multi-line objects; keep start-up output to our own lines.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
let payload: Awaited<ReturnType<typeof getPayload>>
try {
  payload = await getPayload({ config })
} catch (error) {
  fail(`The CMS could not start: ${messageOf(error)}`)
}

try {
  await payload.db.migrate()
  log('database schema is up to date')
} catch (error) {
  fail(`A database migration failed: ${messageOf(error)}. Fix the migration (src/migrations) or restore the database, then start again`)
}

try {
  const { ensureFirstAdmin, refuseDemoPassword } = await import('../src/server/admin/first-admin')
  const admin = await ensureFirstAdmin(payload, env)
  if (admin.created) {
    log(`created the first admin ${admin.email}${admin.demo ? ' with the demo password from the README (demo mode)' : ''}`)
    // Printed here once and kept nowhere else.
    if (admin.password) log(`its password, shown only this once: ${admin.password} (sign in at /admin and change it under Account)`)
  }
  await refuseDemoPassword(payload, env)
} catch (error) {
  fail(error instanceof ConfigError ? error.message : `Could not create the first admin: ${messageOf(error)}`)
}

const seedWanted = process.env.SEED_DEMO ? process.env.SEED_DEMO !== 'false' : !production
if (seedWanted) {
  try {
    const { isDatabaseEmpty, seedDemo } = await import('../src/seed')
    if (await isDatabaseEmpty(payload)) {
      log('the database is empty: loading the demo content')
      await seedDemo(payload, { log })
    }
  } catch (error) {
    fail(`Loading the demo content failed: ${messageOf(error)}`)
  }
}
await payload.destroy().catch(() => undefined)

const fingerprint = buildFingerprint(process.cwd())
const reason = buildNeeded(process.cwd(), fingerprint)
if (reason) {
  log(`${reason}: building the site (about a minute)`)
  const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env: process.env })
  if (built.status !== 0) fail('the build failed (see above)')
  recordBuild(process.cwd(), fingerprint)
}

const port = String(env.PORT ?? 3000)
// Demo mode serves this machine alone: its admin password is in the README.
const hostname = isDemoMode(env) ? '127.0.0.1' : undefined
log(`serving on http://${hostname ?? 'localhost'}:${port} (admin at /admin)${hostname ? ', reachable from this machine only (demo mode)' : ''}`)
const server = spawnAppServer({ port: Number(port), hostname, env: process.env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
