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

export function readingMinutes(text: string, wordsPerMinute = 200): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / wordsPerMinute))
}
