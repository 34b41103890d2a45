import 'server-only'
import crypto from 'node:crypto'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { ADDRESS_DAILY_LIMIT, ADDRESS_MAX_ALERTS, nextRunAt, type AlertFrequency, type AlertKind } from '@/lib/alerts'
import { isAreaUnit } from '@/lib/area'
import type { AlertChange, AlertInput } from '@/lib/schemas'
import { errorMap, fieldErrors, translate } from '@/lib/schemas'
import { cleanValue, filterKeys, serializeSearch, type FilterKey, type SearchState } from '@/lib/search/state'
import type { SearchAlert } from '@/payload-types'
import { invalid } from '../api/errors'
import { projectQuery, propertyQuery } from '../api/listing-query'
import { MAIL_QUEUE } from '../mail/jobs'
import { ALERT_CONFIRM_TASK } from './jobs'

const COLLECTION = 'search-alerts'
const DAY_MS = 86_400_000

/** A link's secret: 24 random bytes, 32 URL-safe characters. */
export const isToken = (value: string | undefined): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value)
const newToken = () => crypto.randomBytes(24).toString('base64url')

/**
 * The search of an alert, from the API's listing parameters to the site's own query string (the one
 * its search page has in the address bar): checked as the listing endpoints check them, so an alert
 * never keeps a search the site cannot run. A 422 on the parameter otherwise.
 */
export function searchOfFilters(locale: Locale, kind: AlertKind, filters: Record<string, string>, currency: string | undefined): { query: string; luxury: boolean } {
  const checked = (kind === 'projects' ? projectQuery : propertyQuery).safeParse(filters, { error: errorMap(locale) })
  if (!checked.success) throw invalid(Object.fromEntries(Object.entries(fieldErrors(checked.error, locale)).map(([k, v]) => [`filters.${k}`, v])))
  const keys = filterKeys(kind) as readonly string[]
  const state: SearchState = { filters: {} }
  let luxury = false
  const errors: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(filters)) {
    const key = /^filter\[(.+)\]$/.exec(name)?.[1]
    if (name === 'area_unit') {
      if (isAreaUnit(value) && value !== 'm2') state.unit = value
    } else if (key === 'luxury' && kind === 'properties') {
      luxury = value === 'true' || value === '1'
    } else if (key && keys.includes(key)) {
      const clean = cleanValue(key as FilterKey, value)
      if (clean !== undefined) state.filters[key as FilterKey] = clean
    } else {
      errors[`filters.${name}`] = [translate(locale, 'unknownField')]
    }
  }
  if (Object.keys(errors).length) throw invalid(errors)
  if (currency && (state.filters.min_price || state.filters.max_price)) state.currency = currency
  return { query: serializeSearch(state, kind), luxury }
}

export type Created = 'created' | 'resent' | 'exists' | 'dropped'

/**
 * Stores the alert a visitor asked for, pending, and queues its confirmation mail in the same
 * transaction (`req`). The same search for the same address is the same alert: a pending or
 * cancelled one gets a new confirmation mail, an active one nothing. An address that asked for too
 * many alerts within a day, or keeps too many, gets nothing more; the caller answers alike in every
 * case, so the answer tells nobody which addresses have alerts.
 */
export async function createAlert(req: PayloadRequest, input: AlertInput, locale: Locale, now = new Date()): Promise<Created> {
  const { payload } = req
  const { query, luxury } = searchOfFilters(locale, input.kind, input.filters, input.currency)
  const email = input.email
  const mine: Where = { email: { equals: email } }
  const [same, recent, kept] = await Promise.all([
    payload.find({ collection: COLLECTION, where: { and: [mine, { kind: { equals: input.kind } }, { query: { equals: query } }, { luxury: { equals: luxury } }] }, limit: 1, depth: 0, req, overrideAccess: true }),
    payload.count({ collection: COLLECTION, where: { and: [mine, { updatedAt: { greater_than: new Date(now.getTime() - DAY_MS).toISOString() } }] }, req, overrideAccess: true }),
    payload.count({ collection: COLLECTION, where: { and: [mine, { status: { not_equals: 'unsubscribed' } }] }, req, overrideAccess: true }),
  ])
  const existing = same.docs[0]
  if (existing?.status === 'active') return 'exists'
  if (recent.totalDocs >= ADDRESS_DAILY_LIMIT || (!existing && kept.totalDocs >= ADDRESS_MAX_ALERTS)) return 'dropped'
  const fields = { frequency: input.frequency, locale, currency: input.currency ?? null, status: 'pending' as const }
  const alert = existing
    ? await payload.update({ collection: COLLECTION, id: existing.id, data: fields, req, overrideAccess: true })
    : await payload.create({ collection: COLLECTION, data: { ...fields, email, kind: input.kind, luxury, query, token: newToken(), sentCount: 0 }, req, overrideAccess: true })
  await payload.jobs.queue({ task: ALERT_CONFIRM_TASK, queue: MAIL_QUEUE, input: { alert: alert.id }, req })
  return existing ? 'resent' : 'created'
}

export async function alertByToken(payload: Payload, token: string): Promise<SearchAlert | null> {
  if (!isToken(token)) return null
  const found = await payload.find({ collection: COLLECTION, where: { token: { equals: token } }, limit: 1, depth: 0, overrideAccess: true })
  return found.docs[0] ?? null
}

/** Every alert of the address a link's alert was sent to, newest first; null for a link that names none. */
export async function alertsOfToken(payload: Payload, token: string): Promise<{ alert: SearchAlert; all: SearchAlert[] } | null> {
  const alert = await alertByToken(payload, token)
  if (!alert) return null
  const all = await payload.find({ collection: COLLECTION, where: { email: { equals: alert.email } }, sort: '-createdAt', limit: ADDRESS_MAX_ALERTS * 4, depth: 0, overrideAccess: true })
  return { alert, all: all.docs }
}

export type Done = 'confirmed' | 'unsubscribed' | 'resubscribed' | 'frequency' | 'all'

/** The schedule of an alert that starts (again) at `now`: nothing before `now` is mailed. */
const startingAt = (frequency: AlertFrequency, now: Date) => ({
  checkedUpTo: now.toISOString(),
  nextRunAt: nextRunAt(frequency, now).toISOString(),
  claimedAt: null,
  sentKeys: [],
})

/**
 * What a link in a mail or the management page does to an alert: confirm it (the double opt-in's
 * second step), cancel it or all of its address's, turn it back on, or change its frequency.
 * Null for a link that names no alert.
 */
export async function changeAlert(payload: Payload, token: string, change: AlertChange, now = new Date()): Promise<{ done: Done; alert: SearchAlert } | null> {
  const alert = await alertByToken(payload, token)
  if (!alert) return null
  const update = async (data: Partial<SearchAlert>) => payload.update({ collection: COLLECTION, id: alert.id, data, overrideAccess: true })
  switch (change.action) {
    case 'confirm':
      if (alert.status === 'active') return { done: 'confirmed', alert }
      return { done: 'confirmed', alert: await update({ status: 'active', confirmedAt: now.toISOString(), unsubscribedAt: null, ...startingAt(alert.frequency, now) }) }
    case 'resubscribe':
      // Whoever has the link has the mailbox: a cancelled alert comes back without a new confirmation.
      if (alert.status === 'active') return { done: 'resubscribed', alert }
      return { done: 'resubscribed', alert: await update({ status: 'active', confirmedAt: alert.confirmedAt ?? now.toISOString(), unsubscribedAt: null, ...startingAt(alert.frequency, now) }) }
    case 'unsubscribe':
      if (alert.status === 'unsubscribed') return { done: 'unsubscribed', alert }
      return { done: 'unsubscribed', alert: await update({ status: 'unsubscribed', unsubscribedAt: now.toISOString() }) }
    case 'unsubscribe-all':
      await payload.update({
        collection: COLLECTION,
        where: { and: [{ email: { equals: alert.email } }, { status: { not_equals: 'unsubscribed' } }] },
        data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() },
        overrideAccess: true,
      })
      return { done: 'all', alert: { ...alert, status: 'unsubscribed' } }
    default:
      break
  }
  if (change.frequency && change.frequency !== alert.frequency) {
    const from = alert.checkedUpTo ? new Date(alert.checkedUpTo) : now
    return { done: 'frequency', alert: await update({ frequency: change.frequency, nextRunAt: nextRunAt(change.frequency, from).toISOString() }) }
  }
  return { done: 'frequency', alert }
}
