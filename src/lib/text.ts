/** Plain text of a Lexical rich-text value, for excerpts and reading time. */
type Node = { text?: unknown; children?: unknown }

export function lexicalToText(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as Node
    if (typeof n.text === 'string') parts.push(n.text)
    if (Array.isArray(n.children)) {
      n.children.forEach(walk)
      parts.push(' ')
    }
  }
  walk((value as { root?: unknown } | null)?.root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/**
 * A word is a run of letters or digits; the marks Arabic writes on its letters (harakat, shadda),
 * the tatweel and inner apostrophes or hyphens keep a word whole, while punctuation standing alone
 * (a dash, the Arabic comma "،", an ellipsis) is no word.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}\u0640]*(?:['’\-][\p{L}\p{M}\p{N}\u0640]+)*/gu

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0
}

/** Minutes to read `text` at about 200 words a minute; at least one. */
export function readingMinutes(text: string, wordsPerMinute = 200): number {
  return Math.max(1, Math.round(countWords(text) / wordsPerMinute))
}
