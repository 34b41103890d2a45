import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { Empty, Grid, Section } from '@/components/ui/Section'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { listContent } from '@/server/content'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('videos') }
}

/** Thumbnails only: nothing from the video host loads until a visitor chooses to watch. */
export default async function VideosPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, common, { docs }] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
    listContent('videos', locale, { perPage: 50, sort: 'order' }),
  ])
  return (
    <>
      <PageHeader locale={locale} title={t('videos')} />
      <Section>
        {docs.length ? (
          <Grid>
            {docs.map((v) => (
              <li key={v.id} className="overflow-hidden rounded-card border border-gray-200 bg-white" data-testid="video">
                <a href={v.url} rel="noopener noreferrer" target="_blank" className="group block">
                  <div className="relative">
                    <MediaImage media={v.thumbnail} sizes="(min-width: 1024px) 33vw, 100vw" largest="card" className="aspect-video w-full object-cover" />
                    <span aria-hidden className="absolute inset-0 m-auto grid size-14 place-items-center rounded-full bg-white/90 text-2xl text-brand shadow">
                      ▶
                    </span>
                  </div>
                  <div className="p-4">
                    <h2 className="font-semibold text-gray-900 group-hover:text-brand">{v.title}</h2>
                    {v.description && <p className="mt-1 line-clamp-2 text-sm text-gray-600">{v.description}</p>}
                  </div>
                </a>
              </li>
            ))}
          </Grid>
        ) : (
          <Empty text={common('empty')} />
        )}
      </Section>
    </>
  )
}
