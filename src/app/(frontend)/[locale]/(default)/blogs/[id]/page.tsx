import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { ArticleBody } from '@/components/content/ArticleBody'
import { ArticleCard, categoryName } from '@/components/content/ArticleCard'
import { ShareLinks } from '@/components/content/ShareLinks'
import { localePath, nameOf, siteUrl } from '@/components/listing/detail'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { Grid, Section } from '@/components/ui/Section'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format'
import { recordPath } from '@/lib/ids'
import { routeId, type IdParams } from '@/lib/route'
import { lexicalToText, readingMinutes } from '@/lib/text'
import { getContent, relatedArticles } from '@/server/content'
import { JsonLd } from '@/components/seo/JsonLd'
import { pageMetadata } from '@/server/seo/metadata'
import { articleJsonLd } from '@/server/seo/structured'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

const load = cache(async (params: IdParams) => {
  const { locale, id } = await routeId(params)
  const article = await getContent('blogs', locale, id)
  if (!article) notFound()
  return { locale, article, path: recordPath('/blogs', article.id, article.slug) }
})

export async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
  const { locale, article, path } = await load(params)
  return pageMetadata({
    locale,
    path,
    title: article.seo?.title || article.title,
    description: article.seo?.description || article.excerpt || lexicalToText(article.content),
    image: article.seo?.image ?? article.cover,
    type: 'article',
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
  })
}

export default async function ArticlePage({ params }: { params: IdParams }) {
  const { locale, article, path } = await load(params)
  const [pages, t, related] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'articles' }),
    relatedArticles(locale, article),
  ])
  const category = categoryName(article)
  const categoryId = article.category && typeof article.category === 'object' ? article.category.id : article.category
  const author = nameOf(article.author)
  return (
    <>
      <JsonLd data={await articleJsonLd(locale, article)} />
      <PageHeader locale={locale} title={article.title} intro={article.excerpt} crumbs={[{ href: '/blogs', label: pages('blogs') }]}>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-600" data-testid="article-meta">
          {category && categoryId && (
            <Link href={`/blogs?category=${categoryId}`} className="rounded-full bg-brand/10 px-3 py-1 font-semibold text-brand hover:bg-brand/20">
              {category}
            </Link>
          )}
          {article.publishedAt && <time dateTime={article.publishedAt}>{t('published', { date: formatDate(locale, article.publishedAt) })}</time>}
          {author && <span>{t('by', { name: author })}</span>}
          <span data-testid="reading-time">{t('readingTime', { count: readingMinutes(lexicalToText(article.content)) })}</span>
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-8 md:py-10">
        <MediaImage media={article.cover} sizes="(min-width: 800px) 768px, 100vw" priority className="mb-8 aspect-[16/9] w-full rounded-card object-cover" />
        <ArticleBody locale={locale} content={article.content} className="text-lg leading-relaxed text-gray-800" />
        <div className="mt-10 border-t border-gray-200 pt-6">
          <ShareLinks path={localePath(locale, path)} title={article.title} siteUrl={siteUrl()} />
        </div>
      </article>
      {related.length > 0 && (
        <Section title={t('related')} href="/blogs" linkLabel={t('all')}>
          <div data-testid="related-articles">
            <Grid>
              {related.map((a) => (
                <ArticleCard key={a.id} locale={locale} article={a} />
              ))}
            </Grid>
          </div>
        </Section>
      )}
    </>
  )
}
