/**
 * Advertising permits: a market (a country, or a state with rules of its own, such as the emirate of
 * Dubai) may require every listing advertised in it to show its permit number, names the authority
 * that issues them and may give the address of that authority's check page, a template in which
 * `{permit}` stands for the number. Pure functions, shared by the admin's checks, the site and the API.
 */
import { latinDigits } from './schemas/plain'

export const PERMIT_PLACEHOLDER = '{permit}'
export const PERMIT_NUMBER_MAX = 40

/** The permit settings of a country or a state, as the CMS stores them (`own`: a state's rules replace its country's). */
export type MarketPermits = { own?: boolean | null; required?: boolean | null; authority?: string | null; checkUrl?: string | null }
type Market = { name?: string | null; permits?: MarketPermits | null }

/** The rules that apply to a listing's place, and the name of the market they come from. */
export type PermitRule = { market: string; required: boolean; authority: string | null; checkUrl: string | null }

/** A listing's own permit fields, as the CMS stores them. */
export type ListingPermit = { number?: string | null; authority?: string | null; verifiedAt?: string | null }

/** What a visitor sees of a listing's permit. */
export type PermitView = { number: string; authority: string | null; checkUrl: string | null }

const text = (v: string | null | undefined) => v?.trim() || null

/** The state's rules when it has its own, else the country's; null when neither is known. */
export function marketRule(country: Market | null | undefined, state: Market | null | undefined): PermitRule | null {
  const source = state?.permits?.own ? state : country
  if (!source) return null
  const p = source.permits ?? {}
  return { market: source.name ?? '', required: p.required === true, authority: text(p.authority), checkUrl: text(p.checkUrl) }
}

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null)

/**
 * The rules of a listing read with its relations populated (its country and state, or its city's):
 * a listing's own country and state come first, its city's fill what it leaves empty.
 */
export function listingRule(listing: { country?: unknown; state?: unknown; city?: unknown }): PermitRule | null {
  const city = record(listing.city)
  const country = record(listing.country) ?? record(city?.country)
  const state = record(listing.state) ?? record(city?.state)
  return marketRule(country as Market | null, state as Market | null)
}

const DIRECTION_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const DASHES = /[\u2010-\u2015\u2212]/g

/**
 * A permit number as an editor may paste or type it, made one way: Arabic-Indic digits as Latin ones,
 * direction marks dropped, any dash as a hyphen, no space around a hyphen or a slash, runs of spaces
 * as one. Null when nothing is left.
 */
export function normalizePermitNumber(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = latinDigits(raw)
    .replace(DIRECTION_MARKS, '')
    .replace(DASHES, '-')
    .replace(/\s*([-/])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  return value || null
}

const PERMIT_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 /-]*[A-Za-z0-9])?$/

/** Letters, digits, hyphens, slashes and spaces, starting and ending with a letter or a digit, up to 40 characters. */
export const isPermitNumber = (value: string) => value.length <= PERMIT_NUMBER_MAX && PERMIT_NUMBER.test(value)

/**
 * What is wrong with a check page template, or null: it must be an http(s) address with `{permit}`
 * in its path or query (never in its host, which a number must not choose).
 */
export function checkUrlProblem(template: string): 'url' | 'placeholder' | null {
  if (!template.includes(PERMIT_PLACEHOLDER)) return 'placeholder'
  const hostWith = (number: string) => {
    try {
      const url = new URL(template.split(PERMIT_PLACEHOLDER).join(number))
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.host : null
    } catch {
      return null
    }
  }
  const host = hostWith('1')
  return host && host === hostWith('2') ? null : 'url'
}

/** The check page of one permit: the template with the number, URL-encoded, for each `{permit}`; null for an unusable template. */
export function permitCheckUrl(template: string | null | undefined, number: string): string | null {
  if (!template || checkUrlProblem(template)) return null
  return template.split(PERMIT_PLACEHOLDER).join(encodeURIComponent(number))
}

/** What a visitor is shown of a listing's permit under its market's rules, or null when it has no number. */
export function permitView(permit: ListingPermit | null | undefined, rule: PermitRule | null): PermitView | null {
  const number = text(permit?.number)
  if (!number) return null
  return { number, authority: text(permit?.authority) ?? rule?.authority ?? null, checkUrl: permitCheckUrl(rule?.checkUrl, number) }
}
