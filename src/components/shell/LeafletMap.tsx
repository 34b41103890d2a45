'use client'

import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { MAP_ZOOM, MARKER_SIZE } from './map-constants'

export type MapMarker = { lat: number; lng: number; label: string }

type Props = { markers: readonly MapMarker[]; testId?: string }

/**
 * Leaflet on OpenStreetMap tiles. One marker: centred on it at zoom 9. Several: the view fits them all.
 * A click on a marker re-centres on it at zoom 9.
 */
export default function LeafletMap({ markers, testId = 'leaflet-map' }: Props) {
  const t = useTranslations('shell')
  const contributors = t('mapContributors')
  const ref = useRef<HTMLDivElement>(null)
  // Markers arrive as a fresh array on each render; the map is rebuilt only when their content changes.
  const key = JSON.stringify(markers)

  useEffect(() => {
    const el = ref.current
    const points = JSON.parse(key) as MapMarker[]
    if (!el || !points.length) return
    const map = L.map(el)
    // The attribution in the page's language; the names stay as they are, isolated left to right.
    map.attributionControl.setPrefix('<a href="https://leafletjs.com" dir="ltr">Leaflet</a>')
    L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: `&copy; <a href="https://www.openstreetmap.org/copyright" dir="ltr">OpenStreetMap</a> ${contributors}`,
    }).addTo(map)
    const icon = L.icon({ iconUrl: '/map-marker.svg', iconSize: [MARKER_SIZE, MARKER_SIZE], iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE], className: 'map-marker' })
    const fit = () => {
      if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], MAP_ZOOM)
      else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as L.LatLngTuple)), { padding: [MARKER_SIZE, MARKER_SIZE] })
    }
    fit()
    for (const p of points) {
      const center: L.LatLngTuple = [p.lat, p.lng]
      const marker = L.marker(center, { icon, title: p.label, alt: p.label, keyboard: true }).addTo(map)
      marker.on('click', () => map.setView(center, MAP_ZOOM))
    }
    const report = () => {
      const c = map.getCenter()
      el.dataset.zoom = String(map.getZoom())
      el.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`
    }
    map.on('moveend zoomend', report)
    report()
    // The container has just been laid out: let Leaflet measure it, then frame the markers again.
    const frame = requestAnimationFrame(() => {
      map.invalidateSize()
      if (points.length > 1) fit()
    })
    return () => {
      cancelAnimationFrame(frame)
      map.remove()
    }
  }, [key, contributors])

  return <div ref={ref} data-testid={testId} data-provider="osm" className="h-full w-full" />
}
