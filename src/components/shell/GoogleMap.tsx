'use client'

import { useEffect, useRef } from 'react'
import type { MapMarker } from './LeafletMap'
import { MAP_ZOOM, MARKER_SIZE } from './map-constants'

/** The few parts of the provider's API used here (its script defines `google.maps`). */
type LatLng = { lat: () => number; lng: () => number }
type Listener = (event: string, handler: () => void) => void
type MapsApi = {
  Map: new (el: HTMLElement, options: Record<string, unknown>) => { setCenter: (p: object) => void; setZoom: (z: number) => void; getZoom: () => number; getCenter: () => LatLng; fitBounds: (b: object, padding?: number) => void; addListener: Listener }
  Marker: new (options: Record<string, unknown>) => { addListener: Listener; setMap: (map: null) => void }
  LatLngBounds: new () => { extend: (p: object) => void }
  Size: new (w: number, h: number) => object
  Point: new (x: number, y: number) => object
}

/**
 * The same map as the Leaflet one (SPEC §2: centred on one marker at zoom 9, or fitted to several;
 * a click on a marker re-centres on it at zoom 9), drawn by the keyed provider once its script loaded.
 */
export default function GoogleMap({ markers, testId = 'leaflet-map' }: { markers: readonly MapMarker[]; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const key = JSON.stringify(markers)

  useEffect(() => {
    const el = ref.current
    const maps = (window as unknown as { google?: { maps?: MapsApi } }).google?.maps
    const points = JSON.parse(key) as MapMarker[]
    const first = points[0]
    if (!el || !maps || !first) return
    const map = new maps.Map(el, { center: { lat: first.lat, lng: first.lng }, zoom: MAP_ZOOM, clickableIcons: false, streetViewControl: false })
    if (points.length > 1) {
      const bounds = new maps.LatLngBounds()
      for (const p of points) bounds.extend({ lat: p.lat, lng: p.lng })
      map.fitBounds(bounds, MARKER_SIZE)
    }
    const icon = { url: '/map-marker.svg', scaledSize: new maps.Size(MARKER_SIZE, MARKER_SIZE), anchor: new maps.Point(MARKER_SIZE / 2, MARKER_SIZE) }
    const drawn = points.map((p) => {
      const marker = new maps.Marker({ position: { lat: p.lat, lng: p.lng }, map, title: p.label, icon })
      marker.addListener('click', () => {
        map.setCenter({ lat: p.lat, lng: p.lng })
        map.setZoom(MAP_ZOOM)
      })
      return marker
    })
    const report = () => {
      const c = map.getCenter()
      el.dataset.zoom = String(map.getZoom())
      el.dataset.center = `${c.lat().toFixed(5)},${c.lng().toFixed(5)}`
    }
    map.addListener('idle', report)
    report()
    return () => {
      for (const marker of drawn) marker.setMap(null)
      el.replaceChildren()
    }
  }, [key])

  return <div ref={ref} data-testid={testId} data-provider="google" className="h-full w-full" />
}
