/**
 * npm run seed [-- --properties N]
 * Applies the migrations, creates the first admin, loads the demo content when the database is
 * empty, then (optionally) N more properties for benchmarks.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { ensureFirstAdmin } from '../src/server/admin/first-admin'
import { seedBulkProperties, seedDemo } from '../src/seed'

function parseCount(argv: string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--properties' || a.startsWith('--properties='))
  if (i === -1) return undefined
  const raw = argv[i]?.includes('=') ? argv[i]?.split('=')[1] : argv[i + 1]
  const n = Number(String(raw ?? '').replace(/[_,]/g, ''))
  if (!Number.isInteger(n) || n <= 0) throw new Error('--properties needs a positive whole number, e.g. --properties 100000')
  return n
}

async function main(): Promise<void> {
  const started = Date.now()
  const count = parseCount(process.argv.slice(2))
  const log = (line: string) => console.log(line)
  const payload = await getPayload({ config })
  log('Applying migrations…')
  await payload.db.migrate()
  const admin = await ensureFirstAdmin(payload)
  if (admin.created) {
    log(`Admin account created: ${admin.email}${admin.demo ? ' (demo password, see the README)' : ''}`)
    if (admin.password) log(`Its password, shown only this once: ${admin.password}`)
  }
  log('Demo content…')
  await seedDemo(payload, { log })
  if (count) await seedBulkProperties(payload, count, { log })
  log(`Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err)
    console.error(`Seed failed: ${message.split('\n')[0]}`)
    process.exit(1)
  },
)
