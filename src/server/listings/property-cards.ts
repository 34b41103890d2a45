import 'server-only'
import type { Locale } from '@/i18n/locales'
import { defaultLocale } from '@/i18n/locales'
import { versionOf } from '@/lib/changes'
import type { Payload } from 'payload'
import type { City, Category, Media, Property, PropertyType } from '@/payload-types'
import { payloadClient } from '../payload'
import { idList, sqlRunner, type Sql, type SqlRow } from './sql'

/**
 * The listing cards of a page of properties, read by id in three small statements (the row, its
 * titles, its gallery) and completed from in-memory maps of the few related records a card shows
 * (type, category, city and pictures). Payload's own `find` assembles every localized column,
 * array and relation through its hooks: tens of milliseconds for a page, which is the whole
 * budget of a listing answer. The shape is the one `find` gives at depth 1 for the card fields;
 * fields a card does not show are left out.
 */
export type PropertyCardDoc = Property

const CARD_COLUMNS = [
  'id',
  'reference',
  'purpose',
  'rent_period',
  'status',
  'price',
  'currency',
  'price_on_request',
  'price_base',
  'price_reduced_at',
  'price_before',
  'area',
  'bedrooms',
  'bathrooms',
  'furnishing',
  'type_id',
  'category_id',
  'country_id',
  'state_id',
  'city_id',
  'project_id',
  'luxury',
  'featured',
  'virtual',
  'published',
  'slug',
  'latitude',
  'longitude',
  'payment_plan_down_payment_percent',
  'payment_plan_years',
  'payment_plan_frequency',
  'payment_plan_handover_percent',
  'permit_verified_at',
  'created_at',
  'updated_at',
]

const numOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v))
const boolOf = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't' || v === 'true'
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))
const isoOf = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString())
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : isoOf(v))

type RefCollection = 'property-types' | 'categories' | 'cities'
/** The change-feed tag each related collection bumps (see the collections' revalidate hooks). */
const TAG: Record<RefCollection | 'media', string> = { 'property-types': 'property-types', categories: 'categories', cities: 'locations', media: 'media' }

type Ref = PropertyType | Category | City

/** Every record of a small collection by id, per locale, reloaded when the collection changes. */
class RefMaps {
  constructor(private readonly payload: () => Promise<Payload>) {}
  private readonly maps = new Map<string, { version: number; byId: Promise<Map<number, Ref>> }>()

  get(collection: RefCollection, locale: Locale): Promise<Map<number, Ref>> {
    const key = `${collection}:${locale}`
    const version = versionOf(TAG[collection])
    const held = this.maps.get(key)
    if (held && held.version === version) return held.byId
    const byId = this.payload()
      .then((payload) => payload.find({ collection, locale, pagination: false, depth: 0 }))
      .then((found) => new Map(found.docs.map((d) => [d.id, d as Ref])))
    byId.catch(() => this.maps.delete(key))
    this.maps.set(key, { version, byId })
    return byId
  }
}

/** Pictures by id, per locale (the alt text is localized), most recently used kept; all dropped when media change. */
class MediaCache {
  private readonly held = new Map<string, Media>()
  private version = -1
  constructor(
    private readonly payload: () => Promise<Payload>,
    private readonly limit: number,
  ) {}

  async get(locale: Locale, ids: number[]): Promise<Map<number, Media>> {
    const version = versionOf(TAG.media)
    if (version !== this.version) {
      this.held.clear()
      this.version = version
    }
    const out = new Map<number, Media>()
    const missing: number[] = []
    for (const id of ids) {
      const m = this.held.get(`${locale}:${id}`)
      if (m) out.set(id, m)
      else missing.push(id)
    }
    if (missing.length) {
      const payload = await this.payload()
      const found = await payload.find({ collection: 'media', locale, where: { id: { in: missing } }, pagination: false, depth: 0 })
      for (const m of found.docs) {
        out.set(m.id, m)
        this.held.set(`${locale}:${m.id}`, m)
      }
      while (this.held.size > this.limit) this.held.delete(this.held.keys().next().value as string)
    }
    return out
  }
}

export type CardReader = (locale: Locale, ids: readonly number[]) => Promise<PropertyCardDoc[]>

/** A card reader on this Payload, with its own caches of related records. */
export function createCardReader(payload: () => Promise<Payload>): CardReader {
  const caches = { refs: new RefMaps(payload), media: new MediaCache(payload, 20_000) }
  const sql = sqlRunner(payload)
  return (locale, ids) => readCards(sql, caches, locale, ids)
}

const KEY = Symbol.for('manzil.cardReader')
const holder = globalThis as typeof globalThis & { [KEY]?: CardReader }

/** The cards of these published properties in `locale`, in the order of `ids`; ids no longer published are skipped. */
export function propertyCards(locale: Locale, ids: readonly number[]): Promise<PropertyCardDoc[]> {
  return (holder[KEY] ??= createCardReader(payloadClient))(locale, ids)
}

async function readCards(
  sql: Sql,
  caches: { refs: RefMaps; media: MediaCache },
  locale: Locale,
  ids: readonly number[],
): Promise<PropertyCardDoc[]> {
  if (!ids.length) return []
  const list = idList(ids)
  const localeList = [...new Set([locale, defaultLocale])].map((l) => `'${l.replace(/[^a-z-]/gi, '')}'`).join(', ')
  const [{ rows, titles, pictures }, types, categories, cities] = await Promise.all([
    // One statement for the three reads: each statement costs a prepare and a round trip.
    sql.jsonSets({
      rows: [CARD_COLUMNS, `FROM "properties" WHERE "id" IN (${list})`],
      // The locale first: the table's index is on (locale, parent); by parent alone it is a full scan.
      titles: [['_parent_id', '_locale', 'title'], `FROM "properties_locales" WHERE "_locale" IN (${localeList}) AND "_parent_id" IN (${list})`],
      pictures: [['parent_id', 'media_id', 'order'], `FROM "properties_rels" WHERE "path" = 'gallery' AND "parent_id" IN (${list}) ORDER BY "parent_id", "order"`],
    }),
    caches.refs.get('property-types', locale),
    caches.refs.get('categories', locale),
    caches.refs.get('cities', locale),
  ])
  const title = new Map<number, { own?: string; fallback?: string }>()
  for (const t of titles) {
    const id = Number(t._parent_id)
    const entry = title.get(id) ?? {}
    if (t._locale === locale) entry.own = strOrNull(t.title) ?? undefined
    if (t._locale === defaultLocale) entry.fallback = strOrNull(t.title) ?? undefined
    title.set(id, entry)
  }
  const galleryIds = new Map<number, number[]>()
  // In gallery order whatever order the database folded the rows in.
  pictures.sort((a, b) => Number(a.parent_id) - Number(b.parent_id) || Number(a.order ?? 0) - Number(b.order ?? 0))
  for (const g of pictures) {
    const id = Number(g.parent_id)
    const list = galleryIds.get(id) ?? []
    if (g.media_id !== null && g.media_id !== undefined) list.push(Number(g.media_id))
    galleryIds.set(id, list)
  }
  const media = await caches.media.get(locale, [...new Set([...galleryIds.values()].flat())])
  const byId = new Map<number, SqlRow>(rows.filter((r) => boolOf(r.published)).map((r) => [Number(r.id), r]))

  const out: PropertyCardDoc[] = []
  for (const id of ids) {
    const r = byId.get(id)
    if (!r) continue
    const ref = <T extends Ref>(map: Map<number, Ref>, v: unknown): T | number | null => {
      const n = numOrNull(v)
      return n === null ? null : ((map.get(n) as T | undefined) ?? n)
    }
    const names = title.get(id)
    const doc = {
      id,
      title: names?.own ?? names?.fallback ?? '',
      reference: String(r.reference),
      purpose: r.purpose as Property['purpose'],
      rentPeriod: strOrNull(r.rent_period) as Property['rentPeriod'],
      status: r.status as Property['status'],
      price: numOrNull(r.price),
      currency: String(r.currency),
      priceOnRequest: boolOf(r.price_on_request),
      priceBase: numOrNull(r.price_base),
      priceReducedAt: isoOrNull(r.price_reduced_at),
      priceBefore: numOrNull(r.price_before),
      area: numOrNull(r.area),
      bedrooms: numOrNull(r.bedrooms),
      bathrooms: numOrNull(r.bathrooms),
      furnishing: strOrNull(r.furnishing) as Property['furnishing'],
      type: ref<PropertyType>(types, r.type_id) ?? 0,
      category: ref<Category>(categories, r.category_id),
      country: numOrNull(r.country_id),
      state: numOrNull(r.state_id),
      city: ref<City>(cities, r.city_id),
      project: numOrNull(r.project_id),
      luxury: boolOf(r.luxury),
      featured: boolOf(r.featured),
      virtual: boolOf(r.virtual),
      published: true,
      slug: strOrNull(r.slug),
      latitude: numOrNull(r.latitude),
      longitude: numOrNull(r.longitude),
      gallery: (galleryIds.get(id) ?? []).map((m) => media.get(m) ?? m),
      paymentPlan: {
        downPaymentPercent: numOrNull(r.payment_plan_down_payment_percent),
        years: numOrNull(r.payment_plan_years),
        frequency: strOrNull(r.payment_plan_frequency) as NonNullable<Property['paymentPlan']>['frequency'],
        handoverPercent: numOrNull(r.payment_plan_handover_percent),
      },
      permit: { verifiedAt: isoOrNull(r.permit_verified_at) },
      createdAt: isoOf(r.created_at),
      updatedAt: isoOf(r.updated_at),
    } satisfies PropertyCardDoc
    out.push(doc)
  }
  return out
}
