import { getPayload } from 'payload'
import config from '@payload-config'
const payload = await getPayload({ config })
const t = async (label: string, f: () => Promise<unknown>, n = 20) => {
  await f()
  const times: number[] = []
  for (let i = 0; i < n; i++) { const s = performance.now(); await f(); times.push(performance.now() - s) }
  times.sort((a, b) => a - b)
  console.log(label, 'p50', times[n >> 1]!.toFixed(1), 'max', times[n - 1]!.toFixed(1))
}
const first = await payload.find({ collection: 'properties', where: { published: { equals: true } }, limit: 12, depth: 0, select: { reference: true }, sort: ['-createdAt', '-id'] })
const ids = first.docs.map((d) => d.id)
await t('ids page', () => payload.find({ collection: 'properties', where: { published: { equals: true } }, limit: 12, depth: 0, select: { reference: true }, sort: ['-createdAt', '-id'] }))
await t('ids page no count', () => payload.find({ collection: 'properties', where: { published: { equals: true } }, limit: 12, depth: 0, select: { reference: true }, sort: ['-createdAt', '-id'], pagination: false }))
await t('cards depth1 x12', () => payload.find({ collection: 'properties', locale: 'ar', where: { id: { in: ids } }, pagination: false, limit: 12, depth: 1, select: { title: true, gallery: true, city: true, type: true, price: true, paymentPlan: true, category: true } }))
await t('cards depth0 x12', () => payload.find({ collection: 'properties', locale: 'ar', where: { id: { in: ids } }, pagination: false, limit: 12, depth: 0, select: { title: true, gallery: true, city: true, type: true, price: true, paymentPlan: true, category: true } }))
process.exit(0)
