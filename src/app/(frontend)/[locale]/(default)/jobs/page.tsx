import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CareerList } from '@/components/content/Careers'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { routeLocale, type LocaleParams } from '@/lib/route'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('jobs') }
}

export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const t = await getTranslations({ locale, namespace: 'pages' })
  return (
    <>
      <PageHeader locale={locale} title={t('jobs')} />
      <Section>
        <CareerList locale={locale} base="/jobs" />
      </Section>
    </>
  )
}
