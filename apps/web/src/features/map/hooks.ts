// The map page's data and preferences: the points of its selection with SWR (the previous points stay drawn while a
// new filter's arrive), a marker's popup, and the base layer and colouring kept on this device.
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { isCancelled } from '@siipro/api-client';
import {
  DEFAULT_BASE_LAYER,
  DEFAULT_MARKER_COLOURING,
  MAP_BASE_LAYERS,
  MARKER_COLOURINGS,
  sameMapPoints,
  type MapBaseLayerKey,
  type MapPoints,
  type MarkerColouring,
} from '@siipro/domain';
import { browserLocalStore } from '../../lib/localStore.ts';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { STORAGE_KEYS } from '../../session/storageKeys.ts';
import type { MapSelection } from './mapQuery.ts';

export interface MapPointsData {
  points: MapPoints | null;
  loading: boolean;
  failed: boolean;
}

export function useMapPoints(tenantSlug: string, selection: MapSelection): MapPointsData {
  const api = useApi();
  const { data, error, isValidating } = useSWR<MapPoints, unknown>(
    swrKeys.mapPoints(tenantSlug, selection.queryText),
    () => api.map.points(tenantSlug, selection.query),
    // 100,000 points are not asked for again on every focus of the window; a project's edit still revalidates. An
    // answer with the same points keeps the drawn ones (and their clustering index): compared column by column,
    // which SWR's generic deep comparison would do key by key over typed arrays.
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      compare: (a, b) => a === b || (a !== undefined && b !== undefined && sameMapPoints(a, b)),
    },
  );
  const failed = error !== undefined && !isCancelled(error) && !isValidating;
  return { points: failed ? null : (data ?? null), loading: isValidating && !failed, failed };
}

/** A marker's popup, from the API. */
export function usePopupLoader(tenantSlug: string) {
  const api = useApi();
  return useCallback((key: string) => api.map.popup(tenantSlug, key), [api, tenantSlug]);
}

const store = browserLocalStore();

/** A preference kept on this device, read once; an unknown stored value counts as the default. */
function usePreference<T extends string>(key: string, allowed: readonly { key: T }[], fallback: T) {
  const [value, setValue] = useState<T>(() => {
    const stored = store.get(key);
    return allowed.some((option) => option.key === stored) ? (stored as T) : fallback;
  });
  const change = useCallback(
    (next: T) => {
      setValue(next);
      store.set(key, next);
    },
    [key],
  );
  return [value, change] as const;
}

/** "Mapa base" and "Color de marcadores" (portfolio.md §2.9: both persist in local preferences). */
export function useMapPreferences() {
  const [baseLayer, setBaseLayer] = usePreference<MapBaseLayerKey>(
    STORAGE_KEYS.mapBaseLayer,
    MAP_BASE_LAYERS,
    DEFAULT_BASE_LAYER,
  );
  const [colouring, setColouring] = usePreference<MarkerColouring>(
    STORAGE_KEYS.mapColouring,
    MARKER_COLOURINGS,
    DEFAULT_MARKER_COLOURING,
  );
  return { baseLayer, setBaseLayer, colouring, setColouring };
}
