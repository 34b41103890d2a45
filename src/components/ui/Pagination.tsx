import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

export async function Pagination({ locale, base, page, lastPage, query = {} }: { locale: Locale; base: string; page: number; lastPage: number; query?: Record<string, string> }) {
  if (lastPage <= 1) return null
  const t = await getTranslations({ locale, namespace: 'common' })
  const href = (p: number) => {
    const qs = new URLSearchParams({ ...query, ...(p > 1 ? { page: String(p) } : {}) }).toString()
    return qs ? `${base}?${qs}` : base
  }
  const cls = 'rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold hover:border-brand hover:text-brand'
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={cls}>
          <span aria-hidden className="inline-block rtl:rotate-180">←</span> {t('previous')}
        </Link>
      ) : null}
      <span className="text-sm text-gray-600">{t('page', { page, last: lastPage })}</span>
      {page < lastPage ? (
        <Link href={href(page + 1)} rel="next" className={cls}>
          {t('next')} <span aria-hidden className="inline-block rtl:rotate-180">→</span>
        </Link>
      ) : null}
    </nav>
  )
}
