import { describe, expect, it } from 'vitest'
import type { ApiRequest, RequestOptions } from '@/lib/client/api'
import { createAppStore } from '@/lib/client/app-state'
import { createQueryClient } from '@/lib/client/query'
import { runStartup, STARTUP_CALLS } from '@/lib/client/startup'

const responses: Record<string, unknown> = {
  [STARTUP_CALLS.propertyFilters]: { type: [] },
  [STARTUP_CALLS.projectFilters]: { status: [] },
  [STARTUP_CALLS.countries]: [{ id: 1, name: 'الإمارات' }],
  [STARTUP_CALLS.settings]: { seo_settings: { seo_title: 'Manzil' } },
  [STARTUP_CALLS.menus]: { header: [] },
  [STARTUP_CALLS.policies]: [{ id: 1, key: 'privacy', title: 'Privacy' }],
}

/** An API that records when each call starts and ends, each taking one tick. */
function recordingApi(fail: string[] = []) {
  const events: string[] = []
  const options: Record<string, RequestOptions | undefined> = {}
  const api = (async (path: string, init?: RequestOptions) => {
    events.push(`start ${path}`)
    options[path] = init
    await new Promise((r) => setTimeout(r, 1))
    events.push(`end ${path}`)
    if (fail.includes(path)) throw new Error('down')
    return responses[path]
  }) as ApiRequest
  return { api, events, options }
}

describe('startup order (SPEC §4, §7)', () => {
  it('loads filters and countries first, then settings and menus, then policies', async () => {
    const { api, events } = recordingApi()
    const store = createAppStore()
    await runStartup({ api, store, cache: createQueryClient({ retry: 0 }), locale: 'ar' })
    const index = (e: string) => events.indexOf(e)
    const firstStep = [STARTUP_CALLS.propertyFilters, STARTUP_CALLS.projectFilters, STARTUP_CALLS.countries]
    for (const path of firstStep) {
      expect(index(`start ${path}`)).toBeLessThan(index(`end ${STARTUP_CALLS.propertyFilters}`) + 1)
      expect(index(`end ${path}`)).toBeLessThan(index(`start ${STARTUP_CALLS.settings}`))
      expect(index(`end ${path}`)).toBeLessThan(index(`start ${STARTUP_CALLS.menus}`))
    }
    expect(index(`end ${STARTUP_CALLS.settings}`)).toBeLessThan(index(`start ${STARTUP_CALLS.policies}`))
    expect(index(`end ${STARTUP_CALLS.menus}`)).toBeLessThan(index(`start ${STARTUP_CALLS.policies}`))
    const state = store.get()
    expect(state.startup).toBe('done')
    expect(state.countries).toEqual([{ label: 'الإمارات', value: 1 }])
    expect(state.settings?.seo_settings?.seo_title).toBe('Manzil')
    expect(state.policies).toHaveLength(1)
    expect(state.filters.properties).toEqual({ type: [] })
  })

  it('leaves the currency header off for settings and menus only', async () => {
    const { api, options } = recordingApi()
    await runStartup({ api, store: createAppStore(), cache: createQueryClient({ retry: 0 }), locale: 'en' })
    expect(options[STARTUP_CALLS.settings]?.withCurrency).toBe(false)
    expect(options[STARTUP_CALLS.menus]?.withCurrency).toBe(false)
    for (const path of [STARTUP_CALLS.propertyFilters, STARTUP_CALLS.projectFilters, STARTUP_CALLS.countries, STARTUP_CALLS.policies]) {
      expect(options[path]?.withCurrency).toBe(true)
    }
  })

  it('a failed step does not stop the next ones', async () => {
    const { api, events } = recordingApi([STARTUP_CALLS.countries])
    const store = createAppStore()
    expect(await runStartup({ api, store, cache: createQueryClient({ retry: 0 }), locale: 'ar' })).toBe(false)
    expect(events).toContain(`end ${STARTUP_CALLS.policies}`)
    expect(store.get().startup).toBe('failed')
  })
})
