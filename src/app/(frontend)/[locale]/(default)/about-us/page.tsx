import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Blocks } from '@/components/content/Blocks'
import { PageHeader } from '@/components/ui/PageHeader'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { getPageByPermalink } from '@/server/content'
import { pageMetadata } from '@/server/seo/metadata'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const page = await getPageByPermalink(locale, 'about-us')
  const [t, seo] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), getTranslations({ locale, namespace: 'seo.pages' })])
  return pageMetadata({ locale, path: '/about-us', title: page?.seo?.title || page?.title || t('about'), description: page?.seo?.description || seo('about'), image: page?.seo?.image })
}

export default async function AboutPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [page, t] = await Promise.all([getPageByPermalink(locale, 'about-us'), getTranslations({ locale, namespace: 'pages' })])
  return (
    <>
      <PageHeader locale={locale} title={page?.title || t('about')} />
      <Blocks blocks={page?.layout} locale={locale} />
    </>
  )
}
