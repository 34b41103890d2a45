/**
 * The listing index's memory: the heap and the typed arrays a server process holds once the index
 * of a seeded database is loaded, against the same process before it (Payload connected, nothing loaded).
 *
 *   DATA_DIR=<seeded folder> node --expose-gc --import tsx bench/index-memory.ts   (TSX_TSCONFIG_PATH=bench/tsconfig.json)
 */
import { getPayload } from 'payload'
import config from '@payload-config'
import { propertyIndex } from '@/server/listings/property-index'

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run node with --expose-gc')
const settle = async (ms: number) => {
  await new Promise((r) => setTimeout(r, ms))
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 100))
    gc()
  }
}
const used = () => {
  const m = process.memoryUsage()
  return { heap: m.heapUsed, arrays: m.arrayBuffers, rss: m.rss }
}
const mb = (n: number) => (n / 1e6).toFixed(1)

const payload = await getPayload({ config })
await payload.count({ collection: 'currencies', overrideAccess: true })
await settle(0)
const before = used()
const started = performance.now()
const size = await propertyIndex().size()
const loadMs = performance.now() - started
// The sorts are prepared after the load, one per turn of the event loop: a serving process holds them too.
await settle(5000)
const after = used()
const per100k = (n: number) => (n * 100_000) / size
console.log(`listings ${size}; load ${loadMs.toFixed(0)} ms`)
console.log(`heap +${mb(after.heap - before.heap)} MB, typed arrays +${mb(after.arrays - before.arrays)} MB, rss +${mb(after.rss - before.rss)} MB`)
console.log(`per 100,000 listings: ${mb(per100k(after.heap - before.heap + after.arrays - before.arrays))} MB (heap and typed arrays)`)
process.exit(0)
