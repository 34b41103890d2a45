/**
 * Normalise text for search so that Arabic spelling variants meet:
 * hamza/alef forms, taa marbuta and haa, alef maqsura and yaa, tatweel, diacritics and the article "ال".
 * Latin text is lower-cased. Both the stored text and the query go through it.
 */
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g

export function normalizeSearch(input: string): string {
  const folded = input
    .normalize('NFKC')
    .replace(DIACRITICS, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064A')
    .toLowerCase()
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.startsWith('\u0627\u0644') ? word.slice(2) : word))
    .join(' ')
}
