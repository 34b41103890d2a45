import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { Empty, Grid, Section } from '@/components/ui/Section'
import { digitsOnly } from '@/lib/format'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { listContent } from '@/server/content'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('team') }
}

export default async function TeamPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, common, { docs }] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
    listContent('team-members', locale, { perPage: 50, sort: 'order' }),
  ])
  return (
    <>
      <PageHeader locale={locale} title={t('team')} />
      <Section>
        {docs.length ? (
          <Grid cols={4}>
            {docs.map((m) => (
              <li key={m.id} className="rounded-card border border-gray-200 bg-white p-5 text-center" data-testid="team-member">
                <MediaImage media={m.photo} sizes="160px" largest="thumb" className="mx-auto size-28 rounded-full object-cover" />
                <h2 className="mt-3 font-semibold text-gray-900">{m.name}</h2>
                <p className="text-sm text-gray-600">{m.jobTitle}</p>
                {m.branch && typeof m.branch === 'object' && <p className="text-sm text-gray-600">{m.branch.name}</p>}
                <div className="mt-4 flex justify-center gap-2 text-sm">
                  {m.phone && (
                    <a href={`tel:+${digitsOnly(m.phone)}`} className="rounded-lg border border-gray-300 px-3 py-1.5 font-semibold hover:border-brand">
                      {common('call')}
                    </a>
                  )}
                  {m.whatsapp && (
                    <a href={`https://wa.me/${digitsOnly(m.whatsapp)}`} rel="noopener noreferrer" target="_blank" className="rounded-lg border border-gray-300 px-3 py-1.5 font-semibold hover:border-brand">
                      {common('whatsapp')}
                    </a>
                  )}
                </div>
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
