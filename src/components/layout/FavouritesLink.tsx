'use client'

import { useTranslations } from 'next-intl'
import { HeartIcon } from '@/components/listing/icons'
import { Link } from '@/i18n/navigation'
import { useFavouritesCount } from '@/lib/client/favourites-count'

/**
 * The header's way to /favourites: a heart, and once the page has hydrated a badge with how many
 * the visitor keeps (drawn over the heart's corner, so it moves nothing when it appears).
 */
export function FavouritesLink() {
  const t = useTranslations('favourites')
  const count = useFavouritesCount() ?? 0
  return (
    <Link
      href="/favourites"
      aria-label={count > 0 ? t('linkCount', { count }) : t('link')}
      title={t('link')}
      data-testid="favourites-link"
      className="relative grid size-9 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-surface hover:text-rose-600"
    >
      <HeartIcon size={22} filled={count > 0} className={count > 0 ? 'text-rose-600' : undefined} />
      {count > 0 && (
        <span aria-hidden data-testid="favourites-count" className="absolute -end-0.5 -top-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-rose-600 px-1 text-[0.6875rem] font-bold leading-none text-white">
          {count}
        </span>
      )}
    </Link>
  )
}
