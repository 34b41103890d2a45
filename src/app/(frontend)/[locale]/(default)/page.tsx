import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Blocks } from '@/components/content/Blocks'
import { routeLocale, type LocaleParams } from '@/lib/route'
import type { Page } from '@/payload-types'
import { getPageByPermalink } from '@/server/content'
import { pageMetadata, siteName } from '@/server/seo/metadata'
import { JsonLd } from '@/components/seo/JsonLd'
import { homeJsonLd } from '@/server/seo/structured'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

/** What a fresh install shows until editors publish the `home-page` CMS page. */
const defaultHome = (siteName: string): NonNullable<Page['layout']> => [
  { blockType: 'hero', heading: siteName, showSearch: true },
  { blockType: 'featuredProperties', limit: 6 },
  { blockType: 'featuredProjects', limit: 3 },
  { blockType: 'luxuryStrip', limit: 4 },
  { blockType: 'servicesList', limit: 6 },
  { blockType: 'latestArticles', limit: 3 },
]

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [page, name] = await Promise.all([getPageByPermalink(locale, 'home-page'), siteName(locale)])
  // SPEC §2: the home page carries the site's title (settings' seo_title, else 'Real Estate'), not the page's own name.
  return pageMetadata({ locale, path: '/', title: name, absoluteTitle: true, description: page?.seo?.description, image: page?.seo?.image })
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [page, name] = await Promise.all([getPageByPermalink(locale, 'home-page'), siteName(locale)])
  const layout = page?.layout ?? defaultHome((await getTranslations({ locale, namespace: 'site' }))('name'))
  return (
    <>
      <JsonLd data={await homeJsonLd(locale)} />
      {/* The page's one h1 is its opening hero's heading; a layout that opens otherwise gets the site's name, for screen readers and crawlers. */}
      {layout[0]?.blockType !== 'hero' && <h1 className="sr-only">{name}</h1>}
      <Blocks blocks={layout} locale={locale} />
    </>
  )
}
