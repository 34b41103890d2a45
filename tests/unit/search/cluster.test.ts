import { describe, expect, it } from 'vitest'
import { boundsOf, canSplit, clusterPoints, inBounds, project } from '@/lib/search/cluster'

const dubai = { lat: 25.2048, lng: 55.2708 }
const marina = { lat: 25.0805, lng: 55.1403 }
const riyadh = { lat: 24.7136, lng: 46.6753 }

describe('project', () => {
  it('places points as Web Mercator tiles do', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 })
    expect(project({ lat: 0, lng: 180 }, 1).x).toBe(512)
    const p = project(dubai, 9)
    // Tile 334/218 at zoom 9 holds Dubai (tile.openstreetmap.org/9/334/218.png).
    expect(Math.floor(p.x / 256)).toBe(334)
    expect(Math.floor(p.y / 256)).toBe(218)
    expect(project({ lat: 89.9, lng: 0 }, 0).y).toBeCloseTo(0, 5)
  })
})

describe('clusterPoints', () => {
  const points = [
    { id: 1, ...dubai },
    { id: 2, lat: dubai.lat + 0.001, lng: dubai.lng + 0.001 },
    { id: 3, ...marina },
    { id: 4, ...riyadh },
  ]

  it('merges nearby points at a low zoom and keeps far ones apart', () => {
    const clusters = clusterPoints(points, 5)
    expect(clusters).toHaveLength(2)
    const uae = clusters.find((c) => c.points.length === 3)
    expect(uae?.points.map((p) => p.id).sort()).toEqual([1, 2, 3])
    expect(uae?.lat).toBeCloseTo((dubai.lat * 2 + 0.001 + marina.lat) / 3, 6)
    expect(clusters.find((c) => c.points.length === 1)?.points[0]?.id).toBe(4)
  })

  it('splits clusters as the zoom grows, down to one point each', () => {
    expect(clusterPoints(points, 11).map((c) => c.points.length).sort()).toEqual([1, 1, 2])
    expect(clusterPoints(points, 18)).toHaveLength(4)
  })

  it('never leaves two points closer than the radius in separate single clusters', () => {
    const grid = Array.from({ length: 400 }, (_, i) => ({ id: i, lat: 25 + (i % 20) * 0.01, lng: 55 + Math.floor(i / 20) * 0.01 }))
    for (const zoom of [8, 10, 12]) {
      const singles = clusterPoints(grid, zoom, 60).filter((c) => c.points.length === 1).map((c) => project(c, zoom))
      for (let i = 0; i < singles.length; i++)
        for (let j = i + 1; j < singles.length; j++) {
          const a = singles[i]!
          const b = singles[j]!
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(60)
        }
    }
  })

  it('keeps every point exactly once and skips points without coordinates', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: i, lat: 24 + (i % 25) * 0.05, lng: 54 + Math.floor(i / 25) * 0.05 }))
    for (const zoom of [3, 8, 12, 16]) {
      const ids = clusterPoints(many, zoom).flatMap((c) => c.points.map((p) => p.id))
      expect(ids.sort((a, b) => a - b)).toEqual(many.map((p) => p.id))
    }
    expect(clusterPoints([{ lat: Number.NaN, lng: 1 }], 4)).toEqual([])
  })

  it('a cluster knows its bounds and whether zooming can split it', () => {
    const [c] = clusterPoints([dubai, { ...dubai }], 3)
    expect(c?.bounds).toEqual({ south: dubai.lat, north: dubai.lat, west: dubai.lng, east: dubai.lng })
    expect(c && canSplit(c)).toBe(false)
    const [d] = clusterPoints([dubai, marina], 3)
    expect(d && canSplit(d)).toBe(true)
  })
})

describe('bounds', () => {
  it('tests containment, across the antimeridian too', () => {
    const b = boundsOf([dubai, marina])
    expect(b).toEqual({ south: marina.lat, north: dubai.lat, west: marina.lng, east: dubai.lng })
    expect(inBounds({ lat: 25.1, lng: 55.2 }, b!)).toBe(true)
    expect(inBounds(riyadh, b!)).toBe(false)
    expect(inBounds({ lat: 0, lng: 179 }, { south: -1, north: 1, west: 170, east: -170 })).toBe(true)
    expect(inBounds({ lat: 0, lng: 0 }, { south: -1, north: 1, west: 170, east: -170 })).toBe(false)
    expect(boundsOf([])).toBeNull()
  })
})
