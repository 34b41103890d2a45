import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { BranchList } from '@/components/content/BranchList'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { fixedPageMetadata } from '@/server/seo/metadata'
import { JsonLd } from '@/components/seo/JsonLd'
import { listContent } from '@/server/content'
import { branchesJsonLd } from '@/server/seo/structured'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/our-branches', key: 'branches' })
}

export default async function BranchesPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, branches] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), listContent('branches', locale, { perPage: 50, sort: 'order' })])
  return (
    <>
      {branches.docs.length > 0 && <JsonLd data={await branchesJsonLd(locale, branches.docs)} />}
      <PageHeader locale={locale} title={t('branches')} />
      <Section>
        <BranchList locale={locale} />
      </Section>
    </>
  )
}
