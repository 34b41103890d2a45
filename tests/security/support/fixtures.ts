/**
 * Run after the contract suite's fixtures (tests/api/fixtures.ts) on the same database: the staff
 * accounts of ./staff.ts.
 */
import { getPayload } from 'payload'
import { STAFF } from './staff'

const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
for (const user of Object.values(STAFF)) {
  await payload.create({ collection: 'users', overrideAccess: true, data: { email: user.email, password: user.password, name: user.email.split('@')[0], roles: [...user.roles] } })
}
console.log('STAFF ready')
process.exit(0)
