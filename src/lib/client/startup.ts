import type { Menu, Policy, Setting } from '@/payload-types'
import type { ApiRequest } from './api'
import type { AppStore, FilterOptions, Option } from './app-state'
import type { QueryClient } from './query'

/** The startup calls of SPEC §7, by the key the data cache keeps them under. */
export const STARTUP_CALLS = {
  propertyFilters: '/real-estates/filters',
  projectFilters: '/projects/filters',
  countries: '/location/countries',
  settings: '/settings',
  menus: '/menus',
  policies: '/policies',
} as const

type Country = { id: number | string; name: string; code?: string }
const toOption = (c: Country | Option): Option => ('value' in c ? c : { label: c.name, value: c.id })

/**
 * SPEC §4: the filters and the countries list first, then settings and menus, then policies.
 * Each step's requests run together; a failed step does not stop the ones after it.
 */
export async function runStartup(deps: { api: ApiRequest; store: AppStore; cache: QueryClient; locale: string }): Promise<boolean> {
  const { api, store, cache, locale } = deps
  const get = <T>(path: string, withCurrency = true) => cache.fetch<T>(`${locale}:${path}`, () => api<T>(path, { withCurrency }))
  let ok = true
  const settle = async (step: Promise<unknown>[]) => {
    for (const result of await Promise.allSettled(step)) if (result.status === 'rejected') ok = false
  }
  store.set({ startup: 'loading' })

  await settle([
    get<FilterOptions>(STARTUP_CALLS.propertyFilters).then((properties) => store.set((s) => ({ filters: { ...s.filters, properties } }))),
    get<FilterOptions>(STARTUP_CALLS.projectFilters).then((projects) => store.set((s) => ({ filters: { ...s.filters, projects } }))),
    get<(Country | Option)[]>(STARTUP_CALLS.countries).then((countries) => store.set({ countries: countries.map(toOption) })),
  ])
  await settle([
    get<Setting>(STARTUP_CALLS.settings, false).then((settings) => store.set({ settings })),
    get<Menu>(STARTUP_CALLS.menus, false).then((menus) => store.set({ menus })),
  ])
  await settle([get<Policy[]>(STARTUP_CALLS.policies).then((policies) => store.set({ policies }))])

  store.set({ startup: ok ? 'done' : 'failed' })
  return ok
}
