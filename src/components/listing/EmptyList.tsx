import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** One of the visitor's own lists (the comparison, the favourites) with nothing in it: how to fill it, and the way to the listings. */
export async function EmptyList({ locale, list }: { locale: Locale; list: 'compare' | 'favourites' }) {
  const t = await getTranslations({ locale, namespace: list })
  const link = 'rounded-lg px-4 py-2 font-semibold'
  return (
    <div className="rounded-card border border-dashed border-gray-300 bg-white p-10 text-center" data-testid={`${list}-empty`}>
      <p className="text-xl font-bold text-gray-900">{t('empty')}</p>
      <p className="mx-auto mt-2 max-w-xl text-gray-600">{t('emptyHint')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/properties" className={`${link} bg-brand text-white hover:opacity-90`}>
          {t('browseProperties')}
        </Link>
        <Link href="/projects" className={`${link} border border-brand text-brand hover:bg-brand hover:text-white`}>
          {t('browseProjects')}
        </Link>
      </div>
    </div>
  )
}
