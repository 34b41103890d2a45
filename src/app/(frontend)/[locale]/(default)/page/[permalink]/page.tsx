import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Blocks } from '@/components/content/Blocks'
import { PageHeader } from '@/components/ui/PageHeader'
import { routeLocale } from '@/lib/route'
import { getPageByPermalink } from '@/server/content'
import { cmsPagePath } from '@/lib/seo/urls'
import { pageMetadata } from '@/server/seo/metadata'

type Params = Promise<{ locale: string; permalink: string }>
const PERMALINK = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export { renderOnDemand as generateStaticParams } from '@/lib/route'

async function load(params: Params) {
  const locale = await routeLocale(params)
  const { permalink } = await params
  if (!PERMALINK.test(permalink)) notFound()
  const page = await getPageByPermalink(locale, permalink)
  if (!page) notFound()
  return { locale, page }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, page } = await load(params)
  // `home-page` and `about-us` have routes of their own: those are their canonical addresses.
  return pageMetadata({ locale, path: cmsPagePath(page.permalink), title: page.seo?.title || page.title, description: page.seo?.description, image: page.seo?.image })
}

export default async function CmsPage({ params }: { params: Params }) {
  const { locale, page } = await load(params)
  return (
    <>
      <PageHeader locale={locale} title={page.title} />
      <Blocks blocks={page.layout} locale={locale} />
    </>
  )
}
