import { createApiClient } from './api'
import { appStore } from './app-state'
import { createQueryClient } from './query'

/** The browser's data cache (SPEC §9). */
export const queryClient = createQueryClient()

/** The API client for one page language; the currency header follows the visitor's choice. */
export const apiFor = (locale: string) => createApiClient({ locale: () => locale, currency: () => appStore.get().currency })
