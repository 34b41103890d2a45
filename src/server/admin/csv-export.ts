import type { CollectionSlug, Endpoint, Field, PayloadRequest, Where } from 'payload'
import { hasRole } from '@/access'
import { toCsv } from '@/lib/csv'
import { publicId, type InboxCollection } from '@/lib/ids'

type Lang = 'ar' | 'en'
type Label = string | Record<string, string> | ((args: { t: PayloadRequest['t']; i18n: PayloadRequest['i18n'] }) => string) | false | undefined

/** A field of the collection by its path (`offered.area`), with the labels of the groups it sits in. */
type Found = { field: Field & { name: string }; labels: Label[] }

function findField(fields: Field[], path: string[], labels: Label[] = []): Found | undefined {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      const found = findField(field.fields, path, labels)
      if (found) return found
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found = 'name' in tab && tab.name ? (tab.name === path[0] ? findField(tab.fields, path.slice(1), [...labels, tab.label as Label]) : undefined) : findField(tab.fields, path, labels)
        if (found) return found
      }
      continue
    }
    if (!('name' in field) || field.name !== path[0]) continue
    if (path.length === 1) return { field: field as Field & { name: string }, labels }
    if (field.type === 'group') return findField(field.fields, path.slice(1), [...labels, field.label as Label])
  }
  return undefined
}

function labelText(label: Label, fallback: string, req: PayloadRequest, lang: Lang): string {
  if (typeof label === 'function') return label({ t: req.t, i18n: req.i18n })
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') return label[lang] ?? label.en ?? fallback
  return fallback
}

const titleOf = (req: PayloadRequest, relationTo: string, value: unknown): unknown => {
  if (!value || typeof value !== 'object') return value
  const doc = value as Record<string, unknown>
  const useAsTitle = req.payload.collections[relationTo as CollectionSlug]?.config.admin.useAsTitle ?? 'id'
  return doc[useAsTitle] ?? doc.id
}

/** One cell as staff read it: option labels, related records by their title, a list's count, notes one per line. */
function cell(found: Found | undefined, value: unknown, req: PayloadRequest, lang: Lang): unknown {
  if (value === null || value === undefined || !found) return value
  const { field } = found
  switch (field.type) {
    case 'select': {
      const label = (v: unknown) => {
        const option = field.options.find((o) => (typeof o === 'string' ? o : o.value) === v)
        return option && typeof option === 'object' ? labelText(option.label as Label, String(v), req, lang) : v
      }
      return Array.isArray(value) ? value.map(label).join(', ') : label(value)
    }
    case 'relationship':
    case 'upload': {
      if (field.hasMany) return Array.isArray(value) ? value.length : value
      return typeof field.relationTo === 'string' ? titleOf(req, field.relationTo, value) : value
    }
    case 'array':
      return Array.isArray(value) ? value.map((row: Record<string, unknown>) => (typeof row.note === 'string' ? row.note : '')).join('\n') : value
    default:
      return value
  }
}

const read = (doc: Record<string, unknown>, path: string[]): unknown => path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), doc)

const PAGE = 500

/**
 * `GET /api/<collection>/export.csv`: the records as a spreadsheet for sales and admins, newest
 * first, with the filters of the admin list (`?where[…]`), headers and values in the admin's
 * language. The reference column is the public id visitors are given.
 */
export function csvExport(collection: InboxCollection, columns: readonly string[]): Omit<Endpoint, 'root'> {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!hasRole(req.user as { roles?: unknown } | null, 'admin', 'sales')) {
        return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: req.user ? 403 : 401 })
      }
      const lang: Lang = req.i18n.language === 'en' ? 'en' : 'ar'
      const fields = req.payload.collections[collection].config.fields
      const found = columns.map((c) => (c === 'id' ? undefined : findField(fields, c.split('.'))))
      const header = columns.map((c, i) => {
        if (c === 'id') return lang === 'ar' ? 'المرجع' : 'Reference'
        const f = found[i]
        const own = labelText(f && 'label' in f.field ? (f.field.label as Label) : undefined, c, req, lang)
        return [...(f?.labels ?? []).map((l) => labelText(l, '', req, lang)).filter(Boolean), own].join(' – ')
      })
      const where = (req.query?.where ?? undefined) as Where | undefined
      const rows: unknown[][] = []
      for (let page = 1; ; page++) {
        const result = await req.payload.find({ collection, where, sort: '-createdAt', depth: 1, limit: PAGE, page, locale: lang, overrideAccess: false, req })
        for (const doc of result.docs as unknown as Record<string, unknown>[]) {
          rows.push(columns.map((c, i) => (c === 'id' ? publicId(collection, Number(doc.id)) : cell(found[i], read(doc, c.split('.')), req, lang))))
        }
        if (!result.hasNextPage) break
      }
      const date = new Date().toISOString().slice(0, 10)
      return new Response(toCsv(header, rows), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${collection}-${date}.csv"`,
          'cache-control': 'no-store',
        },
      })
    },
  }
}
