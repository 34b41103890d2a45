import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { Empty, Grid, Section } from '@/components/ui/Section'
import { Link } from '@/i18n/navigation'
import { recordPath } from '@/lib/ids'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { listContent } from '@/server/content'
import { fixedPageMetadata } from '@/server/seo/metadata'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/services', key: 'services' })
}

export default async function ServicesPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, common, { docs }] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
    listContent('services', locale, { perPage: 50, sort: 'order' }),
  ])
  return (
    <>
      <PageHeader locale={locale} title={t('services')} />
      <Section>
        {docs.length ? (
          <Grid>
            {docs.map((s) => (
              <li key={s.id} className="overflow-hidden rounded-card border border-gray-200 bg-white" data-testid="service-card">
                <Link href={recordPath('/services', s.id, s.slug)} className="block">
                  <MediaImage media={s.image} sizes="(min-width: 1024px) 33vw, 100vw" largest="card" className="aspect-[16/9] w-full object-cover" />
                  <div className="p-5">
                    <h2 className="text-lg font-semibold text-gray-900">{s.title}</h2>
                    {s.summary && <p className="mt-2 text-gray-600">{s.summary}</p>}
                  </div>
                </Link>
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
