'use client'

import { useLocale } from 'next-intl'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { loadMapsScript, mapsKey } from '@/lib/client/maps-script'
import type { MapMarker } from './LeafletMap'

// Each provider's code loads only when it is the one drawing.
const LeafletMap = lazy(() => import('./LeafletMap'))
const GoogleMap = lazy(() => import('./GoogleMap'))

type Provider = 'waiting' | 'keyed' | 'osm'

/**
 * A map of markers with the operator's keyed provider when `NEXT_PUBLIC_MAPS_KEY` is set and its
 * script loads (one loader, retried up to 3 times with backoff), else Leaflet on OpenStreetMap.
 */
export default function SiteMap({ markers, testId, loading }: { markers: readonly MapMarker[]; testId?: string; loading: ReactNode }) {
  const locale = useLocale()
  // Only ever drawn in the browser (the modal, or a map scrolled near): the page's settings are there to read.
  const [key] = useState(() => (typeof document === 'undefined' ? null : mapsKey()))
  const [provider, setProvider] = useState<Provider>(key ? 'waiting' : 'osm')
  useEffect(() => {
    if (!key) return
    let live = true
    loadMapsScript(key, locale).then(
      () => live && setProvider('keyed'),
      () => live && setProvider('osm'),
    )
    return () => {
      live = false
    }
  }, [key, locale])
  if (provider === 'waiting') return loading
  return <Suspense fallback={loading}>{provider === 'keyed' ? <GoogleMap markers={markers} testId={testId} /> : <LeafletMap markers={markers} testId={testId} />}</Suspense>
}
