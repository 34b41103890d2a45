/**
 * Bulk properties for benchmarks, written straight into the tables through the adapter's drizzle
 * instance (SQLite or PostgreSQL), in transactions of a few thousand rows. It computes what the
 * listing hook would: price in the base currency, the virtual flag and the normalised search text.
 */
import { writeResets } from '@/server/delivery/feed'
import type { Payload } from 'payload'
import { normalizeSearch } from '@/lib/arabic'
import { cities, type CityDef } from './data/locations'
import { daysAgo } from './dates'
import { projects } from './data/projects'
import { amenities as amenityDefs, propertyTypes } from './data/taxonomies'
import type { SceneKind } from './images'
import { richAr, richEn } from './lexical'
import type { MediaPool } from './media'
import { makeProperty, type PropertyContext } from './properties'
import { createRng } from './random'

export type Lookups = {
  typeIds: Record<string, number>
  categoryIds: Record<string, number>
  amenityIds: Record<string, number>
  countryIds: Record<string, number>
  stateIds: Record<string, number>
  cityIds: Record<string, number>
  branchIds: Record<string, number>
  agentsByBranch: Record<string, number[]>
  projectIds: number[]
  pool: MediaPool
  rates: Record<string, number>
}

type Insert = { values: (rows: Array<Record<string, unknown>>) => PromiseLike<unknown> }
type Tx = { insert: (table: unknown) => Insert }
type Drizzle = Tx & { transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> }
type DrizzleAdapter = {
  name: string
  drizzle: Drizzle
  tables: Record<string, unknown>
  execute: (args: { drizzle: Drizzle; raw: string }) => Promise<unknown>
}

const BATCH = 500
const PER_TRANSACTION = 5000

const all = { overrideAccess: true, depth: 0, limit: 0, pagination: false } as const

/** key → id for the entries whose id was found. */
function ids(entries: Array<[string, number | undefined]>): Record<string, number> {
  const out: Record<string, number> = {}
  for (const [k, v] of entries) if (typeof v === 'number') out[k] = v
  return out
}

/** Reads back the ids the demo seed created, matching them by their stable keys. */
async function loadLookups(payload: Payload): Promise<{ lookups: Lookups; ctx: PropertyContext }> {
  const [types, cats, ams, countries, states, cityDocs, branches, members, projectDocs, media, currencies] = await Promise.all([
    payload.find({ collection: 'property-types', ...all }),
    payload.find({ collection: 'categories', where: { type: { equals: '1' } }, ...all }),
    payload.find({ collection: 'amenities', locale: 'en', ...all }),
    payload.find({ collection: 'countries', ...all }),
    payload.find({ collection: 'states', locale: 'en', ...all }),
    payload.find({ collection: 'cities', locale: 'en', ...all }),
    payload.find({ collection: 'branches', ...all }),
    payload.find({ collection: 'team-members', where: { isAgent: { equals: true } }, ...all }),
    payload.find({ collection: 'projects', locale: 'en', ...all }),
    payload.find({ collection: 'media', ...all }),
    payload.find({ collection: 'currencies', ...all }),
  ])
  const bySlug = (docs: Array<{ id: number; slug?: string | null }>) => Object.fromEntries(docs.filter((d) => d.slug).map((d) => [d.slug as string, d.id]))
  const typeIds = bySlug(types.docs)
  const missing = propertyTypes.filter((t) => !typeIds[t.key])
  if (missing.length > 0) throw new Error('The bulk loader needs the demo property types: run the demo seed on an empty database first')

  const categoryIds = Object.fromEntries(cats.docs.filter((c) => c.slug).map((c) => [`1:${c.slug}`, c.id]))
  const amenityIds = ids(amenityDefs.map((a) => [a.key, ams.docs.find((d) => d.name === a.name.en)?.id]))
  const countryIds = Object.fromEntries(countries.docs.map((c) => [c.code, c.id]))
  const { states: stateDefs } = await import('./data/locations')
  const stateIds = ids(stateDefs.map((s) => [s.key, states.docs.find((d) => d.name === s.name.en)?.id]))
  const cityIds = ids(cities.map((c) => [c.key, cityDocs.docs.find((d) => d.name === c.name.en)?.id]))
  const branchIds = bySlug(branches.docs)
  const branchKeyById = Object.fromEntries(Object.entries(branchIds).map(([k, id]) => [id, k]))
  const agentsByBranch: Record<string, number[]> = {}
  for (const m of members.docs) {
    const key = typeof m.branch === 'number' ? branchKeyById[m.branch] : undefined
    if (key) (agentsByBranch[key] ??= []).push(m.id)
  }
  const projectIds: number[] = []
  const projectsByCity: PropertyContext['projectsByCity'] = {}
  const offPlanProjects = new Set<number>()
  projects.forEach((p, i) => {
    const doc = projectDocs.docs.find((d) => d.name === p.name.en)
    if (!doc) return
    projectIds[i] = doc.id
    ;(projectsByCity[p.city] ??= []).push({ index: i, types: [...new Set(p.units.map((u) => u.type))] })
    if (p.status !== 'ready' && p.status !== 'delivered') offPlanProjects.add(i)
  })

  const kinds: SceneKind[] = ['towers', 'villa', 'desert', 'beach', 'townhouses', 'interior', 'office', 'storefront', 'land', 'plan', 'portrait', 'logo']
  const pool = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as MediaPool
  for (const m of media.docs) {
    const kind = kinds.find((k) => m.filename?.startsWith(`${k}-`))
    if (kind) pool[kind].push(m.id)
  }
  const anyImages = media.docs.map((m) => m.id)
  for (const k of kinds) if (pool[k].length === 0) pool[k] = anyImages.slice(0, 10)
  if (anyImages.length === 0) throw new Error('The bulk loader needs the demo pictures: run the demo seed on an empty database first')

  const rates = Object.fromEntries(currencies.docs.map((c) => [c.code, c.rate]))
  const usable = cities.filter((c) => cityIds[c.key] && rates[c.currency])
  return {
    lookups: { typeIds, categoryIds, amenityIds, countryIds, stateIds, cityIds, branchIds, agentsByBranch, projectIds, pool, rates },
    ctx: { types: propertyTypes, cities: usable, projectsByCity, offPlanProjects },
  }
}

export async function seedBulk(payload: Payload, count: number, log: (line: string) => void): Promise<void> {
  if (!Number.isInteger(count) || count <= 0) return
  const db = payload.db as unknown as DrizzleAdapter
  if (!db.drizzle || !db.tables?.properties) throw new Error(`The bulk loader needs a SQL adapter, not ${db.name}`)
  const t = db.tables as Record<'properties' | 'properties_locales' | 'properties_rels' | 'properties_floor_plans' | 'properties_floor_plans_locales', unknown>
  const started = Date.now()
  const { lookups, ctx } = await loadLookups(payload)
  const { propertyRelations } = await import('./index')

  const last = await payload.find({ collection: 'properties', sort: '-id', limit: 1, depth: 0, overrideAccess: true })
  const firstId = (last.docs[0]?.id ?? 0) + 1
  log(`Bulk: ${count.toLocaleString('en-US')} properties from id ${firstId} (${db.name})`)
  const baseTime = Date.UTC(2026, 10, 22) - count * 30_000

  let done = 0
  while (done < count) {
    const inThisTx = Math.min(PER_TRANSACTION, count - done)
    await db.drizzle.transaction(async (tx) => {
      for (let offset = 0; offset < inThisTx; offset += BATCH) {
        const n = Math.min(BATCH, inThisTx - offset)
        const props: Array<Record<string, unknown>> = []
        const locales: Array<Record<string, unknown>> = []
        const rels: Array<Record<string, unknown>> = []
        for (let k = 0; k < n; k++) {
          const index = done + offset + k
          const id = firstId + index
          const rng = createRng(0x5eed + id * 2654435761)
          const s = makeProperty(rng, id, ctx, (city: CityDef) => `MZ-${city.code}-B${id}`, { compact: true })
          const rel = propertyRelations(s, lookups, rng)
          const rate = lookups.rates[s.currency]
          const at = new Date(baseTime + index * 30_000).toISOString()
          props.push({
            id,
            reference: s.reference,
            purpose: s.purpose,
            rentPeriod: s.rentPeriod,
            status: s.status,
            category: rel.category,
            type: rel.type,
            price: s.price,
            currency: s.currency,
            priceOnRequest: s.priceOnRequest,
            priceBase: rate ? Math.round((s.price / rate) * 100) / 100 : s.price,
            paymentPlan_downPaymentPercent: s.paymentPlan?.downPaymentPercent ?? null,
            paymentPlan_years: s.paymentPlan?.years ?? null,
            paymentPlan_frequency: s.paymentPlan?.frequency ?? 'monthly',
            paymentPlan_handoverPercent: s.paymentPlan?.handoverPercent ?? null,
            area: s.area,
            plotArea: s.plotArea,
            bedrooms: s.bedrooms,
            bathrooms: s.bathrooms,
            furnishing: s.furnishing,
            finishing: s.finishing,
            floor: s.floor,
            yearBuilt: s.yearBuilt,
            completion: s.completion,
            handoverDate: s.handoverDate,
            permit_number: s.permitNumber,
            permit_verifiedAt: daysAgo(s.checkedDaysAgo),
            country: rel.country,
            state: rel.state,
            city: rel.city,
            latitude: s.latitude,
            longitude: s.longitude,
            videoUrl: s.videoUrl,
            virtualTourUrl: s.virtualTourUrl,
            project: rel.project,
            agent: rel.agent,
            branch: rel.branch,
            seo_image: null,
            slug: s.slug,
            published: true,
            _status: 'published',
            featured: s.featured,
            luxury: s.luxury,
            virtual: Boolean(s.virtualTourUrl),
            searchText: normalizeSearch([s.title.ar, s.title.en, s.reference].join(' ')),
            englishMissing: !s.title.en.trim(),
            listedAt: at,
            updatedAt: at,
            createdAt: at,
          })
          locales.push(
            { _parentID: id, _locale: 'ar', title: s.title.ar, description: richAr(s.description.ar), address: s.address.ar, seo_title: null, seo_description: null },
            { _parentID: id, _locale: 'en', title: s.title.en, description: richEn(s.description.en), address: s.address.en, seo_title: null, seo_description: null },
          )
          rel.gallery.forEach((mediaID, order) => rels.push({ parent: id, path: 'gallery', order: order + 1, mediaID, amenitiesID: null }))
          rel.amenities.forEach((amenitiesID, order) => rels.push({ parent: id, path: 'amenities', order: order + 1, amenitiesID, mediaID: null }))
        }
        await tx.insert(t.properties).values(props)
        await tx.insert(t.properties_locales).values(locales)
        for (let i = 0; i < rels.length; i += 2000) await tx.insert(t.properties_rels).values(rels.slice(i, i + 2000))
      }
    })
    done += inThisTx
    if (done === count || done % 20_000 === 0) log(`  ${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
  if (db.name === 'postgres') {
    // Explicit ids leave the sequence behind; move it past them so later creates do not collide.
    await db.execute({ drizzle: db.drizzle, raw: `SELECT setval(pg_get_serial_sequence('"properties"', 'id'), (SELECT MAX(id) FROM "properties"))` })
    await db.execute({ drizzle: db.drizzle, raw: 'ANALYZE "properties"; ANALYZE "properties_locales"; ANALYZE "properties_rels"' })
  } else {
    await db.execute({ drizzle: db.drizzle, raw: 'ANALYZE' })
  }
  await writeResets(payload, ['properties'])
  log(`Bulk done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
