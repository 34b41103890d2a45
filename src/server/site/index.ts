import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { Currency, Menu, Policy, Setting } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'

export const getSettings = cachedRead('settings', ['settings'], async (locale: Locale): Promise<Setting> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'settings', locale, depth: 1 })
})

export const getMenus = cachedRead('menus', ['menus'], async (locale: Locale): Promise<Menu> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'menus', locale, depth: 0 })
})

export const getPolicies = cachedRead('policies', ['policies'], async (locale: Locale): Promise<Policy[]> => {
  const payload = await payloadClient()
  const found = await payload.find({ collection: 'policies', locale, depth: 0, limit: 10, pagination: false })
  return found.docs
})

export async function getPolicy(locale: Locale, key: Policy['key']): Promise<Policy | null> {
  const all = await getPolicies(locale)
  return all.find((p) => p.key === key) ?? null
}

export const getCurrencies = cachedRead('currencies', ['currencies'], async (locale: Locale): Promise<Currency[]> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'currencies',
    locale,
    where: { enabled: { equals: true } },
    sort: 'order',
    depth: 0,
    pagination: false,
  })
  return found.docs
})

/** For the operators' status page: a real round trip to the database (uncached), with how long it took. */
export async function databasePing(): Promise<{ reachable: boolean; latencyMs: number }> {
  const started = performance.now()
  try {
    const payload = await payloadClient()
    await payload.count({ collection: 'currencies', overrideAccess: true })
    return { reachable: true, latencyMs: performance.now() - started }
  } catch {
    return { reachable: false, latencyMs: performance.now() - started }
  }
}

/** Can the database answer right now? */
export async function databaseReachable(): Promise<boolean> {
  return (await databasePing()).reachable
}
