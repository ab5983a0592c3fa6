import { useId, useRef } from 'react';
import { Map as PigeonMap } from 'pigeon-maps';
import {
  DEFAULT_BASE_LAYER,
  DEFAULT_MARKER_COLOURING,
  DEFAULT_PROJECT_STATUSES,
  MAP_DEFAULTS,
  messages,
  type MapBaseLayerKey,
  type MapPoints,
  type MapProjectPopup,
  type MapView,
  type MarkerColouring,
  type ProjectStatusOption,
} from '@siipro/domain';
import { EagerTile, MapCredits } from '../MapParts';
import { useMapTileProvider } from '../MapTilesProvider';
import { Spinner } from '../../primitives/Spinner';
import { DrawnCount, InViewList, LayerControl, MapLegend, ZoomControls } from './MapControls';
import { PopupOverlay } from './MapPopup';
import { MarkersLayer } from './MarkersLayer';
import { useMapClusters } from './useMapClusters';
import { useMapLayers } from './useMapLayers';
import { useMapPopup } from './useMapPopup';
import { MAX_ZOOM, MIN_ZOOM, useMapView } from './useMapView';
import { useMarkerLabels } from './useMarkerLabels';
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

const texts = messages.map;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The projects map (portfolio.md §2.9, issue 16): pigeon-maps with the IGN Argenmap or OpenStreetMap tiles of the
 * nearest MapTilesProvider, markers of 30 px grouped by supercluster in a Web Worker (only what is in view is drawn),
 * colouring by score or priority with a legend, a layer control, a popup per project and keyboard access (one tab
 * stop, arrow keys, Enter, Escape). Performance marks: see the component's docs. Each concern is a hook of its own —
 * the base map and colouring (useMapLayers), the view (useMapView), the clustering (useMapClusters), the popup
 * (useMapPopup), the markers' names (useMarkerLabels) and, in the markers' layer, the keyboard (useMarkerNavigation);
 * this function composes them and draws.
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

  const { baseLayer, colouring, changeBaseLayer, changeColouring } = useMapLayers({
    baseLayer: baseLayerProp,
    defaultBaseLayer,
    onBaseLayerChange,
    colouring: colouringProp,
    defaultColouring,
    onColouringChange,
  });
  const provider = useMapTileProvider(baseLayer);

  const { size, view, awaitingFit, moveTo, panBy, mapEvents } = useMapView({
    rootRef,
    points,
    loading,
    position,
    defaultPosition,
    fallbackPosition,
    onMove,
  });
  const clusters = useMapClusters({ points, measureFrames, moveTo });
  const popup = useMapPopup({ rootRef, points, defaultOpenKey, loadPopup, panBy });
  const labelOf = useMarkerLabels(points, statuses, popup.names);

  const { indexState, answer } = clusters;
  const errorText = error === true ? texts.loadError : typeof error === 'string' && error ? error : null;
  const busy = loading || indexState === 'building' || (indexState === 'ready' && answer === null);
  const empty = !busy && !errorText && points !== null && points.count === 0;

  return (
    <div
      ref={rootRef}
      role="group"
      aria-label={texts.title}
      aria-busy={busy || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ height }}
      onKeyDown={popup.onKeyDown}
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
            onClick={() => popup.close(false)}
            {...mapEvents}
          >
            <MarkersLayer
              anchor={clusters.anchor}
              answer={answer}
              points={points}
              colouring={colouring}
              openIndex={popup.openIndex}
              popupId={popupId}
              hintId={hintId}
              label={texts.markers}
              labelOf={labelOf}
              onOpenCluster={clusters.onOpenCluster}
              onOpenProject={popup.onOpenProject}
              onViewport={clusters.onViewport}
              store={clusters.store}
              measureFrames={measureFrames}
              onDrawn={clusters.onDrawn}
            />
            {popup.shown && popup.state ? (
              <PopupOverlay
                anchor={[popup.shown.lat, popup.shown.lng]}
                id={popupId}
                state={popup.state}
                statuses={statuses}
                projectHref={projectHref}
                onClose={() => popup.close(true)}
                onRetry={popup.retry}
                onMeasure={popup.onMeasure}
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
        <DrawnCount store={clusters.store} empty={empty} />
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
      <InViewList store={clusters.store} />
    </div>
  );
}
