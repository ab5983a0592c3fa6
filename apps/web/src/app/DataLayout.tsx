// Around the screens behind the authentication guard: the API client (ApiProvider), SWR's defaults for the app and
// the base-map tiles of the configuration. Only those screens fetch, so the client and SWR arrive with them and not
// with /login (the cache is SWR's global one, as before).
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { MapTilesProvider } from '@siipro/ui';
import { ApiProvider } from '../services/ServicesContext.tsx';
import { api } from './apiClient.ts';
import { preloadLocaleData } from './preloadLocaleData.ts';
import { swrConfig } from './swrConfig.ts';

/** Tile URL templates of the build's configuration; an unset one keeps the public service (IGN Argenmap, OSM). */
const mapTiles = {
  'ign-ar': import.meta.env.VITE_MAP_TILES_IGN_AR,
  osm: import.meta.env.VITE_MAP_TILES_OSM,
};

export function DataLayout() {
  useEffect(preloadLocaleData, []);

  return (
    <ApiProvider api={api}>
      <SWRConfig value={swrConfig}>
        <MapTilesProvider templates={mapTiles}>
          <Outlet />
        </MapTilesProvider>
      </SWRConfig>
    </ApiProvider>
  );
}
