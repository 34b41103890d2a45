import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { freshEvents, isDue, keptKeys, lookFrom, MAIL_LISTINGS, nextRunAt, STALE_CLAIM_MS, type AlertKind, type ListingEvent, type SentKey } from '@/lib/alerts'
import { areaIn, type AreaUnit } from '@/lib/area'
import { formatMoney, formatNumber } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { reducedPercent } from '@/lib/price-history'
import { chipLabels, type Translate } from '@/lib/search/labels'
import { createTranslator } from 'use-intl/core'
import ar from '@/i18n/messages/ar.json'
import en from '@/i18n/messages/en.json'
import { parseSearch, type SearchState } from '@/lib/search/state'
import { localizedPath, siteOrigin } from '@/lib/seo/urls'
import type { Project, Property, SearchAlert } from '@/payload-types'
import { convert, getRates, type DisplayCurrency } from '../currency'
import { MAIL_QUEUE } from '../mail/jobs'
import { deliver, mailSender } from '../mail/transport'
import { projectWhere } from '../listings/projects'
import { propertyWhere } from '../listings/properties'
import { firstId, placeNames, projectQueryOf, propertyQueryOf, searchCurrency, searchOptions, thumbs } from '../listings/search'
import { getSettings } from '../site'
import { ALERT_DIGEST_TASK } from './jobs'
import { alertLinks, confirmationMail, digestMail, type MailListing } from './mail'
import { alertWords } from './words'

const COLLECTION = 'search-alerts'
const TABLE = '"search_alerts"'
/** Events read for one look at most; a mail lists `MAIL_LISTINGS` of them and counts the rest. */
const READ_LIMIT = 100

type Raw = { execute: (a: { drizzle: unknown; raw: string }) => Promise<{ rows?: Record<string, unknown>[] }>; drizzle: unknown }

// ---- what an alert searches ---------------------------------------------------------------------

/** The page an alert's search is on, with its query string. */
export function searchPath(alert: Pick<SearchAlert, 'kind' | 'luxury' | 'query'>): string {
  const base = alert.kind === 'projects' ? '/projects' : alert.luxury ? '/luxury-property' : '/properties'
  return alert.query ? `${base}?${alert.query}` : base
}

export const searchStateOf = (alert: Pick<SearchAlert, 'kind' | 'query'>): SearchState => parseSearch(new URLSearchParams(alert.query ?? ''), alert.kind)

/** The search of an alert in words, as its page's chips say it ("Type: Apartment · City: Dubai"). */
export async function describeSearch(locale: Locale, alert: Pick<SearchAlert, 'kind' | 'luxury' | 'query' | 'currency'>): Promise<string> {
  const state = searchStateOf(alert)
  const w = alertWords(locale)
  const display = await searchCurrency(state.currency)
  const [options, names] = await Promise.all([searchOptions(locale, alert.kind, display), placeNames(locale)])
  const t = pageWords(locale)
  const chips = Object.values(chipLabels(t, locale, alert.kind, state, options.fields, names, display.code))
  const all = alert.kind === 'projects' ? w('allProjects') : alert.luxury ? w('allLuxury') : w('allProperties')
  if (!chips.length) return all
  return [alert.kind === 'projects' ? w('projects') : alert.luxury ? w('luxury') : w('properties'), ...chips].join(' · ')
}

/** The site's own messages (the chips' words), outside a page. */
function pageWords(locale: Locale): Translate {
  // The pages' own messages, so a chip or an area reads the same in a mail as on the site.
  return createTranslator({ locale, messages: locale === 'en' ? en : ar } as never) as unknown as Translate
}

// ---- the look: which alerts are due, claimed by one server ------------------------------------

/** The newest time a published listing of each kind was listed or reduced. */
async function latestChanges(payload: Payload): Promise<Record<AlertKind, Date | null>> {
  const newest = async (collection: 'properties' | 'projects', field: 'listedAt' | 'priceReducedAt') => {
    const found = await payload.find({ collection, where: { and: [{ published: { equals: true } }, { [field]: { exists: true } }] }, sort: `-${field}`, limit: 1, depth: 0, pagination: false, select: { [field]: true }, overrideAccess: true })
    const at = (found.docs[0] as Record<string, unknown> | undefined)?.[field]
    return typeof at === 'string' ? new Date(at) : null
  }
  const [listed, reduced, projects] = await Promise.all([newest('properties', 'listedAt'), newest('properties', 'priceReducedAt'), newest('projects', 'listedAt')])
  const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b)
  return { properties: later(listed, reduced), projects }
}

/**
 * Takes an alert's look for this server: one conditional statement, so of two servers (or two runs
 * in one) looking at once only one queues its mail. A look claimed by a server that stopped before
 * finishing it is taken again after `STALE_CLAIM_MS`.
 */
async function claim(payload: Payload, id: number, now: Date): Promise<boolean> {
  const db = payload.db as unknown as Raw
  const at = `'${now.toISOString()}'`
  const stale = `'${new Date(now.getTime() - STALE_CLAIM_MS).toISOString()}'`
  const result = await db.execute({
    drizzle: db.drizzle,
    raw: `UPDATE ${TABLE} SET "claimed_at" = ${at} WHERE "id" = ${Math.trunc(id)} AND "status" = 'active' AND ("claimed_at" IS NULL OR "claimed_at" < ${stale}) RETURNING "id"`,
  })
  return (result.rows ?? []).length > 0
}

/**
 * Finds the confirmed alerts due for a look (instant ones when a listing of their kind was listed or
 * reduced since their last look; the others when their period is over), claims each and queues its
 * digest in the mail queue. Returns the ids it claimed. Runs on every server, every minute and after
 * a listing changes; the claim keeps it to one server per alert.
 */
export async function scanAlerts(payload: Payload, now = new Date()): Promise<number[]> {
  const latest = await latestChanges(payload)
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString()
  const where: Where = {
    and: [
      { status: { equals: 'active' } },
      { or: [{ frequency: { equals: 'instant' } }, { nextRunAt: { less_than_equal: now.toISOString() } }, { nextRunAt: { exists: false } }] },
      { or: [{ claimedAt: { exists: false } }, { claimedAt: { less_than: stale } }] },
    ],
  }
  const claimed: number[] = []
  for (let page = 1; ; page++) {
    const found = await payload.find({ collection: COLLECTION, where, sort: 'id', page, limit: 200, depth: 0, overrideAccess: true, select: { status: true, frequency: true, nextRunAt: true, checkedUpTo: true, kind: true } })
    for (const alert of found.docs) {
      if (!isDue(alert, now, latest[alert.kind])) continue
      if (!(await claim(payload, alert.id, now))) continue
      await payload.jobs.queue({ task: ALERT_DIGEST_TASK, queue: MAIL_QUEUE, input: { alert: alert.id } })
      claimed.push(alert.id)
    }
    if (!found.hasNextPage) break
  }
  return claimed
}

// ---- the digest: what is new for one alert, mailed once ----------------------------------------

type Listing = { id: number; doc: Property | Project }

async function eventsOf(payload: Payload, alert: SearchAlert, from: Date): Promise<{ events: ListingEvent[]; docs: Map<number, Listing['doc']> }> {
  const state = searchStateOf(alert)
  const since = from.toISOString()
  const events: ListingEvent[] = []
  const docs = new Map<number, Listing['doc']>()
  if (alert.kind === 'projects') {
    const { page: _p, perPage: _pp, sort: _s, ...q } = await projectQueryOf(state)
    const found = await payload.find({ collection: 'projects', locale: alert.locale, where: { and: [projectWhere(q), { listedAt: { greater_than_equal: since } }] }, sort: '-listedAt', limit: READ_LIMIT, depth: 0, overrideAccess: true })
    for (const p of found.docs) {
      docs.set(p.id, p)
      if (p.listedAt) events.push({ id: p.id, change: 'new', at: p.listedAt })
    }
    return { events, docs }
  }
  const { page: _p, perPage: _pp, sort: _s, ...q } = await propertyQueryOf(state, { fixed: { luxury: alert.luxury ?? false } })
  const found = await payload.find({
    collection: 'properties',
    locale: alert.locale,
    where: { and: [propertyWhere(q), { or: [{ listedAt: { greater_than_equal: since } }, { priceReducedAt: { greater_than_equal: since } }] }] },
    sort: '-listedAt',
    limit: READ_LIMIT,
    depth: 0,
    overrideAccess: true,
  })
  for (const p of found.docs) {
    docs.set(p.id, p)
    if (p.listedAt && p.listedAt >= since) events.push({ id: p.id, change: 'new', at: p.listedAt })
    if (p.priceReducedAt && p.priceReducedAt >= since) events.push({ id: p.id, change: 'reduced', at: p.priceReducedAt })
  }
  return { events, docs }
}

async function mailListings(locale: Locale, events: ListingEvent[], docs: Map<number, Listing['doc']>, origin: string, display: DisplayCurrency, unit: AreaUnit, now: Date): Promise<MailListing[]> {
  const rates = await getRates()
  const w = alertWords(locale)
  const pictures = await thumbs([...new Set(events.map((e) => firstId(docs.get(e.id)?.gallery)).filter((id): id is number => id !== null))])
  const money = (amount: number | null | undefined, currency: string | null | undefined, base: number | null | undefined) =>
    typeof amount === 'number' ? formatMoney(locale, convert(amount, currency ?? display.code, display, rates, base), display.code, display.decimals) : null
  const t = pageWords(locale)
  const area = (m2: number | null | undefined) => (m2 ? t('common.area', { value: formatNumber(locale, areaIn(m2, unit)), unit }) : null)
  return events.map((e) => {
    const doc = docs.get(e.id)!
    const thumb = pictures.get(firstId(doc.gallery) ?? -1)
    const image = thumb ? `${origin}${thumb.src}` : null
    if ('name' in doc) {
      const from = money(doc.startingPrice, doc.currency, doc.priceBase)
      return { title: doc.name, url: `${origin}${localizedPath(locale, recordPath('/projects', doc.id, doc.slug))}`, image, price: from ? w('from', { price: from }) : null, facts: [], change: e.change }
    }
    const percent = e.change === 'reduced' ? reducedPercent({ ...doc, priceReducedAt: doc.priceReducedAt ?? null, priceBefore: doc.priceBefore ?? null }, now) : null
    const facts = [typeof doc.bedrooms === 'number' ? w('bedrooms', { count: doc.bedrooms }) : null, area(doc.area)].filter((f): f is string => Boolean(f))
    return {
      title: doc.title,
      url: `${origin}${localizedPath(locale, recordPath('/properties', doc.id, doc.slug))}`,
      image,
      price: doc.priceOnRequest ? null : money(doc.price, doc.currency, doc.priceBase),
      facts,
      change: e.change,
      ...(percent ? { percent: formatNumber(locale, percent) } : {}),
    }
  })
}

/** The site's name in a language, as mails sign with it. */
async function siteName(locale: Locale): Promise<string> {
  const settings = await getSettings(locale).catch(() => null)
  return settings?.seo_settings?.seo_title?.trim() || alertWords(locale)('siteName')
}

/** The currency and area unit an alert's mail shows prices and areas in: the visitor's currency, else the site's. */
async function unitsOf(alert: SearchAlert): Promise<{ display: DisplayCurrency; unit: AreaUnit }> {
  const display = await searchCurrency(alert.currency ?? undefined)
  const rates = await getRates()
  return { display, unit: rates.find((c) => c.code === display.code)?.areaUnit ?? 'm2' }
}

/**
 * One look of a claimed alert: the listings of its search listed or reduced since its previous look
 * and not mailed yet; mailed if there are any; the alert then remembers the look and releases its
 * claim. A failed send throws and keeps the claim, so the queue's retry sends the same look.
 */
export async function runDigest(payload: Payload, id: number, now = new Date()): Promise<{ sent: number }> {
  const alert = await payload.findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!alert) return { sent: 0 }
  if (alert.status !== 'active') {
    await payload.update({ collection: COLLECTION, id, data: { claimedAt: null }, overrideAccess: true })
    return { sent: 0 }
  }
  const sent = (Array.isArray(alert.sentKeys) ? alert.sentKeys : []) as SentKey[]
  const { events, docs } = await eventsOf(payload, alert, lookFrom(alert))
  const fresh = freshEvents(events, sent)
  const done = { checkedUpTo: now.toISOString(), nextRunAt: nextRunAt(alert.frequency, now).toISOString(), claimedAt: null, sentKeys: keptKeys(sent, fresh, now) }
  if (fresh.length) {
    const origin = siteOrigin()
    const { display, unit } = await unitsOf(alert)
    const shown = fresh.slice(0, MAIL_LISTINGS)
    const [listings, search, site] = await Promise.all([mailListings(alert.locale, shown, docs, origin, display, unit, now), describeSearch(alert.locale, alert), siteName(alert.locale)])
    const links = alertLinks(origin, alert.locale, alert.token, searchPath(alert))
    await deliver(digestMail({ locale: alert.locale, site, to: alert.email, from: mailSender(), links, search, kind: alert.kind, listings, more: fresh.length - shown.length, allNew: fresh.every((e) => e.change === 'new') }))
    await payload.update({ collection: COLLECTION, id, data: { ...done, lastSentAt: now.toISOString(), sentCount: (alert.sentCount ?? 0) + 1 }, overrideAccess: true })
    return { sent: fresh.length }
  }
  await payload.update({ collection: COLLECTION, id, data: done, overrideAccess: true })
  return { sent: 0 }
}

/** The confirmation mail of a pending alert; nothing for one confirmed or cancelled since it was asked for. */
export async function sendConfirmation(payload: Payload, id: number): Promise<{ sent: boolean }> {
  const alert = await payload.findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!alert || alert.status !== 'pending') return { sent: false }
  const origin = siteOrigin()
  const [search, site] = await Promise.all([describeSearch(alert.locale, alert), siteName(alert.locale)])
  const links = alertLinks(origin, alert.locale, alert.token, searchPath(alert))
  await deliver(confirmationMail({ locale: alert.locale, site, to: alert.email, from: mailSender(), links, search, frequency: alert.frequency }))
  return { sent: true }
}
