'use client'

import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { MAP_ZOOM, MARKER_SIZE } from '@/components/shell/map-constants'
import { dirOf } from '@/i18n/locales'
import { getPathname, useRouter } from '@/i18n/navigation'
import { formatMoney } from '@/lib/format'
import { boundsOf, canSplit, clusterPoints, type Bounds, type Cluster } from '@/lib/search/cluster'
import type { MapPoint } from '@/lib/search/map-point'

type Props = {
  points: MapPoint[]
  /** Called with the visible area after every move and zoom. */
  onView?: (bounds: Bounds) => void
  label: string
}

const MAX_ZOOM = 18
const FALLBACK_CENTER: L.LatLngTuple = [25.2048, 55.2708]
const toLatLngBounds = (b: Bounds) => L.latLngBounds([b.south, b.west], [b.north, b.east])

/**
 * Search results on OpenStreetMap with clustered markers (loaded only where a map is shown). A
 * cluster zooms in on its listings; a listing's marker opens a popup with its picture, price and a
 * link to its page. Markers are focusable and open with Enter.
 */
export default function ClusterMap({ points, onView, label }: Props) {
  const t = useTranslations('search')
  const locale = useLocale()
  const router = useRouter()
  const box = useRef<HTMLDivElement>(null)
  const mapRef = useRef<{ map: L.Map; points: MapPoint[]; draw: () => void } | null>(null)
  const onViewRef = useRef(onView)
  useEffect(() => {
    onViewRef.current = onView
  }, [onView])

  // The map itself, once.
  useEffect(() => {
    const el = box.current
    if (!el) return
    const map = L.map(el, { center: FALLBACK_CENTER, zoom: MAP_ZOOM, maxZoom: MAX_ZOOM, zoomControl: false })
    // Leaflet's own words, in the page's language.
    L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map)
    L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: `&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${t('mapContributors')}`,
    }).addTo(map)
    map.on('popupopen', (e) => {
      const close = e.popup.getElement()?.querySelector('.leaflet-popup-close-button')
      close?.setAttribute('aria-label', t('close'))
      close?.setAttribute('title', t('close'))
    })
    const layer = L.layerGroup().addTo(map)
    const state = { map, points: [] as MapPoint[], draw: () => {} }

    const popupFor = (list: MapPoint[]) => {
      const root = document.createElement('div')
      root.dir = dirOf(locale)
      root.className = list.length > 1 ? 'max-h-64 w-60 space-y-3 overflow-y-auto' : 'w-56'
      for (const p of list) {
        const item = document.createElement('div')
        if (p.thumb && list.length === 1) {
          const img = document.createElement('img')
          img.src = p.thumb.src
          img.width = p.thumb.width
          img.height = p.thumb.height
          img.alt = ''
          img.loading = 'lazy'
          img.className = 'mb-2 aspect-[4/3] w-full rounded-md object-cover'
          item.append(img)
        }
        const kind = document.createElement('span')
        kind.className = 'block text-xs text-gray-600'
        kind.textContent = t(p.kind)
        const link = document.createElement('a')
        link.href = getPathname({ href: p.href, locale })
        link.textContent = p.title
        link.className = 'block font-semibold !text-brand hover:underline'
        link.addEventListener('click', (e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
          e.preventDefault()
          router.push(p.href)
        })
        const price = document.createElement('bdi')
        price.className = 'mt-1 block font-bold text-gray-900'
        if (p.price !== null && p.currency) {
          price.dataset.price = String(p.price)
          price.dataset.currency = p.currency
          price.textContent = formatMoney(locale, p.price, p.currency)
        } else price.textContent = t('priceOnRequest')
        item.append(kind, link, price)
        root.append(item)
      }
      return root
    }

    const pointIcon = (kind: MapPoint['kind']) =>
      L.icon({
        iconUrl: '/map-marker.svg',
        iconSize: [MARKER_SIZE, MARKER_SIZE],
        iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE],
        popupAnchor: [0, -MARKER_SIZE + 4],
        className: kind === 'project' ? 'map-marker hue-rotate-180' : 'map-marker',
      })
    const clusterIcon = (n: number) => {
      const size = n < 10 ? 36 : n < 100 ? 44 : 52
      return L.divIcon({
        html: `<span class="grid size-full place-items-center">${n}</span>`,
        className: 'search-cluster rounded-full bg-brand text-sm font-bold text-white shadow-lg ring-4 ring-white/80',
        iconSize: [size, size],
      })
    }

    const openCluster = (c: Cluster<MapPoint>, marker: L.Marker) => {
      if (!canSplit(c)) {
        marker.bindPopup(popupFor(c.points), { maxWidth: 280 }).openPopup()
        return
      }
      const bounds = toLatLngBounds(c.bounds)
      const zoom = Math.min(MAX_ZOOM, Math.max(map.getZoom() + 1, map.getBoundsZoom(bounds, false, L.point(48, 48))))
      map.setView(bounds.getCenter(), zoom)
    }

    // Clusters depend on the zoom only: a pan (a popup making room for itself, too) leaves the markers, and an open popup, in place.
    const report = () => {
      const b = map.getBounds()
      el.dataset.zoom = String(map.getZoom())
      onViewRef.current?.({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() })
    }
    let drawnAt: number | null = null
    const draw = (force = false) => {
      const zoom = map.getZoom()
      if (!force && zoom === drawnAt) return
      drawnAt = zoom
      layer.clearLayers()
      const clusters = clusterPoints(state.points, zoom)
      let singles = 0
      for (const c of clusters) {
        const first = c.points[0]
        if (!first) continue
        if (c.points.length === 1) {
          singles++
          L.marker([first.lat, first.lng], { icon: pointIcon(first.kind), title: first.title, alt: first.title, keyboard: true, riseOnHover: true })
            .bindPopup(() => popupFor([first]), { maxWidth: 260 })
            .addTo(layer)
        } else {
          const marker = L.marker([c.lat, c.lng], { icon: clusterIcon(c.points.length), title: t('cluster', { count: c.points.length }), keyboard: true })
          marker.on('click', () => openCluster(c, marker)).addTo(layer)
        }
      }
      el.dataset.markers = String(singles)
      el.dataset.clusters = String(clusters.length - singles)
    }
    map.on('zoomend', () => draw())
    map.on('moveend', report)
    state.draw = () => {
      draw(true)
      report()
    }
    mapRef.current = state
    const frame = requestAnimationFrame(() => map.invalidateSize())
    return () => {
      cancelAnimationFrame(frame)
      mapRef.current = null
      map.remove()
    }
  }, [locale, router, t])

  // The points: fit them in view and draw.
  useEffect(() => {
    const current = mapRef.current
    if (!current) return
    current.points = points
    const el = box.current
    if (el) el.dataset.points = String(points.length)
    const b = boundsOf(points)
    if (b) current.map.fitBounds(toLatLngBounds(b), { padding: [32, 32], maxZoom: 13, animate: false })
    current.draw()
  }, [points])

  return <div ref={box} role="region" aria-label={label} data-testid="cluster-map" dir="ltr" className="size-full" />
}
