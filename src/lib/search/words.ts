/**
 * The words a text search looks for, from its normalised text (`normalizeSearch`), bounded so that
 * no query costs more than a few passes over the listings: each word once; a word contained in
 * another dropped (a row holding the longer one holds it too); at most MAX_SEARCH_WORDS; longest
 * first, so that one-letter words come last and only narrow what the longer ones found.
 */
export const MAX_SEARCH_WORDS = 8

export function searchWords(normalized: string): string[] {
  const distinct = [...new Set(normalized.split(' ').filter(Boolean))]
  const kept = distinct.filter((w, i) => !distinct.some((other, j) => j !== i && other.length > w.length && other.includes(w)))
  return kept.slice(0, MAX_SEARCH_WORDS).sort((a, b) => b.length - a.length)
}
