import 'server-only'
import { changesSince, contentClock } from '@/lib/changes'
import { changeFeed } from '../delivery/feed'
import { normalizeSearch } from '@/lib/arabic'
import { searchWords } from '@/lib/search/words'
import { marketFigures, type MarketFigures, type MarketRow } from '@/lib/market-stats'
import type { PropertyQuery } from './properties'
import type { Payload } from 'payload'
import { payloadClient } from '../payload'
import { and, bitsWhere, clear, count, keepBetween, keepMarked, rowsOf, type RowBits } from './row-bits'
import { idList, sqlRunner, type Sql, type SqlRow } from './sql'
import { narrowMarks, WordIndex } from './word-index'

/**
 * The published properties' searchable columns, held in this process as typed arrays, so that any
 * combination of the search filters, a sort and a page is answered from memory instead of by a
 * query whose cost grows with the filters (and a `count(*)` on top): the rows having each value
 * asked for are kept as sets of bits (./row-bits), a filter is an AND of them, and the page is
 * taken from the sort's kept order. At 100,000 listings an answer takes well under a millisecond;
 * the cards of the page are then read by id (./property-cards).
 *
 * It stays true to the database through the change feed (src/server/delivery/feed.ts), which every
 * process follows, whoever wrote: the ids of changed properties are re-read before the next answer,
 * a bulk write (a script) reloads the whole table before the next answer, and nothing is served
 * before the first load has finished.
 */

const COLUMNS = [
  'id',
  'published',
  'created_at',
  'price_base',
  'price_reduced_at',
  'area',
  'bedrooms',
  'bathrooms',
  'purpose',
  'rent_period',
  'status',
  'furnishing',
  'type_id',
  'category_id',
  'city_id',
  'state_id',
  'country_id',
  'project_id',
  'luxury',
  'featured',
  'virtual',
  'payment_plan_years',
  'completion',
  'search_text',
]

const LUXURY = 1
const FEATURED = 2
const VIRTUAL = 4
const PLAN = 8
const OFF_PLAN = 16

/** Sort keys the listing accepts (Payload field names, `-` for descending). */
const SORT_KEYS = ['createdAt', 'priceBase', 'priceReducedAt', 'area', 'bedrooms', 'bathrooms', 'id'] as const
type SortKey = (typeof SORT_KEYS)[number]

const CHUNK = 20_000
/** What the kept row sets of a table may hold in all, in bytes. */
const SET_BYTES = 8 * 1024 * 1024

const num = (v: unknown): number => (v === null || v === undefined || v === '' ? NaN : Number(v))
const truthy = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't' || v === 'true'
const time = (v: unknown): number => (v instanceof Date ? v.getTime() : v ? Date.parse(String(v)) : NaN)

/** Small dictionaries for the text columns with few values (purpose, status, furnishing); 0 is "none". */
class Codes {
  private readonly byValue = new Map<string, number>()
  code(v: unknown): number {
    if (v === null || v === undefined || v === '') return 0
    const key = String(v)
    let c = this.byValue.get(key)
    if (c === undefined) this.byValue.set(key, (c = this.byValue.size + 1))
    return c
  }
  /** The code of a value asked for; -1 when no row has it (so the filter matches nothing). */
  find(v: string): number {
    return this.byValue.get(v) ?? -1
  }
  /** The value of each code, by code (index 0 is "none"). */
  values(): string[] {
    return ['', ...this.byValue.keys()]
  }
}

class Table {
  n = 0
  cap: number
  id: Int32Array
  alive: Uint8Array
  created: Float64Array
  priceBase: Float64Array
  /** When the price was last cut (ms), NaN when never or it rose back. */
  reducedAt: Float64Array
  area: Float64Array
  bedrooms: Float64Array
  bathrooms: Float64Array
  purpose: Uint8Array
  rentPeriod: Uint8Array
  status: Uint8Array
  furnishing: Uint8Array
  type: Int32Array
  category: Int32Array
  city: Int32Array
  state: Int32Array
  country: Int32Array
  project: Int32Array
  flags: Uint8Array
  text: string[] = []
  readonly rowOf = new Map<number, number>()
  readonly codes = { purpose: new Codes(), rentPeriod: new Codes(), status: new Codes(), furnishing: new Codes() }
  /** Row orders per sort, built on first use and dropped when a row changes. */
  readonly orders = new Map<string, Int32Array>()
  /** Each row's place in a sort's order (-1 for a removed row), built on first use, dropped with the orders. */
  private readonly ranks = new Map<string, Int32Array>()
  /** The live rows having one value of a column (`city=12`, `flag4=true`…), built on first use, dropped when a row changes. */
  private readonly sets = new Map<string, RowBits>()
  /** Bumped by every change of a row, for what is derived from all of them. */
  version = 0
  /** The search text's words and their rows, built on the first text search. */
  private words: WordIndex | null = null
  /** Rows of `words` whose text changed since it was built: asked directly until it is built again. */
  private readonly wordsStale = new Set<number>()

  constructor(cap = 1024) {
    this.cap = cap
    this.id = new Int32Array(cap)
    this.alive = new Uint8Array(cap)
    this.created = new Float64Array(cap)
    this.priceBase = new Float64Array(cap)
    this.reducedAt = new Float64Array(cap)
    this.area = new Float64Array(cap)
    this.bedrooms = new Float64Array(cap)
    this.bathrooms = new Float64Array(cap)
    this.purpose = new Uint8Array(cap)
    this.rentPeriod = new Uint8Array(cap)
    this.status = new Uint8Array(cap)
    this.furnishing = new Uint8Array(cap)
    this.type = new Int32Array(cap)
    this.category = new Int32Array(cap)
    this.city = new Int32Array(cap)
    this.state = new Int32Array(cap)
    this.country = new Int32Array(cap)
    this.project = new Int32Array(cap)
    this.flags = new Uint8Array(cap)
  }

  private grow(): void {
    const cap = this.cap * 2
    const more = <A extends Int32Array | Uint8Array | Float64Array>(a: A): A => {
      const b = new (a.constructor as new (n: number) => A)(cap)
      b.set(a)
      return b
    }
    this.id = more(this.id)
    this.alive = more(this.alive)
    this.created = more(this.created)
    this.priceBase = more(this.priceBase)
    this.reducedAt = more(this.reducedAt)
    this.area = more(this.area)
    this.bedrooms = more(this.bedrooms)
    this.bathrooms = more(this.bathrooms)
    this.purpose = more(this.purpose)
    this.rentPeriod = more(this.rentPeriod)
    this.status = more(this.status)
    this.furnishing = more(this.furnishing)
    this.type = more(this.type)
    this.category = more(this.category)
    this.city = more(this.city)
    this.state = more(this.state)
    this.country = more(this.country)
    this.project = more(this.project)
    this.flags = more(this.flags)
    this.cap = cap
  }

  /** Writes a database row in place (by id) or appends it; an unpublished row is removed. */
  put(r: SqlRow): void {
    const id = Number(r.id)
    let i = this.rowOf.get(id)
    if (!truthy(r.published)) {
      if (i !== undefined) this.remove(id)
      return
    }
    if (i === undefined) {
      if (this.n === this.cap) this.grow()
      i = this.n++
      this.rowOf.set(id, i)
    }
    this.id[i] = id
    this.alive[i] = 1
    this.created[i] = time(r.created_at)
    this.priceBase[i] = num(r.price_base)
    this.reducedAt[i] = time(r.price_reduced_at)
    this.area[i] = num(r.area)
    this.bedrooms[i] = num(r.bedrooms)
    this.bathrooms[i] = num(r.bathrooms)
    this.purpose[i] = this.codes.purpose.code(r.purpose)
    this.rentPeriod[i] = this.codes.rentPeriod.code(r.rent_period)
    this.status[i] = this.codes.status.code(r.status)
    this.furnishing[i] = this.codes.furnishing.code(r.furnishing)
    this.type[i] = Number(r.type_id ?? 0)
    this.category[i] = Number(r.category_id ?? 0)
    this.city[i] = Number(r.city_id ?? 0)
    this.state[i] = Number(r.state_id ?? 0)
    this.country[i] = Number(r.country_id ?? 0)
    this.project[i] = Number(r.project_id ?? 0)
    this.flags[i] =
      (truthy(r.luxury) ? LUXURY : 0) | (truthy(r.featured) ? FEATURED : 0) | (truthy(r.virtual) ? VIRTUAL : 0) | (num(r.payment_plan_years) > 0 ? PLAN : 0) | (r.completion === 'off-plan' ? OFF_PLAN : 0)
    const text = String(r.search_text ?? '').replace(/\s+/g, ' ')
    if (this.words && i < this.words.size && text !== this.text[i]) {
      this.wordsStale.add(i)
      // Past a few thousand changed rows, building again is cheaper than asking each of them.
      if (this.wordsStale.size > 2000 + this.n / 100) this.words = null
    }
    this.text[i] = text
    this.changed()
  }

  private changed(): void {
    this.orders.clear()
    this.ranks.clear()
    this.sets.clear()
    this.version++
  }

  remove(id: number): void {
    const i = this.rowOf.get(id)
    if (i === undefined) return
    this.alive[i] = 0
    this.rowOf.delete(id)
    this.changed()
  }

  /**
   * The live rows for which `test` holds, kept under `key` until a row changes. The kept sets are
   * bounded (a few megabytes whatever the table's size); past that the oldest go first.
   */
  rowsWhere(key: string, test: (i: number) => boolean): RowBits {
    let bits = this.sets.get(key)
    if (bits) return bits
    const alive = this.alive
    bits = bitsWhere(this.n, (i) => alive[i] === 1 && test(i))
    const room = Math.max(64, Math.floor(SET_BYTES / Math.max(1, bits.byteLength)))
    while (this.sets.size >= room) this.sets.delete(this.sets.keys().next().value as string)
    this.sets.set(key, bits)
    return bits
  }

  /** Where each row stands in the order of `sort`. */
  rank(sort: string): Int32Array {
    const cached = this.ranks.get(sort)
    if (cached) return cached
    const order = this.order(sort)
    const rank = new Int32Array(this.n).fill(-1)
    for (let k = 0; k < order.length; k++) rank[order[k]!] = k
    this.ranks.set(sort, rank)
    return rank
  }

  /**
   * The rows whose search text contains every word of `needle` (normalised search text), each
   * anywhere in it, as the database's `like` reads it: a mark per row, through the word index.
   * Rows changed or added since the word index was built are read directly.
   */
  containing(needle: string): Uint8Array {
    const tokens = searchWords(needle)
    if (!tokens.length) return new Uint8Array(this.n).fill(1)
    const words = this.prepareText()
    const marks = new Uint8Array(this.n)
    words.mark(tokens[0]!, marks)
    for (const token of tokens.slice(1)) {
      // A one-letter word is in most words: read the rows already found rather than mark its many.
      if (token.length === 1) {
        narrowMarks(marks, this.text, token)
        continue
      }
      const more = new Uint8Array(this.n)
      words.mark(token, more)
      for (let i = 0; i < this.n; i++) marks[i]! &= more[i]!
    }
    const read = (i: number) => {
      const text = this.text[i] ?? ''
      marks[i] = tokens.every((t) => text.includes(t)) ? 1 : 0
    }
    for (const i of this.wordsStale) read(i)
    for (let i = words.size; i < this.n; i++) read(i)
    return marks
  }

  /** The word index of the search text, built now if it is not (seconds at a million rows). */
  prepareText(): WordIndex {
    if (!this.words) {
      this.words = WordIndex.build(this.text, this.n)
      this.wordsStale.clear()
    }
    return this.words
  }

  get size(): number {
    return this.rowOf.size
  }

  /**
   * Rows in the order of a sort; empty values (no price, no area) last in both directions, the
   * id breaking ties in the sort's direction so a page boundary never repeats or skips a row.
   */
  order(sort: string): Int32Array {
    const cached = this.orders.get(sort)
    if (cached) return cached
    const desc = sort.startsWith('-')
    const key = (desc ? sort.slice(1) : sort) as SortKey
    const values: Float64Array | Int32Array =
      key === 'priceBase' ? this.priceBase : key === 'priceReducedAt' ? this.reducedAt : key === 'area' ? this.area : key === 'bedrooms' ? this.bedrooms : key === 'bathrooms' ? this.bathrooms : key === 'id' ? this.id : this.created
    const opposite = this.orders.get(desc ? key : `-${key}`)
    if (opposite) {
      // The other direction read backwards, in two parts: the rows with a value, then the empty
      // ones (last either way); ties, broken by id in the sort's direction, reverse with them.
      let valued = opposite.length
      while (valued > 0 && Number.isNaN(values[opposite[valued - 1]!]!)) valued--
      const out = new Int32Array(opposite.length)
      for (let k = 0; k < valued; k++) out[k] = opposite[valued - 1 - k]!
      for (let k = valued; k < opposite.length; k++) out[k] = opposite[opposite.length - 1 - (k - valued)]!
      this.orders.set(sort, out)
      return out
    }
    const ids = this.id
    const rows: number[] = []
    for (let i = 0; i < this.n; i++) if (this.alive[i]) rows.push(i)
    const dir = desc ? -1 : 1
    rows.sort((a, b) => {
      const va = values[a]!
      const vb = values[b]!
      const na = Number.isNaN(va)
      const nb = Number.isNaN(vb)
      if (na || nb) return na === nb ? dir * (ids[a]! - ids[b]!) : na ? 1 : -1
      return va === vb ? dir * (ids[a]! - ids[b]!) : dir * (va - vb)
    })
    const out = Int32Array.from(rows)
    this.orders.set(sort, out)
    return out
  }
}

export type IndexAnswer = { ids: number[]; total: number }

export type Counts = Record<string, number>
export type Range = { min: number | null; max: number | null }
/** What the search screen offers, over the published listings: how many have each value, and the ranges. */
export type PropertyFacets = {
  type: Counts
  category: Counts
  bedrooms: Counts
  bathrooms: Counts
  furnishing: Counts
  purpose: Counts
  virtual: Counts
  luxury: Counts
  city: Counts
  total: number
  priceBase: Range
  area: Range
}

/** Counts and ranges in one pass over the rows; an empty value is not counted, as SQL's GROUP BY leaves NULL apart. */
function facetsOf(t: Table): PropertyFacets {
  const tally = () => new Map<number, number>()
  const type = tally()
  const category = tally()
  const bedrooms = tally()
  const bathrooms = tally()
  const furnishing = tally()
  const purpose = tally()
  const city = tally()
  const add = (m: Map<number, number>, v: number) => m.set(v, (m.get(v) ?? 0) + 1)
  let virtual = 0
  let luxury = 0
  let total = 0
  const price = { min: Infinity, max: -Infinity }
  const area = { min: Infinity, max: -Infinity }
  for (let i = 0; i < t.n; i++) {
    if (!t.alive[i]) continue
    total++
    if (t.type[i]) add(type, t.type[i]!)
    if (t.category[i]) add(category, t.category[i]!)
    if (t.city[i]) add(city, t.city[i]!)
    if (t.purpose[i]) add(purpose, t.purpose[i]!)
    if (t.furnishing[i]) add(furnishing, t.furnishing[i]!)
    if (!Number.isNaN(t.bedrooms[i]!)) add(bedrooms, t.bedrooms[i]!)
    if (!Number.isNaN(t.bathrooms[i]!)) add(bathrooms, t.bathrooms[i]!)
    if (t.flags[i]! & VIRTUAL) virtual++
    if (t.flags[i]! & LUXURY) luxury++
    const p = t.priceBase[i]!
    if (p < price.min) price.min = p
    if (p > price.max) price.max = p
    const a = t.area[i]!
    if (a < area.min) area.min = a
    if (a > area.max) area.max = a
  }
  const counts = (m: Map<number, number>, name?: (v: number) => string): Counts =>
    Object.fromEntries([...m].map(([k, n]) => [name ? name(k) : String(k), n]))
  const purposes = t.codes.purpose.values()
  const furnishings = t.codes.furnishing.values()
  const range = (r: { min: number; max: number }): Range => (r.min === Infinity ? { min: null, max: null } : { min: r.min, max: r.max })
  return {
    type: counts(type),
    category: counts(category),
    bedrooms: counts(bedrooms),
    bathrooms: counts(bathrooms),
    furnishing: counts(furnishing, (c) => furnishings[c]!),
    purpose: counts(purpose, (c) => purposes[c]!),
    virtual: { true: virtual, false: total - virtual },
    luxury: { true: luxury, false: total - luxury },
    city: counts(city),
    total,
    priceBase: range(price),
    area: range(area),
  }
}

/** Each listing's columns the market figures read. */
function marketRowsOf(t: Table): MarketRow[] {
  const purposes = t.codes.purpose.values()
  const periods = t.codes.rentPeriod.values()
  const rows: MarketRow[] = []
  for (let i = 0; i < t.n; i++) {
    if (!t.alive[i]) continue
    rows.push({ purpose: purposes[t.purpose[i]!]!, rentPeriod: periods[t.rentPeriod[i]!]!, city: t.city[i]!, type: t.type[i]!, priceBase: t.priceBase[i]!, area: t.area[i]! })
  }
  return rows
}

/** The rows matching every filter that is set. */
function matching(t: Table, q: PropertyQuery): RowBits {
  const bits = t.rowsWhere('alive', () => true).slice()
  const equal = (name: string, col: Int32Array | Uint8Array | Float64Array, v: number) => and(bits, t.rowsWhere(`${name}=${v}`, (i) => col[i] === v))
  const flag = (bit: number, want: boolean) => and(bits, t.rowsWhere(`flag${bit}=${want}`, (i) => ((t.flags[i]! & bit) !== 0) === want))
  const rooms = (name: string, col: Float64Array, v: PropertyQuery['bedrooms']) => {
    if (v === undefined) return
    if (typeof v === 'number') equal(name, col, v)
    else and(bits, t.rowsWhere(`${name}>=${v.atLeast}`, (i) => col[i]! >= v.atLeast))
  }
  // The kept sets first (an AND each), then what reads the rows that are left.
  if (q.luxury) flag(LUXURY, true)
  if (q.featured) flag(FEATURED, true)
  if (q.withPlan) flag(PLAN, true)
  if (q.virtual !== undefined) flag(VIRTUAL, q.virtual)
  if (q.completion) flag(OFF_PLAN, q.completion === 'off-plan')
  if (q.purpose) equal('purpose', t.purpose, t.codes.purpose.find(q.purpose))
  if (q.status) equal('status', t.status, t.codes.status.find(q.status))
  if (q.furnishing) equal('furnishing', t.furnishing, t.codes.furnishing.find(q.furnishing))
  if (q.category) equal('category', t.category, q.category)
  if (q.project) equal('project', t.project, q.project)
  if (q.type) equal('type', t.type, q.type)
  if (q.country) equal('country', t.country, q.country)
  if (q.state) equal('state', t.state, q.state)
  if (q.city) equal('city', t.city, q.city)
  rooms('bedrooms', t.bedrooms, q.bedrooms)
  rooms('bathrooms', t.bathrooms, q.bathrooms)
  if (q.exclude) {
    const row = t.rowOf.get(q.exclude)
    if (row !== undefined) clear(bits, row)
  }
  if (q.minPriceBase !== undefined || q.maxPriceBase !== undefined) keepBetween(bits, t.priceBase, q.minPriceBase, q.maxPriceBase)
  if (q.minArea !== undefined || q.maxArea !== undefined) keepBetween(bits, t.area, q.minArea, q.maxArea)
  if (q.reducedSince !== undefined) keepBetween(bits, t.reducedAt, q.reducedSince.getTime(), undefined)
  const search = q.search ? normalizeSearch(q.search) : ''
  if (search) keepMarked(bits, t.containing(search))
  return bits
}

export type IndexOptions = {
  /** How a page is taken from the matching rows: by the cheaper way (the default), or always one (for tests). */
  paging?: 'auto' | 'walk' | 'gather'
}

export class PropertyIndex {
  private readonly sql: Sql
  private readonly paging: NonNullable<IndexOptions['paging']>
  private table: Table | null = null
  private loading: Promise<Table> | null = null
  /** The change clock up to which the table is true to the database. */
  private seen = 0
  /** The re-reading of changed rows under way, which other readers wait for. */
  private updating: Promise<void> | null = null

  constructor(
    private readonly payload: () => Promise<Payload>,
    options: IndexOptions = {},
  ) {
    this.sql = sqlRunner(payload)
    this.paging = options.paging ?? 'auto'
  }

  /** Reads every published property, a chunk of ids at a time. */
  private async loadAll(): Promise<Table> {
    const table = new Table(1024)
    let after = 0
    for (;;) {
      const rows = await this.sql.jsonRows(COLUMNS, `FROM "properties" WHERE "published" = true AND "id" > ${after} ORDER BY "id" LIMIT ${CHUNK}`)
      for (const r of rows) {
        table.put(r)
        after = Math.max(after, Number(r.id))
      }
      if (rows.length < CHUNK) break
    }
    // Before the table answers: the first text search must not wait for it.
    table.prepareText()
    return table
  }

  private async ready(): Promise<Table> {
    if (this.table) return this.table
    this.loading ??= (async () => {
      // The process's place in the change feed first (no change written from then on is missed),
      // then the load; changes applied while it runs are read again after it.
      await changeFeed(this.payload).pull()
      const clock = contentClock()
      const table = await this.loadAll()
      this.seen = clock
      this.table = table
      this.prepareOrders(table)
      return table
    })().finally(() => {
      this.loading = null
    })
    return this.loading
  }

  /**
   * Sorts the table every way it can be sorted, one sort per turn of the event loop, so that no
   * visitor waits for one (a tenth of a second at 100,000 rows); stops if the table is replaced.
   */
  private prepareOrders(table: Table): void {
    const keys = [...SORT_KEYS]
    const next = () => {
      const key = keys.shift()
      if (!key || this.table !== table) return
      table.order(`-${key}`)
      table.order(key)
      setImmediate(next)
    }
    setImmediate(next)
  }

  /**
   * Applies what the change feed brought since the last answer: changed ids are read again, a reset
   * (a bulk write) reloads the whole table. A reader arriving meanwhile waits: one page asks several
   * questions at once (the figures, the search options, the cards), and none may answer from before
   * a change another one has already begun to apply. On failure nothing counts as applied: the next
   * reader tries again.
   */
  private async refresh(table: Table): Promise<void> {
    // Its failure is the failure of the reader that started it; this one tries again.
    while (this.updating) await this.updating.catch(() => undefined)
    const { ids, reset, upTo } = changesSince('properties', this.seen)
    if (!reset && !ids.length) {
      this.seen = upTo
      return
    }
    this.updating = (async () => {
      if (reset) {
        const fresh = await this.loadAll()
        this.table = fresh
        this.prepareOrders(fresh)
      } else {
        const rows = await this.sql.jsonRows(COLUMNS, `FROM "properties" WHERE "id" IN (${idList(ids)})`)
        const target = this.table ?? table
        const found = new Set(rows.map((r) => Number(r.id)))
        for (const r of rows) target.put(r)
        for (const id of ids) if (!found.has(id)) target.remove(id)
      }
      this.seen = upTo
    })().finally(() => {
      this.updating = null
    })
    return this.updating
  }

  /** The ids of one page of the published properties matching `q`, and how many match in all. */
  async query(q: PropertyQuery, sort: string, offset: number, limit: number): Promise<IndexAnswer> {
    const loaded = await this.ready()
    await this.refresh(loaded)
    const t = this.table ?? loaded
    const sortKey = SORT_KEYS.includes((sort.startsWith('-') ? sort.slice(1) : sort) as SortKey) ? sort : '-createdAt'
    const order = t.order(sortKey)
    const bits = matching(t, q)
    const total = count(bits)
    const end = Math.min(offset + limit, total)
    const ids: number[] = []
    if (offset >= end) return { ids, total }
    // Two ways to the page. Walking the sort order until its last row visits about
    // end × rows / total rows: few when many match. Listing the matches and sorting their places
    // in the order costs about total × log(total): less when few match.
    const walk = (end * order.length) / total
    const gather = this.paging === 'gather' || (this.paging === 'auto' && walk > total * Math.log2(total + 2))
    if (gather) {
      const rank = t.rank(sortKey)
      const rows = rowsOf(bits, total)
      const places = new Int32Array(total)
      for (let k = 0; k < total; k++) places[k] = rank[rows[k]!]!
      places.sort()
      for (let k = offset; k < end; k++) ids.push(t.id[order[places[k]!]!]!)
      return { ids, total }
    }
    for (let k = 0, seen = 0; k < order.length && seen < end; k++) {
      const i = order[k]!
      if (!((bits[i >>> 5]! >>> (i & 31)) & 1)) continue
      if (seen >= offset) ids.push(t.id[i]!)
      seen++
    }
    return { ids, total }
  }

  /** The search screen's counts and ranges over every published listing, kept until a listing changes. */
  async facets(): Promise<PropertyFacets> {
    const loaded = await this.ready()
    await this.refresh(loaded)
    const t = this.table ?? loaded
    if (this.facetsOf?.table !== t || this.facetsOf.version !== t.version) this.facetsOf = { table: t, version: t.version, facets: facetsOf(t) }
    return this.facetsOf.facets
  }
  private facetsOf: { table: Table; version: number; facets: PropertyFacets } | null = null

  /** The market figures over every published listing, kept until a listing changes. */
  async market(): Promise<MarketFigures> {
    const loaded = await this.ready()
    await this.refresh(loaded)
    const t = this.table ?? loaded
    if (this.marketOf?.table !== t || this.marketOf.version !== t.version) this.marketOf = { table: t, version: t.version, figures: marketFigures(marketRowsOf(t)) }
    return this.marketOf.figures
  }
  private marketOf: { table: Table; version: number; figures: MarketFigures } | null = null

  /** Whether the first load has finished (for `/readyz`). */
  loaded(): boolean {
    return this.table !== null
  }

  /** How many published properties are loaded (for the status page and tests). */
  async size(): Promise<number> {
    return (await this.ready()).size
  }
}

const KEY = Symbol.for('manzil.propertyIndex')
const holder = globalThis as typeof globalThis & { [KEY]?: PropertyIndex }

/** The one index of this server process. */
export function propertyIndex(): PropertyIndex {
  return (holder[KEY] ??= new PropertyIndex(payloadClient))
}
