import ar from '@/i18n/messages/ar.json' with { type: 'json' }
import en from '@/i18n/messages/en.json' with { type: 'json' }

const messages = { ar, en } as const

/** A message of the site as a page of that language shows it, `{name}`-style arguments filled in (plurals are not). */
export function message(lang: 'ar' | 'en', key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[lang])
  if (typeof found !== 'string') throw new Error(`no message ${key} in ${lang}`)
  return found.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
