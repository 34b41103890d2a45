/**
 * The stack test's small data set, written through Payload into the stack's fresh PostgreSQL
 * database before the app servers start (deploy/stack.ts runs it with the stack's settings, the
 * bucket included). Prints one line `STACK {json}` with what the test needs.
 */
import { getPayload } from 'payload'

const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
const { migrations } = await import('@/migrations/postgres')
await payload.db.migrate({ migrations: migrations as unknown as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })

const password = 'stack-test-password-0123'
const users: Record<string, string> = {}
for (const role of ['admin', 'editor', 'sales', 'hr'] as const) {
  const email = `${role}@stack.test`
  await payload.create({ collection: 'users', data: { email, password, roles: [role], name: role } })
  users[role] = email
}

await payload.create({ collection: 'currencies', data: { code: 'AED', name: 'درهم', symbol: 'د.إ', rate: 1, decimals: 0, isBase: true, isDefault: true, order: 1 } })
await payload.updateGlobal({ slug: 'settings', data: { seo_settings: { seo_title: 'منزل' }, contact_info: { notify_email: 'sales@stack.test' }, default_currency: 'AED' } })
const country = await payload.create({ collection: 'countries', data: { name: 'الإمارات', code: 'AE' } })
const state = await payload.create({ collection: 'states', data: { name: 'دبي', country: country.id } })
const city = await payload.create({ collection: 'cities', data: { name: 'دبي', state: state.id, country: country.id } })
const type = await payload.create({ collection: 'property-types', data: { name: 'شقة' } })

const properties: number[] = []
for (let i = 1; i <= 6; i++) {
  const doc = await payload.create({
    collection: 'properties',
    locale: 'ar',
    data: { title: `شقة ${i}`, reference: `STACK-${i}`, type: type.id, city: city.id, price: 900_000 + i * 10_000, currency: 'AED', purpose: 'sale', status: 'available', published: true },
  })
  await payload.update({ collection: 'properties', id: doc.id, locale: 'en', data: { title: `Apartment ${i}` } })
  properties.push(doc.id)
}

console.log(`STACK ${JSON.stringify({ password, users, properties, city: city.id, type: type.id })}`)
process.exit(0)
