import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { ArticleCard } from '@/components/content/ArticleCard'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { Grid, Section } from '@/components/ui/Section'
import { formatDate } from '@/lib/format'
import { routeId, type IdParams } from '@/lib/route'
import { lexicalToText, readingMinutes } from '@/lib/text'
import { getContent, listContent } from '@/server/content'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

async function load(params: IdParams) {
  const { locale, id } = await routeId(params)
  const article = await getContent('blogs', locale, id)
  if (!article) notFound()
  return { locale, article }
}

export async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
  const { article } = await load(params)
  return { title: article.seo?.title || article.title, description: article.seo?.description || article.excerpt || undefined }
}

export default async function ArticlePage({ params }: { params: IdParams }) {
  const { locale, article } = await load(params)
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), getTranslations({ locale, namespace: 'common' })])
  const categoryId = article.category && typeof article.category === 'object' ? article.category.id : article.category
  const related = await listContent('blogs', locale, {
    perPage: 4,
    sort: '-publishedAt',
    where: categoryId ? { category: { equals: categoryId } } : undefined,
  })
  const minutes = readingMinutes(lexicalToText(article.content))
  return (
    <>
      <PageHeader locale={locale} title={article.title} crumbs={[{ href: '/blogs', label: t('blogs') }]}>
        <p className="mt-3 text-sm text-gray-600">
          {article.publishedAt && <span>{common('published', { date: formatDate(locale, article.publishedAt) })}</span>} · <span>{common('minutes', { count: minutes })}</span>
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-10">
        <MediaImage media={article.cover} sizes="(min-width: 768px) 768px, 100vw" priority className="mb-8 aspect-[16/9] w-full rounded-card object-cover" />
        <RichText value={article.content} className="text-gray-800" />
      </article>
      <Section title={common('readMore')}>
        <Grid>
          {related.docs
            .filter((a) => a.id !== article.id)
            .slice(0, 3)
            .map((a) => (
              <ArticleCard key={a.id} locale={locale} article={a} />
            ))}
        </Grid>
      </Section>
    </>
  )
}
