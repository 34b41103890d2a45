export {}

/** `npm run migrate`: apply the committed migrations to the configured database. */
const { readEnv, resolveSecret, ConfigError } = await import('../src/env')
const { checkDatabase } = await import('../src/server/ops/preflight')
try {
  const env = readEnv()
  process.env.PAYLOAD_SECRET = resolveSecret(env)
  await checkDatabase(env)
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  console.log('manzil: database schema is up to date')
  process.exit(0)
} catch (error) {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
  console.error(`manzil: ${error instanceof ConfigError ? message : `migration failed: ${message}`}`)
  process.exit(1)
}
