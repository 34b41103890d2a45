import { defineRouting } from 'next-intl/routing'
import { defaultLocale, localeCodes, localeCookie } from './locales'

export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'as-needed',
  // A first visit to `/` is Arabic whatever the browser says.
  localeDetection: false,
  localeCookie,
})
