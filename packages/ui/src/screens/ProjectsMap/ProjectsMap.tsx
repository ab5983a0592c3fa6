import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Map as PigeonMap } from 'pigeon-maps';
import {
  boundsOf,
  DEFAULT_BASE_LAYER,
  DEFAULT_MARKER_COLOURING,
  DEFAULT_PROJECT_STATUSES,
  fitMapView,
  formatNumber,
  indexOfMapKey,
  interpolate,
  latToWorldY,
  lngToWorldX,
  MAP_DEFAULTS,
  mapPointKey,
  mapPointPriority,
  mapPointScore,
  mapPointStatus,
  messages,
  priorityLabel,
  statusLabel,
  worldXToLng,
  worldYToLat,
  type MapBaseLayerKey,
  type MapPoints,
  type MapProjectPopup,
  type MapView,
  type MarkerColouring,
  type ProjectStatusOption,
} from '@siipro/domain';
import { EagerTile, MapCredits } from '../MapParts/mapParts';
import { useMapTileProvider } from '../MapTilesProvider/MapTilesProvider';
import { Spinner } from '../../primitives/Spinner';
import type { ClusterAnswer, ClusterBox } from './clusterIndex';
import { createClusterEngine, StaleAnswer, type ClusterEngine } from './clusterEngine';
import { createDrawnStore, type DrawnItem } from './drawnStore';
import { DrawnCount, InViewList, LayerControl, MapLegend, ZoomControls } from './MapControls';
import { PopupOverlay, type PopupState } from './MapPopup';
import { MarkersLayer, type Viewport } from './MarkersLayer';
import * as styles from './ProjectsMap.css';

export interface ProjectsMapProps {
  /** The projects to show (columns, see domain's MapPoints); null until the first answer. */
  points: MapPoints | null;
  /** The projects are being fetched: "Cargando proyectos..." over the map. */
  loading?: boolean;
  /**
   * The projects could not be fetched: true shows "Error al cargar proyectos para el mapa" in red on the map; a text
   * shows that text instead (e.g. the fallback "Error al cargar proyectos").
   */
  error?: boolean | string;
  /** A project's popup data (GET /t/{slug}/map/projects/{key}), asked for when its marker is opened. */
  loadPopup: (key: string) => Promise<MapProjectPopup>;
  /** Where "Ver Detalle" goes (the project's page); it is disabled for a project without organisations or href. */
  projectHref: (popup: MapProjectPopup) => string | null;
  /** The tenant's statuses (configJson.projectStatus), for the labels. */
  statuses?: readonly ProjectStatusOption[];

  /** The base map (controlled); with `onBaseLayerChange` the page keeps it (e.g. in local preferences). */
  baseLayer?: MapBaseLayerKey;
  defaultBaseLayer?: MapBaseLayerKey;
  onBaseLayerChange?: (layer: MapBaseLayerKey) => void;
  /** The marker colouring (controlled): Básico, Puntaje SIIPRO or Prioridad. */
  colouring?: MarkerColouring;
  defaultColouring?: MarkerColouring;
  onColouringChange?: (colouring: MarkerColouring) => void;

  /** The position (controlled): the map moves there whenever it changes. */
  position?: MapView | null;
  /**
   * Where to open (e.g. the URL's @lat,lng,zoomz). Without `position` or `defaultPosition` the map fits all markers
   * with 40 px padding, and without markers it opens at `fallbackPosition`.
   */
  defaultPosition?: MapView | null;
  /** The tenant's configured centre and zoom (domain's mapViewFromConfig); -34.6118, -58.396, zoom 8 by default. */
  fallbackPosition?: MapView;
  /** After every move or zoom (not the first placement): the page writes the URL with it. */
  onMove?: (center: { lat: number; lng: number }, zoom: number) => void;

  /** Open this project's popup at first (its key in `points`). */
  defaultOpenKey?: string | null;
  /** Open the layer control at first. */
  defaultLayersOpen?: boolean;
  /** Height of the map (CSS length or px); it fills its container's height by default. */
  height?: number | string;
  /**
   * Write a performance measure for every frame the markers' layer renders ('siipro:map:frame') and every clustering
   * query ('siipro:map:query'), for benchmarks. The index build and the first markers are always marked.
   */
  measureFrames?: boolean;
  className?: string;
}

const MIN_ZOOM = 2;
const MAX_ZOOM = 18;
const texts = messages.map;

interface ViewState {
  center: [number, number];
  zoom: number;
}

const toViewState = (view: MapView): ViewState => ({ center: [view.lat, view.lng], zoom: view.zoom });

/** The view's box with half a view more on every side: small pans need no new answer from the worker. */
function paddedBox({ ne, sw }: Viewport['bounds']): ClusterBox {
  const width = ne[1] - sw[1];
  const height = ne[0] - sw[0];
  if (width >= 180) return [-180, -85, 180, 85];
  return [
    Math.max(-180, sw[1] - width / 2),
    Math.max(-85, sw[0] - height / 2),
    Math.min(180, ne[1] + width / 2),
    Math.min(85, ne[0] + height / 2),
  ];
}

const boxHolds = (box: ClusterBox, { ne, sw }: Viewport['bounds']) =>
  box[0] <= Math.max(-180, sw[1]) &&
  box[1] <= Math.max(-85, sw[0]) &&
  box[2] >= Math.min(180, ne[1]) &&
  box[3] >= Math.min(85, ne[0]);

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The projects map (portfolio.md §2.9, issue 16): pigeon-maps with the IGN Argenmap or OpenStreetMap tiles of the
 * nearest MapTilesProvider, markers of 30 px grouped by supercluster in a Web Worker (only what is in view is drawn),
 * colouring by score or priority with a legend, a layer control, a popup per project and keyboard access (one tab
 * stop, arrow keys, Enter, Escape). Performance marks: see the component's docs.
 */
export function ProjectsMap({
  points,
  loading = false,
  error = false,
  loadPopup,
  projectHref,
  statuses = DEFAULT_PROJECT_STATUSES,
  baseLayer: baseLayerProp,
  defaultBaseLayer = DEFAULT_BASE_LAYER,
  onBaseLayerChange,
  colouring: colouringProp,
  defaultColouring = DEFAULT_MARKER_COLOURING,
  onColouringChange,
  position,
  defaultPosition,
  fallbackPosition = { lat: MAP_DEFAULTS.center.lat, lng: MAP_DEFAULTS.center.lng, zoom: MAP_DEFAULTS.zoom },
  onMove,
  defaultOpenKey = null,
  defaultLayersOpen = false,
  height = '100%',
  measureFrames = false,
  className,
}: ProjectsMapProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const hintId = useId();

  // --- Layers and colouring: controlled when the page passes them, else kept here.
  const [ownBaseLayer, setOwnBaseLayer] = useState(defaultBaseLayer);
  const [ownColouring, setOwnColouring] = useState(defaultColouring);
  const baseLayer = baseLayerProp ?? ownBaseLayer;
  const colouring = colouringProp ?? ownColouring;
  const provider = useMapTileProvider(baseLayer);

  // --- The view: pigeon-maps is always controlled from here. Until something moves it (the person, a button, a
  // controlled position), the view is derived: the given position, else all markers fitted, else the fallback.
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
  }, []);

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
  useLayoutEffect(() => {
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

  // --- Clustering in the worker. Answers and the index's state belong to the points they were made for.
  const engineRef = useRef<ClusterEngine | null>(null);
  const [store] = useState(createDrawnStore);
  const [answered, setAnswered] = useState<{ points: MapPoints; answer: ClusterAnswer } | null>(null);
  const [indexed, setIndexed] = useState<{ points: MapPoints; state: 'ready' | 'error' } | null>(null);
  const answer = answered && answered.points === points ? answered.answer : null;
  const indexState: 'idle' | 'building' | 'ready' | 'error' =
    !points || points.count === 0 ? 'idle' : indexed?.points === points ? indexed.state : 'building';
  const requested = useRef<{ zoom: number; box: ClusterBox } | null>(null);
  const lastViewport = useRef<Viewport | null>(null);

  useEffect(() => {
    const engine = createClusterEngine();
    engineRef.current = engine;
    return () => {
      engineRef.current = null;
      engine.dispose();
    };
  }, []);

  /**
   * Asks the worker what to draw in the view. `first`: the first answer for newly indexed points, which draws every
   * marker at once — rendered as a transition, in slices, so the page's load has no long task; the answers to the
   * person's moves stay urgent, so the markers follow a drag frame by frame.
   */
  const query = useCallback(
    (forPoints: MapPoints, viewport: Viewport | null, first = false) => {
      const engine = engineRef.current;
      if (!engine || !viewport) return;
      const zoom = Math.max(0, Math.floor(viewport.zoom));
      const last = requested.current;
      if (!first && last && last.zoom === zoom && boxHolds(last.box, viewport.bounds)) return;
      const box = paddedBox(viewport.bounds);
      const asked = { zoom, box };
      requested.current = asked;
      const started = performance.now();
      engine.query(box, zoom).then(
        ({ answer: next, queryMs }) => {
          if (requested.current !== asked) return;
          if (measureFrames) {
            performance.measure('siipro:map:query', {
              start: started,
              end: performance.now(),
              detail: { zoom, items: next.size.length, workerMs: queryMs },
            });
          }
          const draw = () => setAnswered({ points: forPoints, answer: next });
          if (first) startTransition(draw);
          else draw();
        },
        (reason: unknown) => {
          if (reason instanceof StaleAnswer || engineRef.current !== engine) return;
          if (requested.current === asked) requested.current = null;
        },
      );
    },
    [measureFrames],
  );

  useEffect(() => {
    const engine = engineRef.current;
    store.reset();
    requested.current = null;
    if (!engine || !points || points.count === 0) return;
    const started = performance.now();
    let current = true;
    engine.load(points.lat, points.lng).then(
      ({ buildMs }) => {
        if (!current) return;
        const detail = { points: points.count, workerMs: buildMs };
        performance.measure('siipro:map:index-build', { start: started, end: performance.now(), detail });
        performance.mark('siipro:map:index-built', { detail });
        startTransition(() => setIndexed({ points, state: 'ready' }));
        query(points, lastViewport.current, true);
      },
      (reason: unknown) => {
        if (!current || reason instanceof StaleAnswer) return;
        setIndexed({ points, state: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [points, store, query]);

  const onViewport = useCallback(
    (viewport: Viewport) => {
      lastViewport.current = viewport;
      if (indexState === 'ready' && points) query(points, viewport);
    },
    [indexState, points, query],
  );

  const onDrawn = useCallback(() => {
    performance.mark('siipro:map:markers-drawn', { detail: { points: points?.count ?? 0 } });
  }, [points]);

  // --- Popups: one project's at a time (found again by its key when the points change), each fetched once.
  const [open, setOpen] = useState<{ key: string; lat: number; lng: number } | null>(() => {
    const index = defaultOpenKey && points ? indexOfMapKey(points, defaultOpenKey) : -1;
    return points && index >= 0
      ? { key: mapPointKey(points, index), lat: points.lat[index]!, lng: points.lng[index]! }
      : null;
  });
  const openIndex = useMemo(() => (open && points ? indexOfMapKey(points, open.key) : -1), [open, points]);
  const shown = open && openIndex >= 0 ? open : null;
  const [popups, setPopups] = useState<ReadonlyMap<string, PopupState>>(new Map());
  const asked = useRef(new Set<string>());

  const requestPopup = useCallback(
    (key: string) => {
      if (asked.current.has(key)) return;
      asked.current.add(key);
      loadPopup(key).then(
        (data) => setPopups((old) => new Map(old).set(key, { status: 'ready', data })),
        () => {
          asked.current.delete(key);
          setPopups((old) => new Map(old).set(key, { status: 'error', message: messages.projectDetail.errors.load }));
        },
      );
    },
    [loadPopup],
  );

  useEffect(() => {
    if (shown) requestPopup(shown.key);
  }, [shown, requestPopup]);

  const retryPopup = (key: string) => {
    setPopups((old) => {
      const next = new Map(old);
      next.delete(key);
      return next;
    });
    requestPopup(key);
  };

  const names = useMemo(() => {
    const known = new Map<string, string>();
    popups.forEach((state, key) => {
      if (state.status === 'ready') known.set(key, state.data.name);
    });
    return known;
  }, [popups]);

  const labelOf = useCallback(
    (kind: DrawnItem['kind'], ref: number, size: number) => {
      if (kind === 'cluster') {
        return interpolate(texts.cluster, { count: formatNumber(size, { maximumFractionDigits: 0 }) });
      }
      if (!points) return '';
      const score = mapPointScore(points, ref);
      const values = {
        status: statusLabel(mapPointStatus(points, ref), statuses),
        priority: priorityLabel(mapPointPriority(points, ref)),
        score: typeof score === 'number' ? interpolate(texts.markerScore, { score }) : texts.legend.noScore,
      };
      const name = names.get(mapPointKey(points, ref));
      return name ? interpolate(texts.markerNamed, { ...values, name }) : interpolate(texts.marker, values);
    },
    [points, statuses, names],
  );

  const focusItem = (id: string) =>
    rootRef.current?.querySelector<HTMLElement>(`[data-item="${id}"]`)?.focus({ preventScroll: true });

  const closePopup = (refocus: boolean) => {
    if (!shown) return;
    setOpen(null);
    if (refocus) focusItem(`p${openIndex}`);
  };

  const onOpenProject = useCallback(
    (item: DrawnItem) => {
      if (!points) return;
      const key = mapPointKey(points, item.ref);
      setOpen((current) => (current?.key === key ? null : { key, lat: item.lat, lng: item.lng }));
    },
    [points],
  );

  const onOpenCluster = useCallback(
    (item: DrawnItem) => {
      const engine = engineRef.current;
      if (!engine) return;
      engine.expansionZoom(item.ref).then(
        (zoom) => {
          moveTo({ center: [item.lat, item.lng], zoom: Math.min(MAX_ZOOM, Math.max(zoom, MIN_ZOOM)) });
        },
        () => undefined,
      );
    },
    [moveTo],
  );

  // The popup shown whole, clear of the controls at the top: the map moves by what it sticks out (and a little more).
  const onPopupMeasure = useCallback(
    (box: DOMRect) => {
      const root = rootRef.current;
      if (!root) return;
      const frame = root.getBoundingClientRect();
      const margin = 12;
      const dx =
        box.left < frame.left + margin
          ? box.left - frame.left - margin
          : box.right > frame.right - margin
            ? Math.min(box.right - frame.right + margin, box.left - frame.left - margin)
            : 0;
      let clear = margin;
      for (const control of root.querySelectorAll('[data-map-control]')) {
        const rect = control.getBoundingClientRect();
        if (rect.height > 0 && rect.right > box.left - dx && rect.left < box.right - dx) {
          clear = Math.max(clear, rect.bottom - frame.top + margin);
        }
      }
      const dy = box.top - frame.top < clear ? box.top - frame.top - clear : 0;
      if (dx === 0 && dy === 0) return;
      const from = viewRef.current;
      if (!from) return;
      const x = lngToWorldX(from.center[1], from.zoom) + dx;
      const y = latToWorldY(from.center[0], from.zoom) + dy;
      moveTo({ center: [worldYToLat(y, from.zoom), worldXToLng(x, from.zoom)], zoom: from.zoom });
    },
    [moveTo],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && shown) {
      event.stopPropagation();
      closePopup(true);
    }
  };

  const changeBaseLayer = (layer: MapBaseLayerKey) => {
    setOwnBaseLayer(layer);
    onBaseLayerChange?.(layer);
  };
  const changeColouring = (next: MarkerColouring) => {
    setOwnColouring(next);
    onColouringChange?.(next);
  };

  const errorText = error === true ? texts.loadError : typeof error === 'string' && error ? error : null;
  const busy = loading || indexState === 'building' || (indexState === 'ready' && answer === null);
  const empty = !busy && !errorText && points !== null && points.count === 0;
  const anchor = useMemo<[number, number]>(
    () => (answer ? [(answer.box[1] + answer.box[3]) / 2, (answer.box[0] + answer.box[2]) / 2] : [0, 0]),
    [answer],
  );

  return (
    <div
      ref={rootRef}
      role="group"
      aria-label={texts.title}
      aria-busy={busy || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ height }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.canvas}>
        {view && size && !awaitingFit ? (
          <PigeonMap
            center={view.center}
            zoom={view.zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            provider={provider}
            tileComponent={EagerTile}
            animate={!prefersReducedMotion()}
            attribution={false}
            onClick={() => closePopup(false)}
            onAnimationStart={() => {
              animating.current = true;
            }}
            onAnimationStop={() => {
              animating.current = false;
            }}
            onBoundsChanged={({ center, zoom, initial }) => {
              // The first report is the derived placement (keeping it would stop a fit when the points come), unless
              // a move on purpose came before it. Reports in the middle of an animation are not kept either: fed back
              // as the position they would restart it.
              if (!mounted.current || (initial && !movedOnPurpose.current) || animating.current) return;
              setMoved({ center, zoom });
              onMove?.({ lat: center[0], lng: center[1] }, zoom);
            }}
          >
            <MarkersLayer
              anchor={anchor}
              answer={answer}
              points={points}
              colouring={colouring}
              openIndex={shown ? openIndex : null}
              popupId={popupId}
              hintId={hintId}
              label={texts.markers}
              labelOf={labelOf}
              onOpenCluster={onOpenCluster}
              onOpenProject={onOpenProject}
              onViewport={onViewport}
              store={store}
              measureFrames={measureFrames}
              onDrawn={onDrawn}
            />
            {shown ? (
              <PopupOverlay
                anchor={[shown.lat, shown.lng]}
                id={popupId}
                state={popups.get(shown.key) ?? { status: 'loading' }}
                statuses={statuses}
                projectHref={projectHref}
                onClose={() => closePopup(true)}
                onRetry={() => retryPopup(shown.key)}
                onMeasure={onPopupMeasure}
                frame={size}
              />
            ) : null}
          </PigeonMap>
        ) : null}
      </div>
      <p id={hintId} hidden>
        {texts.keyboardHint}
      </p>
      <div className={`pigeon-drag-block ${styles.topLeft}`} data-map-control="">
        <DrawnCount store={store} empty={empty} />
        <MapLegend colouring={colouring} />
      </div>
      <ZoomControls
        zoom={view?.zoom ?? fallbackPosition.zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        onZoom={(zoom) => {
          if (view) moveTo({ center: view.center, zoom });
        }}
      />
      <LayerControl
        baseLayer={baseLayer}
        onBaseLayerChange={changeBaseLayer}
        colouring={colouring}
        onColouringChange={changeColouring}
        defaultOpen={defaultLayersOpen}
      />
      <MapCredits baseLayer={baseLayer} className={`pigeon-drag-block ${styles.credits}`} />
      {busy && !errorText ? (
        <div className={styles.notice}>
          <Spinner size="sm" label={texts.loading} showLabel />
        </div>
      ) : null}
      {errorText ? (
        <p className={`${styles.notice} ${styles.errorNotice}`} role="alert">
          {errorText}
        </p>
      ) : null}
      {indexState === 'error' && !errorText ? (
        <p className={`${styles.notice} ${styles.errorNotice}`} role="alert">
          {texts.loadError}
        </p>
      ) : null}
      {empty ? <p className={styles.notice}>{messages.projects.empty}</p> : null}
      <InViewList store={store} />
    </div>
  );
}
