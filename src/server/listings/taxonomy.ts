import 'server-only'
import type { Where } from 'payload'
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

export const listCountries = cachedRead('countries', ['locations'], async (locale: Locale) => {
  const payload = await payloadClient()
  return (await payload.find({ collection: 'countries', locale, sort: 'order', pagination: false, depth: 0 })).docs
})

export const listStates = cachedRead('states', ['locations'], async (locale: Locale, country?: number) => {
  const payload = await payloadClient()
  const where: Where = country ? { country: { equals: country } } : {}
  return (await payload.find({ collection: 'states', locale, where, sort: 'order', pagination: false, depth: 0 })).docs
})

/** Cities, optionally of one state or country. */
export const listCitiesOf = cachedRead('cities:of', ['locations'], async (locale: Locale, parent: { state?: number; country?: number } = {}) => {
  const payload = await payloadClient()
  const and: Where[] = [
    ...(parent.state ? [{ state: { equals: parent.state } }] : []),
    ...(parent.country ? [{ country: { equals: parent.country } }] : []),
  ]
  return (await payload.find({ collection: 'cities', locale, where: { and }, sort: 'order', pagination: false, depth: 0 })).docs
})

export const listAmenities = cachedRead('amenities', ['amenities'], async (locale: Locale) => {
  const payload = await payloadClient()
  return (await payload.find({ collection: 'amenities', locale, sort: 'order', pagination: false, depth: 0 })).docs
})
