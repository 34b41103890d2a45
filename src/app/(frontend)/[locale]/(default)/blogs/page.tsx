import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ArticleCard } from '@/components/content/ArticleCard'
import { CategoryFilter, chosenCategory } from '@/components/content/CategoryFilter'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { Empty, Grid, Section } from '@/components/ui/Section'
import { pageNumber, routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { listCategories, listContent } from '@/server/content'

/** Reads the query string (page, category), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

const PER_PAGE = 9

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('blogs') }
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
