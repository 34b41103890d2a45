import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { routeLocale, type LocaleParams } from '@/lib/route'
import type { Policy } from '@/payload-types'
import { getPolicy } from '@/server/site'
import { PageHeader } from '../ui/PageHeader'
import { RichText } from '../ui/RichText'
import { Empty } from '../ui/Section'
import { POLICY_PATHS } from '@/lib/seo/urls'
import { pageMetadata } from '@/server/seo/metadata'

type Key = Policy['key']

async function titleOf(locale: Locale, key: Key, policy: Policy | null) {
  const t = await getTranslations({ locale, namespace: 'pages' })
  return policy?.title || t(key)
}

/** One of the four policy pages of SPEC §2, from the CMS. */
export function policyRoute(key: Key) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    const locale = await routeLocale(params)
    const [policy, seo] = await Promise.all([getPolicy(locale, key), getTranslations({ locale, namespace: 'seo.pages' })])
    const title = await titleOf(locale, key, policy)
    // Without its text in the CMS the page is empty: kept out of search until there is one.
    return pageMetadata({ locale, path: POLICY_PATHS[key], title: policy?.seo?.title || title, description: policy?.seo?.description || seo('policy', { title }), image: policy?.seo?.image, noindex: !policy })
  }
  async function Page({ params }: { params: LocaleParams }) {
    const locale = await routeLocale(params)
    const policy = await getPolicy(locale, key)
    const common = await getTranslations({ locale, namespace: 'common' })
    return (
      <>
        <PageHeader locale={locale} title={await titleOf(locale, key, policy)} />
        <article className="mx-auto max-w-3xl px-4 py-10">
          {policy ? <RichText value={policy.content} className="text-gray-800" /> : <Empty text={common('empty')} />}
          {policy?.updatedAt && <p className="mt-8 text-sm text-gray-600">{common('published', { date: formatDate(locale, policy.updatedAt) })}</p>}
        </article>
      </>
    )
  }
  return { generateMetadata, Page }
}
