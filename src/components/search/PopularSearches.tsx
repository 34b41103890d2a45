import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'
import { landingLinks, landingQuery } from '@/lib/seo/landing'
import { landingNames, landingTitle, popularSearches } from '@/server/seo/landing'

/**
 * Plain links to the popular searches (sale or rent by city, off-plan by city; in a city, its types
 * for sale and rent), so that every one of them is reachable by a crawler from the search page.
 */
export async function PopularSearches({ locale, city }: { locale: Locale; city?: number }) {
  const [all, names, t] = await Promise.all([popularSearches(), landingNames(locale), getTranslations({ locale, namespace: 'seo.landing' })])
  const links = landingLinks(all, city)
  const titled = (await Promise.all(links.map(async (l) => ({ l, title: await landingTitle(locale, l, names) })))).filter((x): x is { l: (typeof links)[number]; title: string } => Boolean(x.title))
  if (!titled.length) return null
  const cityName = city ? names.cities.get(city) : undefined
  return (
    <nav aria-labelledby="popular-searches" className="mx-auto max-w-7xl border-t border-gray-200 px-4 py-10" data-testid="popular-searches">
      <h2 id="popular-searches" className="mb-4 text-xl font-bold text-gray-900">
        {cityName ? t('inCity', { city: cityName }) : t('heading')}
      </h2>
      <ul className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {titled.map(({ l, title }) => (
          <li key={landingQuery(l)}>
            <Link href={`/properties?${landingQuery(l)}`} className="text-brand hover:underline">
              {title}
            </Link>{' '}
            <span className="text-gray-600">
              (<bdi dir="ltr">{formatNumber(locale, l.count)}</bdi>)
            </span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
