// Web Mercator arithmetic of the map (256-px tiles, as pigeon-maps and the tile services number them): where a place
// lands in the world's pixels at a zoom, and the view that fits a set of places (portfolio.md §2.9: "fits the bounds
// of all markers with 40px padding").

import { MAP_DEFAULTS, type MapView } from './mapPosition.ts';

export const MAP_TILE_SIZE = 256;
/** Web Mercator stops here: the square world's edges. */
export const MAX_MERCATOR_LAT = 85.0511287798;

/** The world's width (and height) in pixels at a zoom. */
export const worldSize = (zoom: number): number => MAP_TILE_SIZE * 2 ** zoom;

/** Pixels from the world's west edge (longitude -180) at a zoom. */
export function lngToWorldX(lng: number, zoom: number): number {
  return ((lng + 180) / 360) * worldSize(zoom);
}

/** Pixels from the world's north edge at a zoom (latitudes past ±85.05 are clamped). */
export function latToWorldY(lat: number, zoom: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize(zoom);
}

export function worldXToLng(x: number, zoom: number): number {
  return (x / worldSize(zoom)) * 360 - 180;
}

export function worldYToLat(y: number, zoom: number): number {
  const n = Math.PI - (2 * Math.PI * y) / worldSize(zoom);
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** A box of places in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The smallest box around every (lat[i], lng[i]); null without places. One pass, no allocation: fine for 100,000. */
export function boundsOf(lat: ArrayLike<number>, lng: ArrayLike<number>): MapBounds | null {
  const count = Math.min(lat.length, lng.length);
  if (count === 0) return null;
  let south = Infinity;
  let north = -Infinity;
  let west = Infinity;
  let east = -Infinity;
  for (let i = 0; i < count; i++) {
    const y = lat[i]!;
    const x = lng[i]!;
    if (y < south) south = y;
    if (y > north) north = y;
    if (x < west) west = x;
    if (x > east) east = x;
  }
  return { south, west, north, east };
}

export interface FitOptions {
  /** Space kept free on every side, in px: 40 (portfolio.md §9). */
  padding?: number;
  /** The closest zoom a fit may choose (one place alone would otherwise fill the screen): 14, the link zoom. */
  maxZoom?: number;
  minZoom?: number;
}

/**
 * The centre and the integer zoom at which `bounds` fits in a map of `size` px with `padding` px free on every side:
 * the largest zoom whose box still fits, between minZoom and maxZoom. The centre is the box's middle in Mercator
 * pixels (not in degrees, which would put it too far from the equator).
 */
export function fitMapView(
  bounds: MapBounds,
  size: { width: number; height: number },
  { padding = MAP_DEFAULTS.fitPadding, maxZoom = MAP_DEFAULTS.linkZoom, minZoom = 1 }: FitOptions = {},
): MapView {
  const left = lngToWorldX(bounds.west, 0);
  const right = lngToWorldX(bounds.east, 0);
  const top = latToWorldY(bounds.north, 0);
  const bottom = latToWorldY(bounds.south, 0);
  const lat = worldYToLat((top + bottom) / 2, 0);
  const lng = worldXToLng((left + right) / 2, 0);
  const width = Math.max(1, size.width - 2 * padding);
  const height = Math.max(1, size.height - 2 * padding);
  const spanX = right - left;
  const spanY = bottom - top;
  const zoomX = spanX > 0 ? Math.log2(width / spanX) : Infinity;
  const zoomY = spanY > 0 ? Math.log2(height / spanY) : Infinity;
  const zoom = Math.max(minZoom, Math.min(maxZoom, Math.floor(Math.min(zoomX, zoomY))));
  return { lat, lng, zoom };
}
