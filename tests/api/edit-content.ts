/**
 * An editor's change made from outside the app server, as another server or a script would: through
 * Payload with its hooks, so that it reaches the change feed. Run by the SEO crawl in a child process
 * with the server's DATA_DIR / DATABASE_URL:
 *
 *   create <collection> <json>   → prints `CREATED <id>`, then waits for a line on standard input,
 *   and then deletes the record    → prints `DELETED`
 */
import readline from 'node:readline'
import { getPayload, type CollectionSlug } from 'payload'

const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
const [, , command, collection, json] = process.argv
if (command !== 'create' || !collection || !json) throw new Error('usage: create <collection> <json>')
const doc = await payload.create({ collection: collection as CollectionSlug, locale: 'ar', data: JSON.parse(json) as never })
console.log(`CREATED ${doc.id}`)
const lines = readline.createInterface({ input: process.stdin })
for await (const _ of lines) break
await payload.delete({ collection: collection as CollectionSlug, id: doc.id })
console.log('DELETED')
process.exit(0)
