import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { listCities, listPropertyTypes } from '@/server/listings/taxonomy'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('form') }
}

/** The exchange request: what the visitor owns and what they want. The form itself comes with the forms work. */
export default async function ExchangePage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, f, types, cities] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'form' }),
    listPropertyTypes(locale),
    listCities(locale),
  ])
  return (
    <>
      <PageHeader locale={locale} title={t('form')} intro={f('intro')} />
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <ul className="flex flex-wrap gap-2" data-testid="exchange-types">
            {types.map((ty) => (
              <li key={ty.id} className="rounded-full bg-surface px-3 py-1 text-sm">
                {ty.name}
              </li>
            ))}
          </ul>
          <ul className="flex flex-wrap gap-2">
            {cities.map((c) => (
              <li key={c.id} className="rounded-full bg-surface px-3 py-1 text-sm">
                {c.name}
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  )
}
