import { normalizeSearch } from './arabic'

/** The search's parameter in the page's address (`/faq?q=rent`), read by the server when the browser runs no script. */
export const FAQ_QUERY = 'q'

/** The query of `?q=`: its first value, trimmed and kept short. */
export function faqQuery(params: Record<string, string | string[] | undefined>): string {
  const raw = params[FAQ_QUERY]
  return (Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')).trim().slice(0, 200)
}

export type FaqEntry = { id: number; question: string; answer: string }
export type FaqGroup = { id: number; name: string; items: FaqEntry[] }
type Indexed = { id: number; name: string; items: (FaqEntry & { text: string })[] }

/** Normalises each question once (with its answer and category), ready for `filterFaq`. */
export function indexFaq(groups: readonly FaqGroup[]): Indexed[] {
  return groups.map((g) => ({ ...g, items: g.items.map((f) => ({ ...f, text: normalizeSearch(`${f.question} ${f.answer} ${g.name}`) })) }))
}

/**
 * The groups with only the questions in which every word of the query appears, both sides normalised
 * (Arabic letter forms and diacritics, Latin case). A group keeps its place even when emptied.
 */
export function filterFaq<G extends Indexed>(groups: readonly G[], query: string): G[] {
  const words = normalizeSearch(query).split(' ').filter(Boolean)
  return groups.map((g) => ({ ...g, items: g.items.filter((f) => words.every((w) => f.text.includes(w))) }))
}
