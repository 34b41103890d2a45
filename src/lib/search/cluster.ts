/**
 * Marker clustering in screen pixels, for a few thousand points: each point is projected to Web
 * Mercator pixels at the map's zoom (as OpenStreetMap tiles are), and points that would overlap on
 * screen form one cluster drawn at their mean position. No map library is needed to compute it.
 */

export type GeoPoint = { lat: number; lng: number }
export type Bounds = { south: number; west: number; north: number; east: number }
export type Cluster<P extends GeoPoint> = { lat: number; lng: number; points: P[]; bounds: Bounds }

const TILE = 256
const MAX_LAT = 85.0511287798

/** Pixel position of a point at a zoom level, as Leaflet's default CRS (EPSG:3857) places it. */
export function project(point: GeoPoint, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom
  const lat = Math.max(-MAX_LAT, Math.min(MAX_LAT, point.lat))
  const sin = Math.sin((lat * Math.PI) / 180)
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  }
}

export function inBounds(point: GeoPoint, b: Bounds): boolean {
  const inLng = b.west <= b.east ? point.lng >= b.west && point.lng <= b.east : point.lng >= b.west || point.lng <= b.east
  return point.lat >= b.south && point.lat <= b.north && inLng
}

export function boundsOf(points: readonly GeoPoint[]): Bounds | null {
  if (!points.length) return null
  const b = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity }
  for (const p of points) {
    b.south = Math.min(b.south, p.lat)
    b.north = Math.max(b.north, p.lat)
    b.west = Math.min(b.west, p.lng)
    b.east = Math.max(b.east, p.lng)
  }
  return b
}

/**
 * Groups points closer than `radius` pixels at `zoom`: each point joins the nearest cluster whose
 * first point is within the radius, or starts one. A grid of `radius`-sized cells finds the
 * neighbours, so a few thousand points cluster in about a millisecond. A lone point is a cluster of one.
 */
export function clusterPoints<P extends GeoPoint>(points: readonly P[], zoom: number, radius = 60): Cluster<P>[] {
  type Seed = { x: number; y: number; members: P[] }
  const cells = new Map<string, Seed[]>()
  const seeds: Seed[] = []
  for (const p of points) {
    if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) continue
    const { x, y } = project(p, zoom)
    const cx = Math.floor(x / radius)
    const cy = Math.floor(y / radius)
    let nearest: Seed | null = null
    let best = radius * radius
    for (let i = cx - 1; i <= cx + 1; i++) {
      for (let j = cy - 1; j <= cy + 1; j++) {
        for (const seed of cells.get(`${i}:${j}`) ?? []) {
          const d = (seed.x - x) ** 2 + (seed.y - y) ** 2
          if (d <= best) {
            best = d
            nearest = seed
          }
        }
      }
    }
    if (nearest) {
      nearest.members.push(p)
      continue
    }
    const seed = { x, y, members: [p] }
    seeds.push(seed)
    const key = `${cx}:${cy}`
    const cell = cells.get(key)
    if (cell) cell.push(seed)
    else cells.set(key, [seed])
  }
  return seeds.map(({ members }) => {
    let lat = 0
    let lng = 0
    for (const m of members) {
      lat += m.lat
      lng += m.lng
    }
    return { lat: lat / members.length, lng: lng / members.length, points: members, bounds: boundsOf(members) as Bounds }
  })
}

/** Whether zooming in could split a cluster: its points are not all at one spot. */
export const canSplit = (c: Cluster<GeoPoint>) => c.bounds.north - c.bounds.south > 1e-7 || c.bounds.east - c.bounds.west > 1e-7
