import type { CollectionConfig, Field, Option } from 'payload'
import type { Locale } from '@/i18n/locales'
import { collections } from '@/collections'

type Labelled = { value: string; label: string }

function findSelect(fields: Field[], name: string): Option[] | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name && field.type === 'select') return field.options
    const nested: Field[] = []
    if ('fields' in field && Array.isArray(field.fields)) nested.push(...field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) nested.push(...tab.fields)
    const found = nested.length ? findSelect(nested, name) : undefined
    if (found) return found
  }
  return undefined
}

const cache = new Map<string, Option[]>()

/**
 * The options of a select field with their labels in one language, read from the content model,
 * so the API names every value exactly as the admin does.
 */
export function selectOptions(collection: string, field: string, locale: Locale): Labelled[] {
  const key = `${collection}.${field}`
  let options = cache.get(key)
  if (!options) {
    const config = collections.find((c: CollectionConfig) => c.slug === collection)
    options = (config && findSelect(config.fields, field)) ?? []
    cache.set(key, options)
  }
  return options.map((o) => {
    if (typeof o === 'string') return { value: o, label: o }
    const label = o.label
    const text = typeof label === 'string' ? label : typeof label === 'object' && label ? ((label as Record<string, string>)[locale] ?? o.value) : o.value
    return { value: o.value, label: text }
  })
}

export function labelOf(collection: string, field: string, value: string | null | undefined, locale: Locale): Labelled | null {
  if (!value) return null
  return selectOptions(collection, field, locale).find((o) => o.value === value) ?? { value, label: value }
}
