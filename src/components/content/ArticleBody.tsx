import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { Project, Property } from '@/payload-types'
import { getProject } from '@/server/listings/projects'
import { getProperty } from '@/server/listings/properties'
import { ProjectCard } from '../listing/ProjectCard'
import { PropertyCard } from '../listing/PropertyCard'
import { RichText } from '../ui/RichText'

type Embed = { relationTo: 'properties' | 'projects'; id: number }
type RelationshipNode = { type?: unknown; relationTo?: unknown; value?: unknown; children?: unknown }

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

/** The listings an editor embedded in the text (Lexical relationship nodes to a property or a project). */
export function embeddedListings(content: unknown): Embed[] {
  const found: Embed[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as RelationshipNode
    const id = idOf(n.value)
    if (n.type === 'relationship' && (n.relationTo === 'properties' || n.relationTo === 'projects') && id !== null) found.push({ relationTo: n.relationTo, id })
    if (Array.isArray(n.children)) n.children.forEach(walk)
  }
  walk((content as { root?: unknown } | null)?.root)
  return found
}

const key = (e: Embed) => `${e.relationTo}:${e.id}`

/**
 * An article's text, with each embedded property or project shown as its card, read fresh from the
 * listings (so its price and status are today's); one no longer published is left out.
 */
export async function ArticleBody({ locale, content, className }: { locale: Locale; content: unknown; className?: string }) {
  const embeds = embeddedListings(content)
  const [t, docs] = await Promise.all([
    getTranslations({ locale, namespace: 'articles' }),
    Promise.all(embeds.map((e) => (e.relationTo === 'properties' ? getProperty(locale, e.id) : getProject(locale, e.id)))),
  ])
  const cards = new Map<string, Property | Project>()
  embeds.forEach((e, i) => {
    const doc = docs[i]
    if (doc) cards.set(key(e), doc)
  })
  const relationship: JSXConverters['relationship'] = ({ node }) => {
    const id = idOf(node.value)
    if (id === null || (node.relationTo !== 'properties' && node.relationTo !== 'projects')) return null
    const doc = cards.get(key({ relationTo: node.relationTo, id }))
    if (!doc) return null
    return (
      <aside aria-label={t('listing')} className="not-prose my-8 max-w-md" data-testid="embedded-listing">
        <ul className="m-0 list-none ps-0">{node.relationTo === 'properties' ? <PropertyCard locale={locale} property={doc as Property} /> : <ProjectCard locale={locale} project={doc as Project} />}</ul>
      </aside>
    )
  }
  return <RichText value={content} className={className} converters={{ relationship }} />
}
