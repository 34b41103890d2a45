import crypto from 'node:crypto'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { cacheControl } from '@/server/delivery/contract'

/**
 * `Accept-Language` as SPEC §7 sends it (`ar`, `en`, or a full list with weights): the first
 * supported language by weight; anything else is Arabic.
 */
export function requestLocale(header: string | null): Locale {
  if (!header) return defaultLocale
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1)
      return { lang: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((x) => x.lang).find(isLocale) ?? defaultLocale
}

/**
 * An answer of the API before it becomes a `Response`: the route turns it into one for Next.js,
 * and the production server writes it out directly (a web `Response` costs its body stream twice,
 * to make and to read: most of a millisecond per answer).
 */
export type Answer = { status: number; headers: Record<string, string>; body: string | null }

export const answer = (status: number, headers: Record<string, string>, body: string | null = null): Answer => ({ status, headers, body })

export const toResponse = (a: Answer): Response => new Response(a.body, { status: a.status, headers: a.headers })

export const weakEtag = (body: string) => `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`

export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const strip = (t: string) => t.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || strip(t) === strip(etag))
}

/** Public reads, as the cache contract says (src/server/delivery/contract.ts). Varies by language and currency. */
export const PUBLIC_CACHE = cacheControl('api')
