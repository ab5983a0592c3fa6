// A map's position — centre and zoom — with the map's defaults, and its text in the map's address ("@lat,lng,zoomz").
// Apart from map.ts: the paths (routes/paths.ts) build map links with it, and every page loads the paths at start,
// while the rest of the map's rules (layers, marker colours, the tenant's map configuration) only load with a map.

export const MAP_DEFAULTS = {
  center: { lat: -34.6118, lng: -58.396 },
  zoom: 8,
  panelZoom: 10,
  linkZoom: 14,
  fitPadding: 40,
  markerSize: 30,
  popupMinWidth: 250,
  topBarOffset: 49,
} as const;

/** The zoom levels a map configuration may ask for (web map tiles: 0 is the whole world, 22 the closest). */
export const MAP_ZOOM_RANGE = { min: 0, max: 22 } as const;

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

/** A finite number from a number or a numeric text; null otherwise. */
export const finiteNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;

/** "@lat,lng,zoomz" with 6 decimals and an integer zoom. */
export function formatMapPosition(view: MapView): string {
  return `@${view.lat.toFixed(6)},${view.lng.toFixed(6)},${Math.round(view.zoom)}z`;
}

/** Reads "@lat,lng,zoomz" (the @ and z optional); null unless all three parse as numbers. */
export function parseMapPosition(text: string | null | undefined): MapView | null {
  const match = /^@?([^,]+),([^,]+),([^,]+?)z?$/.exec((text ?? '').trim());
  if (!match) return null;
  const [lat, lng, zoom] = [match[1], match[2], match[3]].map((part) => finiteNumber(part));
  if (lat === null || lng === null || zoom === null || lat === undefined || lng === undefined || zoom === undefined) {
    return null;
  }
  return { lat, lng, zoom };
}
