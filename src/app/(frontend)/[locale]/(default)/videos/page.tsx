import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CategoryFilter, chosenCategory } from '@/components/content/CategoryFilter'
import { ClickToLoad } from '@/components/listing/ClickToLoad'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { Empty, Grid, Section } from '@/components/ui/Section'
import { embedFor } from '@/lib/embed'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { listCategories, listContent } from '@/server/content'
import { canonicalQuery } from '@/lib/seo/urls'
import { pageMetadata } from '@/server/seo/metadata'
import { JsonLd } from '@/components/seo/JsonLd'
import { videosJsonLd } from '@/server/seo/structured'

/** Reads the query string (category), so it renders per request; its data reads stay cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [query, categories, pages, seo] = await Promise.all([searchParams, listCategories(locale, '4'), getTranslations({ locale, namespace: 'pages' }), getTranslations({ locale, namespace: 'seo.pages' })])
  const category = categories.find((c) => c.id === chosenCategory(query.category, categories))
  return pageMetadata({
    locale,
    path: '/videos',
    query: category ? canonicalQuery({ category: String(category.id) }, ['category']) : '',
    title: category ? `${pages('videos')}: ${category.name}` : pages('videos'),
    description: category?.description || seo('videos'),
  })
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** Thumbnails of our own only: nothing from the video host loads until a visitor presses play. */
export default async function VideosPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const [query, categories, pages, t] = await Promise.all([
    searchParams,
    listCategories(locale, '4'),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'videos' }),
  ])
  const category = chosenCategory(query.category, categories)
  const { docs } = await listContent('videos', locale, { perPage: 50, sort: 'order', where: category ? { category: { equals: category } } : undefined })
  return (
    <>
      {docs.length > 0 && <JsonLd data={videosJsonLd(locale, docs)} />}
      <PageHeader locale={locale} title={pages('videos')} intro={t('note')}>
        <CategoryFilter base="/videos" categories={categories} active={category} label={t('categories')} allLabel={t('all')} />
      </PageHeader>
      <Section>
        {docs.length ? (
          <Grid>
            {docs.map((v, i) => {
              const embed = embedFor(v.url)
              return (
                <li key={v.id} className="flex flex-col overflow-hidden rounded-card border border-gray-200 bg-white shadow-sm" data-testid="video">
                  {embed && (
                    <ClickToLoad
                      src={embed.src}
                      title={t('player', { title: v.title })}
                      action={t('action')}
                      subject={v.title}
                      testId="video-player"
                      picture={<MediaImage media={v.thumbnail} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" largest="card" priority={i === 0} className="absolute inset-0 size-full object-cover opacity-60 transition group-hover:opacity-75" />}
                    />
                  )}
                  <div className="flex flex-1 flex-col p-4">
                    <h2 className="font-semibold text-gray-900">{v.title}</h2>
                    {v.description && <p className="mt-1 line-clamp-2 text-sm text-gray-600">{v.description}</p>}
                    {v.durationSeconds ? (
                      <p className="mt-auto pt-3 text-xs text-gray-600">
                        {t('duration')}{' '}
                        <bdi dir="ltr">
                          <time dateTime={`PT${v.durationSeconds}S`}>{clock(v.durationSeconds)}</time>
                        </bdi>
                      </p>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </Grid>
        ) : (
          <Empty text={t('empty')} />
        )}
      </Section>
    </>
  )
}
