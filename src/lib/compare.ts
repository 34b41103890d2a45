/** The two compare lists of SPEC §3: property ids and project ids. */
export type CompareKind = 'properties' | 'projects'
export type CompareLists = Record<CompareKind, number[]>

export const COMPARE_KINDS: readonly CompareKind[] = ['properties', 'projects']

/** Each compare list holds at most this many items (PRODUCT: /compare). */
export const COMPARE_LIMIT = 4

export type AddResult = 'added' | 'present' | 'full'

/** Record ids are positive 32-bit integers in both databases: a larger number names no record. */
const MAX_ID = 2_147_483_647

/** Whether a value can be a record's id. */
export const isId = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_ID

/** Adds an id at the end of a list: never twice, never beyond the limit. */
export function addToList(list: readonly number[], id: number, limit = COMPARE_LIMIT): { list: number[]; result: AddResult } {
  if (list.includes(id)) return { list: [...list], result: 'present' }
  if (list.length >= limit || !isId(id)) return { list: [...list], result: 'full' }
  return { list: [...list, id], result: 'added' }
}

/** A list as stored or shared may be damaged: ids only, each once, in order, up to the limit. */
export function cleanList(values: readonly unknown[], limit = COMPARE_LIMIT): number[] {
  const out: number[] = []
  for (const v of values) {
    if (out.length >= limit) break
    const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v
    if (isId(n) && !out.includes(n)) out.push(n)
  }
  return out
}

/** A query as a page gets it (its search params) or as the browser reads it. */
export type ListQuery = URLSearchParams | Record<string, string | string[] | undefined>

/** One parameter of a query, its repeated values joined by commas ('' when absent). */
export function readListParam(query: ListQuery, key: string): string {
  if (query instanceof URLSearchParams) return query.getAll(key).join(',')
  const v = query[key]
  return Array.isArray(v) ? v.join(',') : (v ?? '')
}

/** The lists a shared link carries: `?properties=1,2,3&projects=4`. */
export function parseCompareQuery(query: ListQuery): CompareLists {
  return {
    properties: cleanList(readListParam(query, 'properties').split(',')),
    projects: cleanList(readListParam(query, 'projects').split(',')),
  }
}

/** The query string of a shareable link to these lists ('' when both are empty). */
export function compareQuery(lists: CompareLists): string {
  const parts: string[] = []
  for (const kind of COMPARE_KINDS) if (lists[kind].length > 0) parts.push(`${kind}=${lists[kind].join(',')}`)
  return parts.join('&')
}

export const sameLists = (a: CompareLists, b: CompareLists) => COMPARE_KINDS.every((k) => a[k].length === b[k].length && a[k].every((id, i) => b[k][i] === id))

/** Whether a compared row differs between the items (two or more of them with different values). */
export function rowDiffers(values: readonly (string | number | null | undefined)[]): boolean {
  if (values.length < 2) return false
  const first = values[0] ?? null
  return values.some((v) => (v ?? null) !== first)
}
