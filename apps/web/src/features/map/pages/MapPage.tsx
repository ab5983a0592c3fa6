// /{tenant}/mapa and /{tenant}/mapa/@lat,lng,zoomz (portfolio.md §2.9, issue 16): the projects of the address's
// selection on the design system's ProjectsMapView, full screen under the top bar (the route's handle asks the frame
// to fill). The position: the path's on load when lat, lng and zoom all parse, else the markers fitted, else the
// tenant's configured centre (else -34.6118, -58.396, zoom 8); every move rewrites the path without a navigation.
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  filterChips,
  mapViewFromConfig,
  parseMapPosition,
  paths,
  PRIORITIES,
  projectStatusesFromConfig,
  withoutFilterChip,
  withoutFilterChips,
  type MapProjectPopup,
  type MapView,
  type ProjectFilters,
} from '@siipro/domain';
import { ProjectsMapView } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useMapPoints, useMapPreferences, usePopupLoader } from '../hooks.ts';
import { isMapAddress, mapHref, mapSelection } from '../mapQuery.ts';

/** Frame marks for `pnpm bench:map`, in a build made for it; off (and compiled away) in every other build. */
const MEASURE_FRAMES = import.meta.env.VITE_MAP_MEASURE_FRAMES === '1';

const priorityOptions = PRIORITIES.map((priority) => ({ value: priority, label: priority }));

export function MapPage() {
  const tenant = useCurrentTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const { '*': splat } = useParams();
  const [searchParams] = useSearchParams();
  const selection = useMemo(() => mapSelection(tenant.slug, searchParams, new Date()), [tenant.slug, searchParams]);
  const { points: loadedPoints, loading, failed } = useMapPoints(tenant.slug, selection);
  // The points arrive through SWR's external store, which React renders at once, in one task: the map and its
  // markers, a long task as the page loads. As a deferred value they render in a background pass, in slices; until it
  // commits, the map shows what it shows while loading.
  const points = useDeferredValue(loadedPoints);
  const pointsPending = points !== loadedPoints;
  const loadPopup = usePopupLoader(tenant.slug);
  const preferences = useMapPreferences();
  const statuses = useMemo(() => projectStatusesFromConfig(tenant.configJson), [tenant.configJson]);
  const fallbackPosition = useMemo(() => mapViewFromConfig(tenant.configJson), [tenant.configJson]);

  // The path's position, read again only on a real navigation (a link, Back, a filter): the moves written below
  // replace the address behind the router's back, so its location (and this value) stays what it was.
  const urlPosition = useMemo(() => parseMapPosition(splat), [location.key, splat]); // eslint-disable-line react-hooks/exhaustive-deps
  const view = useRef<MapView | null>(urlPosition);

  const onMove = useCallback(
    (center: { lat: number; lng: number }, zoom: number) => {
      view.current = { lat: center.lat, lng: center.lng, zoom: Math.round(zoom) };
      // Not once a link has left the map (isMapAddress).
      if (!isMapAddress(tenant.slug, window.location.pathname)) return;
      // The position only; the query is the address's own. A move can arrive between a filter's navigation and the
      // render that brings its selection: writing this render's filters then erased the new ones from the address.
      const href = paths.map(tenant.slug, view.current, new URLSearchParams(window.location.search));
      // Without a navigation (§2.9): the router's state in history.state is kept for Back and Forward.
      window.history.replaceState(window.history.state, '', href);
    },
    [tenant.slug],
  );

  // The bar's status and priority: a navigation (Back undoes it) that keeps the position the map is at.
  const changeFilter = useCallback(
    (key: 'status' | 'priority', values: string[]) => {
      const filters: ProjectFilters = { ...selection.filters, [key]: values };
      navigate(mapHref(tenant.slug, filters, selection.scope, view.current));
    },
    [navigate, tenant.slug, selection],
  );

  // The list's other filters as chips (status and priority have their selects; the search has no box here).
  const chips = useMemo(
    () => filterChips(selection.filters, statuses, { omit: ['status', 'priority'], search: true }),
    [selection.filters, statuses],
  );
  const showFilters = useCallback(
    (filters: ProjectFilters) => navigate(mapHref(tenant.slug, filters, selection.scope, view.current)),
    [navigate, tenant.slug, selection.scope],
  );

  const projectHref = useCallback(
    (popup: MapProjectPopup) =>
      popup.organizations.length === 0
        ? null
        : paths.project(tenant.slug, {
            slug: popup.slug,
            type: popup.type,
            organizationSlug: popup.organizations[0]?.slug,
          }),
    [tenant.slug],
  );

  return (
    <ProjectsMapView
      points={points}
      loading={(loading || pointsPending) && points === null}
      error={failed}
      loadPopup={loadPopup}
      projectHref={projectHref}
      statuses={statuses}
      baseLayer={preferences.baseLayer}
      onBaseLayerChange={preferences.setBaseLayer}
      colouring={preferences.colouring}
      onColouringChange={preferences.setColouring}
      position={urlPosition}
      fallbackPosition={fallbackPosition}
      onMove={onMove}
      measureFrames={MEASURE_FRAMES}
      statusFilter={{
        options: statuses.map((status) => ({ value: status.value, label: status.label })),
        value: selection.filters.status,
        onChange: (values) => changeFilter('status', values),
      }}
      priorityFilter={{
        options: priorityOptions,
        value: selection.filters.priority,
        onChange: (values) => changeFilter('priority', values),
      }}
      otherFilterCount={selection.otherFilterCount}
      filterChips={{
        chips,
        onRemove: (id) => {
          const chip = chips.find((candidate) => candidate.id === id);
          if (chip) showFilters(withoutFilterChip(selection.filters, chip.target));
        },
        onClearAll: () => showFilters(withoutFilterChips(selection.filters, chips)),
      }}
      listHref={selection.listHref}
    />
  );
}
