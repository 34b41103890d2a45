import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { embeddedListings, embedId, type ListingEmbed } from '@/lib/lexical-embeds'
import type { Project, Property } from '@/payload-types'
import { getProject } from '@/server/listings/projects'
import { getProperty } from '@/server/listings/properties'
import { ProjectCard } from '../listing/ProjectCard'
import { PropertyCard } from '../listing/PropertyCard'
import { RichText } from '../ui/RichText'

const key = (e: ListingEmbed) => `${e.relationTo}:${e.id}`

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
    const id = embedId(node.value)
    if (id === null || (node.relationTo !== 'properties' && node.relationTo !== 'projects')) return null
    const doc = cards.get(key({ relationTo: node.relationTo, id }))
    if (!doc) return null
    // Named after its listing: an article may hold several, and each landmark needs its own name.
    const title = 'title' in doc && doc.title ? doc.title : 'name' in doc ? doc.name : ''
    return (
      <aside aria-label={`${t('listing')}: ${title}`} className="not-prose my-8 max-w-md" data-testid="embedded-listing">
        <ul className="m-0 list-none ps-0">{node.relationTo === 'properties' ? <PropertyCard locale={locale} property={doc as Property} /> : <ProjectCard locale={locale} project={doc as Project} />}</ul>
      </aside>
    )
  }
  return <RichText value={content} className={className} converters={{ relationship }} />
}
