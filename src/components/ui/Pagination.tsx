import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { pageWindow } from '@/lib/page-window'

export async function Pagination({ locale, base, page, lastPage, query = {} }: { locale: Locale; base: string; page: number; lastPage: number; query?: Record<string, string> }) {
  if (lastPage <= 1) return null
  const t = await getTranslations({ locale, namespace: 'common' })
  const href = (p: number) => {
    const qs = new URLSearchParams({ ...query, ...(p > 1 ? { page: String(p) } : {}) }).toString()
    return qs ? `${base}?${qs}` : base
  }
  const cls = 'rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold hover:border-brand hover:text-brand'
  const number = 'grid h-10 min-w-10 place-items-center rounded-lg px-2 text-sm font-semibold'
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex flex-col items-center gap-3" data-testid="pagination">
      <div className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <Link href={href(page - 1)} rel="prev" className={cls}>
            <span aria-hidden className="inline-block rtl:rotate-180">←</span> {t('previous')}
          </Link>
        ) : null}
        <ol className="flex items-center gap-1">
          {pageWindow(page, lastPage).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden className="px-1 text-gray-500">
                …
              </li>
            ) : (
              <li key={p}>
                {p === page ? (
                  <span aria-current="page" className={`${number} bg-brand text-white`}>
                    {p}
                  </span>
                ) : (
                  <Link href={href(p)} aria-label={t('goToPage', { page: p })} className={`${number} border border-gray-300 bg-white hover:border-brand hover:text-brand`}>
                    {p}
                  </Link>
                )}
              </li>
            ),
          )}
        </ol>
        {page < lastPage ? (
          <Link href={href(page + 1)} rel="next" className={cls}>
            {t('next')} <span aria-hidden className="inline-block rtl:rotate-180">→</span>
          </Link>
        ) : null}
      </div>
      <span className="text-sm text-gray-600" data-testid="page-count">
        {t('page', { page, last: lastPage })}
      </span>
    </nav>
  )
}
