'use client'

import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef } from 'react'
import { MAP_ZOOM, MARKER_SIZE } from './map-constants'

type Props = { lat: number; lng: number; markerLabel: string }

/** Leaflet on OpenStreetMap tiles, centred on the location, one marker; a click on it re-centres at zoom 9. */
export default function LeafletMap({ lat, lng, markerLabel }: Props) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const center: L.LatLngTuple = [lat, lng]
    const map = L.map(el, { center, zoom: MAP_ZOOM })
    L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    }).addTo(map)
    const icon = L.icon({ iconUrl: '/map-marker.svg', iconSize: [MARKER_SIZE, MARKER_SIZE], iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE], className: 'map-marker' })
    const marker = L.marker(center, { icon, title: markerLabel, alt: markerLabel, keyboard: true }).addTo(map)
    marker.on('click', () => map.setView(center, MAP_ZOOM))
    const report = () => {
      const c = map.getCenter()
      el.dataset.zoom = String(map.getZoom())
      el.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`
    }
    map.on('moveend zoomend', report)
    report()
    // The dialog has just been laid out: let Leaflet measure it.
    const frame = requestAnimationFrame(() => map.invalidateSize())
    return () => {
      cancelAnimationFrame(frame)
      map.remove()
    }
  }, [lat, lng, markerLabel])

  return <div ref={ref} data-testid="leaflet-map" className="h-full w-full" />
}
