/** A property or a project an editor embedded in rich text (a Lexical relationship node). */
export type ListingEmbed = { relationTo: 'properties' | 'projects'; id: number }

type Node = { type?: unknown; relationTo?: unknown; value?: unknown; children?: unknown }

/** The id of a relationship's value, stored as a number or populated as a record. */
export const embedId = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

/** The embedded listings of a Lexical value, in reading order; relationships to other collections are not listings. */
export function embeddedListings(content: unknown): ListingEmbed[] {
  const found: ListingEmbed[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as Node
    const id = embedId(n.value)
    if (n.type === 'relationship' && (n.relationTo === 'properties' || n.relationTo === 'projects') && id !== null) found.push({ relationTo: n.relationTo, id })
    if (Array.isArray(n.children)) n.children.forEach(walk)
  }
  walk((content as { root?: unknown } | null)?.root)
  return found
}
