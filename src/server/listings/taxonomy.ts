import 'server-only'
import type { Locale } from '@/i18n/locales'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'

export const listPropertyTypes = cachedRead('property-types', ['property-types'], async (locale: Locale) => {
  const payload = await payloadClient()
  return (await payload.find({ collection: 'property-types', locale, sort: 'order', pagination: false, depth: 0 })).docs
})

export const listCities = cachedRead('cities', ['locations'], async (locale: Locale) => {
  const payload = await payloadClient()
  return (await payload.find({ collection: 'cities', locale, sort: 'order', pagination: false, depth: 0 })).docs
})
