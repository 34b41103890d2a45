/** SPEC §2, §9: the map starts at zoom 9; the marker icon is 32×32. */
export const MAP_ZOOM = 9
export const MARKER_SIZE = 32
