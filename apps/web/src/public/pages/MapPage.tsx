// /publico/{tenant}/mapa: the published projects with coordinates on the kit's map, clustered; a marker's popup
// links to the project's public page.
import { useCallback } from 'react';
import { MAP_DEFAULTS, publicPageHead, publicPaths, type MapProjectPopup } from '@siipro/domain';
import { ProjectsMap } from '@siipro/ui';
import { portal } from '../client.ts';
import { usePageHead } from '../pageHead.ts';
import { useLoad } from '../useLoad.ts';

const fallbackPosition = { lat: MAP_DEFAULTS.center.lat, lng: MAP_DEFAULTS.center.lng, zoom: MAP_DEFAULTS.zoom };

export function MapPage({ tenant, tenantName }: { tenant: string; tenantName: string | null }) {
  const points = useLoad(`map:${tenant}`, (signal) => portal.mapPoints(tenant, {}, signal));
  usePageHead(tenantName ? publicPageHead('map', tenantName) : null);
  const loadPopup = useCallback((key: string) => portal.mapPopup(tenant, key), [tenant]);
  const projectHref = useCallback((popup: MapProjectPopup) => publicPaths.project(tenant, popup.slug), [tenant]);
  return (
    <ProjectsMap
      points={points.data ?? null}
      loading={points.loading}
      error={points.error !== undefined}
      loadPopup={loadPopup}
      projectHref={projectHref}
      fallbackPosition={fallbackPosition}
      height="70vh"
    />
  );
}
