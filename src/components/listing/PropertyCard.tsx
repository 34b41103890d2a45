import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { recordPath } from '@/lib/ids'
import { formatNumber } from '@/lib/format'
import { reducedPercent } from '@/lib/price-history'
import type { Property } from '@/payload-types'
import { MediaImage } from '../ui/MediaImage'
import { CompareButton } from './CompareButton'
import { Area } from './Area'
import { FavouriteButton } from './FavouriteButton'
import { Price } from './Price'
import { VerifiedTick } from './Permit'

const nameOf = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name ?? '') : '')

/** `list`: the picture beside the text, for a list view of results. */
export async function PropertyCard({ locale, property, priority = false, variant = 'grid' }: { locale: Locale; property: Property; priority?: boolean; variant?: 'grid' | 'list' }) {
  const t = await getTranslations({ locale })
  const cover = property.gallery?.[0]
  const list = variant === 'list'
  const reduced = reducedPercent({ priceReducedAt: property.priceReducedAt ?? null, priceBefore: property.priceBefore ?? null, price: property.price, priceOnRequest: property.priceOnRequest }, new Date())
  return (
    <li className="group relative overflow-hidden rounded-card border border-gray-200 bg-white shadow-sm transition hover:shadow-md" data-testid="property-card">
      <Link href={recordPath('/properties', property.id, property.slug)} className={list ? 'flex' : 'block'}>
        <div className={`relative aspect-[4/3] overflow-hidden bg-surface ${list ? 'w-2/5 shrink-0 sm:w-64' : ''}`}>
          <MediaImage
            media={cover}
            sizes={list ? '(min-width: 640px) 256px, 40vw' : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'}
            largest="card"
            priority={priority}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
          <span className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand">{t(`purpose.${property.purpose}`)}</span>
          {property.luxury && (
            <span className={`absolute rounded-full bg-amber-800 px-3 py-1 text-xs font-semibold text-white ${list ? 'bottom-3 start-3' : 'end-14 top-4.5'}`}>{t('pages.luxury')}</span>
          )}
        </div>
        <div className={list ? 'min-w-0 flex-1 p-3 pe-14 sm:p-4 sm:pe-14' : 'p-4'}>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Price locale={locale} item={property} className="text-xl font-bold text-gray-900" />
            {reduced !== null && (
              <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800" data-testid="reduced-badge" data-percent={reduced}>
                {t('common.reduced', { percent: formatNumber(locale, reduced) })}
              </span>
            )}
            {property.permit?.verifiedAt && <VerifiedTick label={t('common.verified')} />}
          </div>
          <h3 className="mt-1 line-clamp-1 font-semibold text-gray-800">{property.title}</h3>
          <p className="mt-1 line-clamp-1 text-sm text-gray-600">
            {[nameOf(property.type), nameOf(property.city)].filter(Boolean).join(' · ')}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
            {property.bedrooms != null && <li>{t('common.bedrooms', { count: property.bedrooms })}</li>}
            {property.bathrooms != null && <li>{t('common.bathrooms', { count: property.bathrooms })}</li>}
            {property.area != null && (
              <li>
                <Area locale={locale} m2={property.area} />
              </li>
            )}
          </ul>
        </div>
      </Link>
      <CompareButton kind="properties" id={property.id} name={property.title} compact className="absolute end-3 top-3" />
      <FavouriteButton kind="properties" id={property.id} name={property.title} compact className="absolute end-3 top-14" />
    </li>
  )
}
