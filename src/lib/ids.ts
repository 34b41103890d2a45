/**
 * A record path segment is its numeric id, optionally followed by a slug: `42` or `42-sea-view-villa`.
 * Anything else fails route validation.
 */
const ID_SEGMENT = /^([1-9]\d{0,15})(?:-[\p{L}\p{N}-]*)?$/u

export function parseIdSegment(segment: string | undefined): number | null {
  if (!segment) return null
  const match = ID_SEGMENT.exec(decodeURIComponent(segment))
  if (!match?.[1]) return null
  const id = Number(match[1])
  return Number.isSafeInteger(id) ? id : null
}

export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
}

export function recordPath(base: string, id: number | string, slug?: string | null): string {
  return slug ? `${base}/${id}-${slug}` : `${base}/${id}`
}

export type InboxCollection = 'leads' | 'exchange-requests' | 'job-applications'

const inboxPrefixes: Record<InboxCollection, string> = { leads: 'L', 'exchange-requests': 'X', 'job-applications': 'J' }

/** The reference a visitor and staff quote for a received form: L-000042, X-…, J-…. */
export const publicId = (collection: InboxCollection, id: number) => `${inboxPrefixes[collection]}-${String(id).padStart(6, '0')}`
