/** A listing drawn on a search map: what its marker, its popup and its line in the map's list show. */
export type MapPoint = {
  id: number
  kind: 'property' | 'project'
  title: string
  /** The listing's page, without the locale prefix. */
  href: string
  lat: number
  lng: number
  price: number | null
  currency: string | null
  thumb: { src: string; width: number; height: number } | null
  bedrooms: number | null
  area: number | null
}
