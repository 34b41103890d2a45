import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Blocks } from '@/components/content/Blocks'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { getPageByPermalink } from '@/server/content'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const page = await getPageByPermalink(locale, 'home-page')
  return { title: { absolute: page?.seo?.title || page?.title || '' } as Metadata['title'], description: page?.seo?.description ?? undefined }
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const page = await getPageByPermalink(locale, 'home-page')
  if (!page) notFound()
  return <Blocks blocks={page.layout} locale={locale} />
}
