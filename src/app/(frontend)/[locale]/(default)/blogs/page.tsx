import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ArticleCard } from '@/components/content/ArticleCard'
import { CategoryFilter, chosenCategory } from '@/components/content/CategoryFilter'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { Empty, Grid, Section } from '@/components/ui/Section'
import { pageNumber, routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { listCategories, listContent } from '@/server/content'
import { canonicalQuery } from '@/lib/seo/urls'
import { pageMetadata, pagedTitle } from '@/server/seo/metadata'

/** Reads the query string (page, category), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const PER_PAGE = 9

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [query, categories, pages, seo] = await Promise.all([searchParams, listCategories(locale, '2'), getTranslations({ locale, namespace: 'pages' }), getTranslations({ locale, namespace: 'seo.pages' })])
  const category = categories.find((c) => c.id === chosenCategory(query.category, categories))
  const title = await pagedTitle(locale, category ? `${pages('blogs')}: ${category.name}` : pages('blogs'), await pageNumber(searchParams))
  // Only what the page reads: the category (when it exists) and the page number.
  const canonical = canonicalQuery({ category: category ? String(category.id) : undefined, page: query.page }, ['category', 'page'])
  return pageMetadata({ locale, path: '/blogs', query: canonical, title, description: category?.description || seo('blogs') })
}

export default async function BlogsPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const [page, query, categories, pages, t] = await Promise.all([
    pageNumber(searchParams),
    searchParams,
    listCategories(locale, '2'),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'articles' }),
  ])
  const category = chosenCategory(query.category, categories)
  const articles = await listContent('blogs', locale, { page, perPage: PER_PAGE, sort: '-publishedAt', where: category ? { category: { equals: category } } : undefined })
  return (
    <>
      <PageHeader locale={locale} title={pages('blogs')}>
        <CategoryFilter base="/blogs" categories={categories} active={category} label={t('categories')} allLabel={t('all')} />
      </PageHeader>
      <Section>
        <p className="mb-6 text-sm text-gray-600" data-testid="result-count" aria-live="polite">
          {t('count', { count: articles.total })}
        </p>
        {articles.docs.length ? (
          <Grid>
            {articles.docs.map((a, i) => (
              <ArticleCard key={a.id} locale={locale} article={a} priority={i === 0} heading="h2" />
            ))}
          </Grid>
        ) : (
          <Empty text={t('empty')} />
        )}
        <Pagination locale={locale} base="/blogs" page={articles.page} lastPage={articles.lastPage} query={category ? { category: String(category) } : {}} />
      </Section>
    </>
  )
}
