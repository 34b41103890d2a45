import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ArticleCard } from '@/components/content/ArticleCard'
import { PageHeader } from '@/components/ui/PageHeader'
import { Grid, Section } from '@/components/ui/Section'
import { formatMoney, formatNumber } from '@/lib/format'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { listContent } from '@/server/content'
import { marketFigures } from '@/server/listings/stats'
import { getCurrencies, getSettings } from '@/server/site'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'pages' }))('insights') }
}

export default async function InsightsPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, i, tr, figures, articles, settings, currencies] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'insights' }),
    getTranslations({ locale }),
    marketFigures(locale),
    listContent('blogs', locale, { perPage: 6, sort: '-publishedAt', where: { insight: { equals: true } } }),
    getSettings(locale),
    getCurrencies(locale),
  ])
  const display = currencies.find((c) => c.code === settings.default_currency) ?? currencies.find((c) => c.isBase)
  const rate = display?.rate ?? 1
  const code = display?.code ?? 'USD'
  return (
    <>
      <PageHeader locale={locale} title={t('insights')} />
      <Section>
        <dl className="grid grid-cols-2 gap-4 sm:max-w-lg">
          <div className="rounded-card bg-surface p-5">
            <dt className="text-sm text-gray-600">{i('listings')}</dt>
            <dd className="text-3xl font-bold text-brand">{formatNumber(locale, figures.total)}</dd>
          </div>
          <div className="rounded-card bg-surface p-5">
            <dt className="text-sm text-gray-600">{i('cities')}</dt>
            <dd className="text-3xl font-bold text-brand">{formatNumber(locale, figures.cities)}</dd>
          </div>
        </dl>
        <div className="mt-8 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm" data-testid="insights-table">
            <tbody>
              {figures.figures.map((f) => (
                <tr key={`${f.cityId}-${f.purpose}`} className="border-b border-gray-200">
                  <th scope="row" className="py-3 text-start font-semibold">
                    {f.city}
                  </th>
                  <td className="py-3">{tr(`purpose.${f.purpose}`)}</td>
                  <td className="py-3">{formatNumber(locale, f.count)}</td>
                  <td className="py-3 font-semibold">
                    <bdi>{formatMoney(locale, f.medianPerM2Base * rate, code)}</bdi> / m²
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      {articles.docs.length > 0 && (
        <Section title={i('articles')}>
          <Grid>{articles.docs.map((a) => <ArticleCard key={a.id} locale={locale} article={a} />)}</Grid>
        </Section>
      )}
    </>
  )
}
