import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FavouritesRestore, FavouritesShown } from '@/components/listing/FavouritesClient'
import { CompareIcon } from '@/components/listing/icons'
import { ProjectCard } from '@/components/listing/ProjectCard'
import { PropertyCard } from '@/components/listing/PropertyCard'
import { ShareButton } from '@/components/listing/ShareButton'
import { EmptyList } from '@/components/listing/EmptyList'
import { PageHeader } from '@/components/ui/PageHeader'
import { Grid, Section } from '@/components/ui/Section'
import { Link } from '@/i18n/navigation'
import { COMPARE_LIMIT, compareQuery } from '@/lib/compare'
import { FAVOURITE_SORTS, favouritesCount, favouritesHref, favouritesQuery, forComparison, parseFavouritesQuery, sortFavourites, type FavouriteLists } from '@/lib/favourites'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { favouriteListings } from '@/server/listings/favourites'
import { fixedPageMetadata } from '@/server/seo/metadata'

/** Shows the lists its address carries (`?properties=12,5&projects=3`), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

/** The visitor's own list: never indexed (robots.txt keeps crawlers out too), canonical without it. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/favourites', key: 'favourites', noindex: true })
}

/** Stands where the toolbar and the first cards will be while the stored list is read. */
function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="animate-pulse" data-testid="favourites-loading">
      <span className="sr-only">{label}</span>
      <div aria-hidden>
        <div className="mb-8 space-y-4">
          <div className="h-10 w-40 rounded bg-surface" />
          <div className="h-10 w-96 max-w-full rounded-lg bg-surface" />
        </div>
        <div className="mb-4 h-8 w-48 rounded bg-surface" />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="overflow-hidden rounded-card border border-gray-200 bg-white">
              <div className="aspect-[4/3] bg-surface" />
              <div className="p-4">
                <div className="h-6 w-1/2 rounded bg-surface" />
                <div className="mt-2 h-4 w-3/4 rounded bg-surface" />
                <div className="mt-2 h-4 w-2/3 rounded bg-surface" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

export default async function FavouritesPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const { sort, ...asked } = parseFavouritesQuery(await searchParams)
  const [t, f] = await Promise.all([getTranslations({ locale }), getTranslations({ locale, namespace: 'favourites' })])
  const found = await favouriteListings(locale, asked)
  const shown: FavouriteLists = { properties: found.properties.map((p) => p.id), projects: found.projects.map((p) => p.id) }
  const properties = sortFavourites(found.properties, sort, (p) => (p.priceOnRequest ? null : p.priceBase))
  const projects = sortFavourites(found.projects, sort, (p) => p.priceBase)
  const ordered: FavouriteLists = { properties: properties.map((p) => p.id), projects: projects.map((p) => p.id) }
  const comparable = ordered.properties.length > 1 || ordered.projects.length > 1
  const overLimit = ordered.properties.length > COMPARE_LIMIT || ordered.projects.length > COMPARE_LIMIT
  const pill = 'rounded-full border px-3 py-1.5 text-sm font-semibold'

  return (
    <>
      <PageHeader locale={locale} title={t('pages.favourites')} intro={f('intro')} />
      {/* As tall while the list is read as once it is shown: the footer stays below the fold, nothing moves. */}
      <Section className="min-h-[75vh]">
        {favouritesCount(asked) === 0 ? (
          <FavouritesRestore sort={sort} loading={<Loading label={f('loading')} />} empty={<EmptyList locale={locale} list="favourites" />} />
        ) : favouritesCount(shown) === 0 ? (
          <>
            <FavouritesShown key={favouritesQuery(asked, sort)} asked={asked} shown={shown} sort={sort} />
            <EmptyList locale={locale} list="favourites" />
          </>
        ) : (
          <>
            <div className="mb-8 space-y-4" data-testid="favourites-toolbar">
              <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-2">
                <p className="text-sm font-semibold text-gray-800" data-testid="favourites-total">
                  {f('count', { count: favouritesCount(shown) })}
                </p>
                <FavouritesShown key={favouritesQuery(asked, sort)} asked={asked} shown={shown} sort={sort} />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-4">
                <nav aria-label={f('sort')} className="flex flex-wrap items-center gap-2" data-testid="favourites-sort">
                  <span aria-hidden className="hidden text-sm text-gray-700 sm:inline">
                    {f('sort')}:
                  </span>
                  {FAVOURITE_SORTS.map((s) => (
                    <Link
                      key={s}
                      href={favouritesHref(shown, s)}
                      scroll={false}
                      aria-current={s === sort ? 'true' : undefined}
                      data-sort={s}
                      className={`${pill} ${s === sort ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-brand hover:text-brand'}`}
                    >
                      {f(`sorts.${s}`)}
                    </Link>
                  ))}
                </nav>
                <div className="flex flex-wrap items-center gap-2">
                  <ShareButton title={t('pages.favourites')} />
                  {comparable && (
                    <Link
                      href={`/compare?${compareQuery(forComparison(ordered))}`}
                      data-testid="favourites-compare"
                      className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:border-brand hover:text-brand"
                    >
                      <CompareIcon size={18} />
                      <span>{overLimit ? f('compareFirst', { limit: COMPARE_LIMIT }) : f('compare')}</span>
                    </Link>
                  )}
                </div>
              </div>
            </div>
            {properties.length > 0 && (
              <section aria-labelledby="favourite-properties" className="mb-10" data-testid="favourite-properties">
                <h2 id="favourite-properties" className="mb-4 text-2xl font-bold text-gray-900">
                  {f('properties')}
                </h2>
                <Grid>
                  {properties.map((p, i) => (
                    <PropertyCard key={p.id} locale={locale} property={p} priority={i < 2} />
                  ))}
                </Grid>
              </section>
            )}
            {projects.length > 0 && (
              <section aria-labelledby="favourite-projects" data-testid="favourite-projects">
                <h2 id="favourite-projects" className="mb-4 text-2xl font-bold text-gray-900">
                  {f('projects')}
                </h2>
                <Grid>
                  {projects.map((p, i) => (
                    <ProjectCard key={p.id} locale={locale} project={p} priority={properties.length === 0 && i < 2} />
                  ))}
                </Grid>
              </section>
            )}
          </>
        )}
      </Section>
    </>
  )
}
