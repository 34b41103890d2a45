'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import type { MapPoint } from '@/lib/search/map-point'

function MapLoading() {
  const t = useTranslations('search')
  return <p className="grid size-full place-items-center bg-surface text-sm text-gray-600">{t('mapLoading')}</p>
}

/** Leaflet and its stylesheet load only when a map is on the page, in the browser. */
export const ClusterMap = dynamic(() => import('./ClusterMap'), { ssr: false, loading: MapLoading })

/** The map view of a search: every matching listing with a position, clustered. */
export function ResultsMap({ points, total, limit }: { points: MapPoint[]; total: number; limit: number }) {
  const t = useTranslations('search')
  return (
    <div>
      <div className="h-[65vh] min-h-80 overflow-hidden rounded-card border border-gray-200 bg-surface" data-testid="results-map">
        <ClusterMap points={points} label={t('mapLabel')} />
      </div>
      {total > limit && <p className="mt-2 text-sm text-gray-600">{t('mapLimit', { count: limit })}</p>}
    </div>
  )
}
