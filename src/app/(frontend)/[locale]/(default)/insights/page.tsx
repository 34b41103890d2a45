import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ArticleCard } from '@/components/content/ArticleCard'
import { MarketChart } from '@/components/insights/MarketChart'
import { Money } from '@/components/listing/Price'
import { PageHeader } from '@/components/ui/PageHeader'
import { Empty, Grid, Section } from '@/components/ui/Section'
import { formatNumber } from '@/lib/format'
import { routeLocale, type LocaleParams } from '@/lib/route'
import { listContent } from '@/server/content'
import { marketInsights } from '@/server/listings/stats'
import { fixedPageMetadata } from '@/server/seo/metadata'
import { unitTexts } from '@/lib/area'

export { renderOnDemand as generateStaticParams } from '@/lib/route'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return fixedPageMetadata({ locale: await routeLocale(params), path: '/insights', key: 'insights' })
}

export default async function InsightsPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const [t, i, market, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'insights' }),
    marketInsights(locale),
    listContent('blogs', locale, { perPage: 6, sort: '-publishedAt', where: { insight: { equals: true } } }),
  ])
  const currency = market.baseCurrency
  const count = (n: number) => <bdi dir="ltr">{formatNumber(locale, n)}</bdi>
  const keyFigures = [
    { key: 'listings', label: i('listings'), value: count(market.total) },
    { key: 'cities', label: i('cities'), value: count(market.cities) },
    ...market.purposes.map((p) => ({ key: p.purpose, label: i(`listingsFor.${p.purpose}`), value: count(p.count) })),
  ]
  return (
    <>
      <PageHeader locale={locale} title={t('insights')} intro={i('intro')} />
      <Section>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="insights-figures">
          {keyFigures.map((f) => (
            <div key={f.key} className="rounded-card bg-surface p-5" data-figure={f.key}>
              <dt className="text-sm text-gray-600">{f.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-brand">{f.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-gray-600">{i('currencyNote')}</p>
      </Section>
      {market.purposes.map((p) => (
        <Section key={p.purpose} title={i(`heading.${p.purpose}`)}>
          <div data-testid={`insights-${p.purpose}`}>
            {p.price ? (
              <dl className="mb-6 grid gap-3 sm:grid-cols-3" data-testid={`range-${p.purpose}`}>
                {(['min', 'median', 'max'] as const).map((k) => (
                  <div key={k} className="flex items-baseline justify-between gap-3 rounded-card border border-gray-200 bg-white p-3 sm:block sm:text-center">
                    <dt className="text-sm text-gray-600">{i(`${k}Price.${p.purpose}`)}</dt>
                    <dd className="font-bold text-gray-900 sm:mt-1 sm:text-lg">
                      <Money locale={locale} amount={Math.round(p.price?.[k] ?? 0)} currency={currency} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Empty text={i('empty')} />
            )}
            <div className="grid gap-6 lg:grid-cols-2">
              {(['city', 'type'] as const).map((by) => (
                <MarketChart
                  key={by}
                  id={`${p.purpose}-${by}`}
                  locale={locale}
                  title={unitTexts((unit) => i(by === 'city' ? 'byCity' : 'byType', { unit }))}
                  note={i(`note.${p.purpose}`)}
                  groups={by === 'city' ? p.byCity : p.byType}
                  currency={currency}
                  groupLabel={i(by)}
                />
              ))}
            </div>
          </div>
        </Section>
      ))}
      {articles.docs.length > 0 && (
        <Section title={i('articles')} href="/blogs" linkLabel={i('allArticles')}>
          <Grid>{articles.docs.map((a) => <ArticleCard key={a.id} locale={locale} article={a} />)}</Grid>
        </Section>
      )}
    </>
  )
}
