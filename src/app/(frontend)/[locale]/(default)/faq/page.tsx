import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FaqBrowser } from '@/components/content/FaqBrowser.client'
import { PageHeader } from '@/components/ui/PageHeader'
import { Empty, Section } from '@/components/ui/Section'
import { faqQuery, type FaqGroup } from '@/lib/faq-search'
import { routeLocale, type LocaleParams, type SearchParams } from '@/lib/route'
import { listCategories, listContent } from '@/server/content'
import { fixedPageMetadata } from '@/server/seo/metadata'
import { JsonLd } from '@/components/seo/JsonLd'
import { faqJsonLd } from '@/server/seo/structured'

/** Reads the search (`?q=`) so that it works without JavaScript too; its data reads stay cached. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/faq', key: 'faq' })
}

export default async function FaqPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await routeLocale(params)
  const query = faqQuery(await searchParams)
  const [t, common, categories, { docs }] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
    listCategories(locale, '3'),
    listContent('faqs', locale, { perPage: 50, sort: 'order', depth: 0 }),
  ])
  const known = new Set(categories.map((c) => c.id))
  const item = (f: (typeof docs)[number]) => ({ id: f.id, question: f.question, answer: f.answer })
  const groups: FaqGroup[] = categories
    .map((c) => ({ id: c.id, name: c.name, items: docs.filter((f) => f.category === c.id).map(item) }))
    .concat([{ id: 0, name: '', items: docs.filter((f) => typeof f.category !== 'number' || !known.has(f.category)).map(item) }])
    .filter((g) => g.items.length)
  return (
    <>
      {docs.length > 0 && <JsonLd data={faqJsonLd(locale, docs)} />}
      <PageHeader locale={locale} title={t('faq')} />
      <Section>{groups.length ? <FaqBrowser groups={groups} initialQuery={query} /> : <Empty text={common('empty')} />}</Section>
    </>
  )
}
