import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { FavouriteLists } from '@/lib/favourites'
import type { Project, Property } from '@/payload-types'
import { propertyCards } from './property-cards'
import { listProjects } from './projects'

/**
 * The published properties and projects a favourites link names, as cards, in the link's order:
 * an id that names no published record (deleted, unpublished, never was) is left out.
 */
export async function favouriteListings(locale: Locale, lists: FavouriteLists): Promise<{ properties: Property[]; projects: Project[] }> {
  const [properties, projects] = await Promise.all([
    lists.properties.length ? propertyCards(locale, lists.properties) : [],
    lists.projects.length ? listProjects(locale, { ids: lists.projects, perPage: lists.projects.length }).then((page) => page.docs) : [],
  ])
  return { properties, projects }
}
