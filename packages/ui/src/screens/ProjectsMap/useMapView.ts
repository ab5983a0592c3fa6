// The map's view (ProjectsMap): its centre and zoom, the map's size, and reporting moves to the page. pigeon-maps is
// always controlled from here, so one place decides where it is: until something moves it (the person, a button, a
// controlled position), the view is derived — the given position, else all markers fitted, else the fallback.
import { useCallback, useEffect, useInsertionEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { MapProps } from 'pigeon-maps';
import {
  boundsOf,
  fitMapView,
  latToWorldY,
  lngToWorldX,
  worldXToLng,
  worldYToLat,
  type MapPoints,
  type MapView,
} from '@siipro/domain';

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;

export interface ViewState {
  center: [number, number];
  zoom: number;
}

const toViewState = (view: MapView): ViewState => ({ center: [view.lat, view.lng], zoom: view.zoom });

interface MapViewOptions {
  /** The map's box, whose size is observed. */
  rootRef: RefObject<HTMLDivElement | null>;
  points: MapPoints | null;
  loading: boolean;
  position: MapView | null | undefined;
  defaultPosition: MapView | null | undefined;
  fallbackPosition: MapView;
  onMove: ((center: { lat: number; lng: number }, zoom: number) => void) | undefined;
}

export function useMapView({
  rootRef,
  points,
  loading,
  position,
  defaultPosition,
  fallbackPosition,
  onMove,
}: MapViewOptions) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const initial = position ?? defaultPosition ?? null;
  const [moved, setMoved] = useState<ViewState | null>(initial ? toViewState(initial) : null);
  // pigeon-maps reports the view 60 ms after the last change (debounced) and flags its first report `initial`: a
  // move made on purpose before then (a zoom button, opening a group, room for a popup) arrives in that report.
  const movedOnPurpose = useRef(false);
  // That debounce timer outlives the map: a report arriving after the map is gone must not call onMove (the page
  // would write a map URL from another page).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const moveTo = useCallback((next: ViewState) => {
    movedOnPurpose.current = true;
    setMoved(next);
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const box = root.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) {
        setSize((old) =>
          old?.width === box.width && old.height === box.height ? old : { width: box.width, height: box.height },
        );
      }
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef]);

  const fitted = useMemo(() => {
    if (!size || !points || points.count === 0) return null;
    const bounds = boundsOf(points.lat, points.lng);
    return bounds ? toViewState(fitMapView(bounds, size, { minZoom: MIN_ZOOM })) : null;
  }, [size, points]);
  const view: ViewState | null = size ? (moved ?? fitted ?? toViewState(fallbackPosition)) : null;
  // While the points load, a view that will fit them is not known yet: drawing the fallback's tiles and moving every
  // one of them when the fit comes is a layout shift (Lighthouse measured 0.3 on the map page). The base map waits
  // for the points, unless a position was given or the person already moved it.
  const awaitingFit = moved === null && points === null && loading;

  const viewRef = useRef(view);
  const animating = useRef(false);
  // Kept current before any layout effect runs: the popup (a child) measures itself in its own layout effect, which
  // runs before this component's, and a pan from the previous view was lost when the map first appeared.
  useInsertionEffect(() => {
    viewRef.current = view;
  });

  // A controlled position moves the map when it changes (React's "adjust state when a prop changes").
  const [seenPosition, setSeenPosition] = useState(position);
  if (
    position !== seenPosition &&
    !(
      position &&
      seenPosition &&
      position.lat === seenPosition.lat &&
      position.lng === seenPosition.lng &&
      position.zoom === seenPosition.zoom
    )
  ) {
    setSeenPosition(position);
    if (position) setMoved(toViewState(position));
  }

  /** Moves the view by (dx, dy) screen px at its zoom (e.g. to show a popup whole). */
  const panBy = useCallback(
    (dx: number, dy: number) => {
      const from = viewRef.current;
      if (!from) return;
      const x = lngToWorldX(from.center[1], from.zoom) + dx;
      const y = latToWorldY(from.center[0], from.zoom) + dy;
      moveTo({ center: [worldYToLat(y, from.zoom), worldXToLng(x, from.zoom)], zoom: from.zoom });
    },
    [moveTo],
  );

  /** pigeon-maps' reports of its view, for `<Map {...mapEvents}>`. */
  const mapEvents = {
    onAnimationStart: () => {
      animating.current = true;
    },
    onAnimationStop: () => {
      animating.current = false;
    },
    onBoundsChanged: ({ center, zoom, initial }: Parameters<NonNullable<MapProps['onBoundsChanged']>>[0]) => {
      // The first report is the derived placement (keeping it would stop a fit when the points come), unless a move
      // on purpose came before it. Reports in the middle of an animation are not kept either: fed back as the
      // position they would restart it.
      if (!mounted.current || (initial && !movedOnPurpose.current) || animating.current) return;
      setMoved({ center, zoom });
      onMove?.({ lat: center[0], lng: center[1] }, zoom);
    },
  } satisfies Partial<MapProps>;

  return { size, view, awaitingFit, moveTo, panBy, mapEvents };
}
