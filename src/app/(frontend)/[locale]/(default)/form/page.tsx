import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ExchangeForm } from '@/components/forms/ExchangeForm'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { listCities, listPropertyTypes } from '@/server/listings/taxonomy'
import { getCurrencies, getSettings } from '@/server/site'
import { fixedPageMetadata } from '@/server/seo/metadata'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/form', key: 'form' })
}

/** The exchange request: what the visitor owns (with photos) and what they want for it. */
export default async function ExchangePage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, f, types, cities, currencies, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'form' }),
    listPropertyTypes(locale),
    listCities(locale),
    getCurrencies(locale),
    getSettings(locale),
  ])
  const defaultCurrency = currencies.find((c) => c.code === settings.default_currency)?.code ?? currencies[0]?.code ?? ''
  return (
    <>
      <PageHeader locale={locale} title={t('form')} intro={f('intro')} />
      <Section>
        <div className="max-w-4xl">
          <ExchangeForm
            types={types.map((ty) => ({ value: String(ty.id), label: ty.name }))}
            cities={cities.map((c) => ({ value: String(c.id), label: c.name }))}
            currencies={currencies.map((c) => ({ value: c.code, label: c.name ? `${c.name} (${c.code})` : c.code }))}
            defaultCurrency={defaultCurrency}
          />
        </div>
      </Section>
    </>
  )
}
