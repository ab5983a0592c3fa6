// Where base-map tiles come from. The kit's maps never hard-code a tile server: they ask `useMapTileProvider(layer)`
// for pigeon-maps' `provider` function, which fills the layer's URL template (domain's mapTileUrl). Without a provider
// the templates are the public services (domain's DEFAULT_MAP_TILE_TEMPLATES: IGN Argenmap, OpenStreetMap); the web
// app passes the templates of its configuration, and Storybook local images so that nothing reaches the internet.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_MAP_TILE_TEMPLATES, mapTileUrl, type MapBaseLayerKey, type MapTileTemplates } from '@siipro/domain';

export interface MapTilesProviderProps {
  /**
   * A URL template per base layer (`{x}`, `{y}`, `{-y}` for TMS rows, `{z}`). A layer left out, or given as an empty
   * string or undefined (an unset environment variable), keeps its default.
   */
  templates?: Partial<Record<MapBaseLayerKey, string | null | undefined>>;
  children?: ReactNode;
}

const MapTilesContext = createContext<MapTileTemplates>(DEFAULT_MAP_TILE_TEMPLATES);

/** The defaults with every non-empty template of `templates` put in their place. */
export function resolveMapTileTemplates(templates: MapTilesProviderProps['templates'] = {}): MapTileTemplates {
  const resolved: Record<MapBaseLayerKey, string> = { ...DEFAULT_MAP_TILE_TEMPLATES };
  for (const layer of Object.keys(resolved) as MapBaseLayerKey[]) {
    const template = templates[layer]?.trim();
    if (template) resolved[layer] = template;
  }
  return resolved;
}

export function MapTilesProvider({ templates, children }: MapTilesProviderProps) {
  const ign = templates?.['ign-ar'];
  const osm = templates?.osm;
  // Keyed on the strings, so an inline `templates={{…}}` does not hand the maps a new value on every render.
  const value = useMemo(() => resolveMapTileTemplates({ 'ign-ar': ign, osm }), [ign, osm]);
  return <MapTilesContext.Provider value={value}>{children}</MapTilesContext.Provider>;
}

/** The URL template of every base layer, from the nearest MapTilesProvider (the public services without one). */
export function useMapTileTemplates(): MapTileTemplates {
  return useContext(MapTilesContext);
}

/** pigeon-maps' `provider` for a base layer: (x, y, z) → the tile's URL. Stable while the template stays the same. */
export function useMapTileProvider(layer: MapBaseLayerKey): (x: number, y: number, z: number) => string {
  const template = useMapTileTemplates()[layer];
  return useMemo(() => (x: number, y: number, z: number) => mapTileUrl(template, x, y, z), [template]);
}
