import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { LeadForm } from '@/components/forms/LeadForm'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { routeId, type IdParams } from '@/lib/route'
import { getContent } from '@/server/content'
import { recordPath } from '@/lib/ids'
import { RECORD_BASES } from '@/lib/seo/urls'
import { lexicalToText } from '@/lib/text'
import { pageMetadata } from '@/server/seo/metadata'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

async function load(params: IdParams) {
  const { locale, id } = await routeId(params)
  const service = await getContent('services', locale, id)
  if (!service) notFound()
  return { locale, service }
}

export async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
  const { locale, service } = await load(params)
  return pageMetadata({
    locale,
    path: recordPath(RECORD_BASES.services, service.id, service.slug),
    title: service.seo?.title || service.title,
    description: service.seo?.description || service.summary || lexicalToText(service.description),
    image: service.seo?.image ?? service.image,
  })
}

export default async function ServicePage({ params }: { params: IdParams }) {
  const { locale, service } = await load(params)
  const [t, forms] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), getTranslations({ locale, namespace: 'forms' })])
  return (
    <>
      <PageHeader locale={locale} title={service.title} intro={service.summary} crumbs={[{ href: '/services', label: t('services') }]} />
      <Section>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <MediaImage media={service.image} sizes="(min-width: 1024px) 800px, 100vw" priority className="mb-6 aspect-[16/9] w-full rounded-card object-cover" />
            <RichText value={service.description} className="text-gray-800" />
          </div>
          <aside className="h-fit rounded-card border border-gray-200 bg-surface p-5 sm:p-6" aria-labelledby="service-request">
            <h2 id="service-request" className="mb-4 text-xl font-bold text-gray-900">
              {forms('lead.serviceTitle')}
            </h2>
            <LeadForm kind="service" serviceId={service.id} compact />
          </aside>
        </div>
      </Section>
    </>
  )
}
