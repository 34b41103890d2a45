import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CareerList } from '@/components/content/Careers'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { fixedPageMetadata } from '@/server/seo/metadata'

/** Rendered per request: a posting closes the day after its valid-through date, with or without an edit (data reads stay cached). */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/careers', key: 'careers' })
}

export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, c] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), getTranslations({ locale, namespace: 'careers' })])
  const reasons = ['growth', 'team', 'reward'] as const
  return (
    <>
      <PageHeader locale={locale} title={t('careers')} intro={c('intro')} />
      <Section title={c('whyTitle')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {reasons.map((r) => (
            <li key={r} className="rounded-card border border-gray-200 bg-white p-5">
              <h3 className="font-semibold text-gray-900">{c(`why.${r}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-700">{c(`why.${r}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={c('openTitle')}>
        <CareerList locale={locale} base="/careers" />
      </Section>
    </>
  )
}
