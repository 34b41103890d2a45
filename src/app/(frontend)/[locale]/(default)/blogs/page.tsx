import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ArticleCard } from '@/components/content/ArticleCard'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { Empty, Grid, Section } from '@/components/ui/Section'
import { Link } from '@/i18n/navigation'
import { pageNumber, routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { listCategories, listContent } from '@/server/content'

/** Reads the query string (page, filters), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('blogs') }
}

export default async function BlogsPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const page = await pageNumber(searchParams)
  const rawCategory = Number((await searchParams).category)
  const category = Number.isInteger(rawCategory) && rawCategory > 0 ? rawCategory : undefined
  const [t, common, categories, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
    listCategories(locale, '2'),
    listContent('blogs', locale, { page, perPage: 9, sort: '-publishedAt', where: category ? { category: { equals: category } } : undefined }),
  ])
  const chip = (active: boolean) => `rounded-full border px-4 py-1.5 text-sm font-medium ${active ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-700 hover:border-brand'}`
  return (
    <>
      <PageHeader locale={locale} title={t('blogs')}>
        <ul className="mt-6 flex flex-wrap gap-2">
          <li>
            <Link href="/blogs" className={chip(!category)} aria-current={!category ? 'page' : undefined}>
              {common('viewAll')}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link href={`/blogs?category=${c.id}`} className={chip(category === c.id)} aria-current={category === c.id ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </PageHeader>
      <Section>
        {articles.docs.length ? <Grid>{articles.docs.map((a) => <ArticleCard key={a.id} locale={locale} article={a} />)}</Grid> : <Empty text={common('empty')} />}
        <Pagination locale={locale} base="/blogs" page={articles.page} lastPage={articles.lastPage} query={category ? { category: String(category) } : {}} />
      </Section>
    </>
  )
}
