'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { formatMoney, formatNumber } from '@/lib/format'
import { inBounds, type Bounds } from '@/lib/search/cluster'
import type { MapPoint } from '@/lib/search/map-point'
import { UnitText } from '@/components/ui/UnitText'
import { areaTexts, type AreaUnit } from '@/lib/area'
import { useShownAreaUnit } from './navigate'
import { ClusterMap } from './ResultsMap'

/** Lines the list shows at most; the map holds every point. */
const LIST_LIMIT = 60

/**
 * Map exploration: properties and projects clustered on the map, and beside it the list of those
 * in the part of the map in view, following every move and zoom.
 */
export function DiscoverExplorer({ points, header, areaUnit }: { points: MapPoint[]; header: ReactNode; areaUnit: AreaUnit }) {
  const t = useTranslations('search')
  const common = useTranslations('common')
  const locale = useLocale()
  const unit = useShownAreaUnit(areaUnit)
  const [view, setView] = useState<Bounds | null>(null)
  const visible = view ? points.filter((p) => inBounds(p, view)) : points

  return (
    <div className="flex flex-col lg:grid lg:h-[calc(100dvh-4rem)] lg:grid-cols-[26rem_minmax(0,1fr)] lg:grid-rows-[auto_minmax(0,1fr)]">
      <div className="border-b border-gray-200 bg-white p-4 lg:col-start-1 lg:row-start-1 lg:border-e">{header}</div>
      <div className="h-[60dvh] min-h-80 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:h-auto" data-testid="discover-map">
        <ClusterMap points={points} onView={setView} label={t('mapLabel')} />
      </div>
      <section aria-labelledby="in-view" className="border-gray-200 bg-white lg:col-start-1 lg:row-start-2 lg:overflow-y-auto lg:border-e">
        <h2 id="in-view" className="sticky top-0 z-10 border-b border-gray-200 bg-white px-4 py-3 text-base font-bold" aria-live="polite" data-testid="in-view" data-count={visible.length}>
          {t('inView', { count: visible.length })}
        </h2>
        <ul className="divide-y divide-gray-100" data-testid="discover-list">
          {visible.slice(0, LIST_LIMIT).map((p) => (
            <li key={`${p.kind}-${p.id}`}>
              <Link href={p.href} className="flex gap-3 px-4 py-3 hover:bg-surface" data-kind={p.kind}>
                {p.thumb ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a pre-generated thumbnail
                  <img src={p.thumb.src} width={p.thumb.width} height={p.thumb.height} alt="" loading="lazy" decoding="async" className="h-18 w-24 shrink-0 rounded-md object-cover" />
                ) : (
                  <span aria-hidden className="h-18 w-24 shrink-0 rounded-md bg-surface" />
                )}
                <span className="min-w-0">
                  <span className={`text-xs font-semibold ${p.kind === 'project' ? 'text-amber-800' : 'text-brand'}`}>{t(p.kind)}</span>
                  <span className="block truncate font-semibold text-gray-900">{p.title}</span>
                  <span className="block text-sm font-bold text-gray-900">
                    {p.price !== null && p.currency ? (
                      <bdi data-price={p.price} data-currency={p.currency}>
                        {formatMoney(locale, p.price, p.currency)}
                      </bdi>
                    ) : (
                      common('priceOnRequest')
                    )}
                  </span>
                  <span className="block text-xs text-gray-600">
                    {p.bedrooms !== null && common('bedrooms', { count: p.bedrooms })}
                    {p.bedrooms !== null && p.area !== null && ' · '}
                    {p.area !== null && <UnitText texts={areaTexts((value, u) => common('area', { value, unit: u }), (n) => formatNumber(locale, n), p.area)} unit={unit} />}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {visible.length > LIST_LIMIT && <p className="px-4 py-3 text-sm text-gray-600">{t('zoomForMore', { shown: LIST_LIMIT, count: visible.length })}</p>}
      </section>
    </div>
  )
}
