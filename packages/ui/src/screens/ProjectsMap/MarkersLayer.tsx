// The markers and groups of the map, as one pigeon-maps child. pigeon-maps re-renders its children on every frame of
// a pan or zoom and draws each as a DOM element, so this layer draws only what is inside the view (plus a marker's
// width), from the clustering worker's last answer, and keeps every item's element as it was while only the view
// moves: items are placed relative to the layer's anchor, which pigeon-maps moves, so a pan frame re-renders the
// layer's position and compares the items' props, nothing more.
//
// Keyboard (useMarkerNavigation): the layer is one tab stop, arrow keys move to the item drawn in that direction,
// Enter (a button's click) opens a group or a project.
import { memo, useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { Bounds, MapState } from 'pigeon-maps';
import {
  formatNumber,
  latToWorldY,
  lngToWorldX,
  MAP_DEFAULTS,
  mapPointPriority,
  mapPointScore,
  markerTone,
  type MapPoints,
  type MarkerColouring,
  type MarkerTone,
} from '@siipro/domain';
import { MarkerPin } from '../MapParts';
import type { ClusterAnswer } from './clusterIndex';
import type { DrawnItem, DrawnStore } from './drawnStore';
import { useMarkerNavigation } from './useMarkerNavigation';
import * as styles from './MarkersLayer.css';

/** What the map shows at a frame: the layer reports it so the map can ask the worker for what to draw next. */
export interface Viewport {
  bounds: Bounds;
  zoom: number;
  width: number;
  height: number;
}

export interface MarkersLayerProps {
  /** The place the layer's items are placed from (pigeon-maps positions the layer there). */
  anchor: [number, number];
  answer: ClusterAnswer | null;
  points: MapPoints | null;
  colouring: MarkerColouring;
  /** The project whose popup is open (selected: purple). */
  openIndex: number | null;
  popupId: string;
  hintId: string;
  label: string;
  labelOf: (kind: DrawnItem['kind'], ref: number, size: number) => string;
  onOpenCluster: (item: DrawnItem) => void;
  onOpenProject: (item: DrawnItem) => void;
  onViewport: (viewport: Viewport) => void;
  store: DrawnStore;
  /** Write a performance mark 'siipro:map:frame' at every commit of the layer. */
  measureFrames: boolean;
  /** Called after the first commit that drew something (once per answer). */
  onDrawn: () => void;
  // Given by pigeon-maps.
  left?: number;
  top?: number;
  mapState?: MapState;
}

/** A marker's pin or a group's circle reaches this far past its place: items this close outside the view are drawn. */
const MARGIN = 60;

const clusterSizeClass = (size: number) =>
  styles.clusterSizes[size < 100 ? '0' : size < 1000 ? '1' : size < 10_000 ? '2' : '3'];
const clusterDiameter = (size: number) =>
  styles.CLUSTER_SIZES[size < 100 ? 0 : size < 1000 ? 1 : size < 10_000 ? 2 : 3];

interface MapItemProps {
  id: string;
  kind: DrawnItem['kind'];
  size: number;
  /** Position relative to the layer's anchor, in px. */
  rx: number;
  ry: number;
  tone: MarkerTone;
  label: string;
  tabbable: boolean;
  expanded: boolean;
  popupId: string;
}

/** One drawn item: a native button (Enter and Space click it). Memoised: during a pan its props do not change. */
const MapItem = memo(function MapItem({
  id,
  kind,
  size,
  rx,
  ry,
  tone,
  label,
  tabbable,
  expanded,
  popupId,
}: MapItemProps) {
  if (kind === 'cluster') {
    const diameter = clusterDiameter(size);
    return (
      <button
        type="button"
        data-item={id}
        // pigeon-maps: a click here is not a click on the map (which closes the popup).
        className={`pigeon-click-block ${styles.cluster} ${clusterSizeClass(size)}`}
        style={{ transform: `translate(${rx - diameter / 2}px, ${ry - diameter / 2}px)` }}
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
      >
        <span aria-hidden="true">{formatNumber(size, { maximumFractionDigits: 0 })}</span>
      </button>
    );
  }
  const pin = MAP_DEFAULTS.markerSize;
  return (
    <button
      type="button"
      data-item={id}
      className={`pigeon-click-block ${styles.marker}`}
      style={{ transform: `translate(${rx - pin / 2}px, ${ry - pin}px)` }}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={expanded ? popupId : undefined}
    >
      <MarkerPin tone={tone} />
    </button>
  );
});

export function MarkersLayer({
  anchor,
  answer,
  points,
  colouring,
  openIndex,
  popupId,
  hintId,
  label,
  labelOf,
  onOpenCluster,
  onOpenProject,
  onViewport,
  store,
  measureFrames,
  onDrawn,
  left = 0,
  top = 0,
  mapState,
}: MarkersLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const drawnAnswer = useRef<ClusterAnswer | null>(null);

  const zoom = mapState?.zoom ?? 0;
  const width = mapState?.width ?? 0;
  const height = mapState?.height ?? 0;

  // Each item's place relative to the anchor at this zoom: computed once per answer and zoom, not per pan frame.
  const placed = useMemo(() => {
    if (!answer) return null;
    const originX = lngToWorldX(anchor[1], zoom);
    const originY = latToWorldY(anchor[0], zoom);
    const count = answer.size.length;
    const x = new Float64Array(count);
    const y = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      x[i] = lngToWorldX(answer.lng[i]!, zoom) - originX;
      y[i] = latToWorldY(answer.lat[i]!, zoom) - originY;
    }
    return { x, y };
  }, [answer, anchor, zoom]);

  // Accessible names, once per answer (and when a popup brings a project's name).
  const labels = useMemo(
    () =>
      answer
        ? Array.from(answer.size, (size, i) => labelOf(size > 1 ? 'cluster' : 'project', answer.ref[i]!, size))
        : [],
    [answer, labelOf],
  );

  const drawn: DrawnItem[] = [];
  if (answer && placed && width > 0) {
    for (let i = 0; i < answer.size.length; i++) {
      const x = left + placed.x[i]!;
      const y = top + placed.y[i]!;
      if (x < -MARGIN || y < -MARGIN || x > width + MARGIN || y > height + MARGIN) continue;
      const size = answer.size[i]!;
      const kind = size > 1 ? 'cluster' : 'project';
      const ref = answer.ref[i]!;
      drawn.push({
        id: `${kind === 'cluster' ? 'c' : 'p'}${ref}`,
        kind,
        ref,
        size,
        lat: answer.lat[i]!,
        lng: answer.lng[i]!,
        x,
        y,
        label: labels[i]!,
      });
    }
  }

  const { tabbable, itemOf, focusOn, onKeyDown, onFocus, onBlur } = useMarkerNavigation({
    layerRef,
    drawn,
    anchor,
    left,
    top,
    zoom,
    width,
    height,
  });

  useLayoutEffect(() => {
    // Nothing is known about what is in view until the worker has answered.
    if (answer) store.publish(drawn);
    if (mapState) onViewport({ bounds: mapState.bounds, zoom, width, height });
    if (answer && drawn.length > 0 && drawnAnswer.current !== answer) {
      drawnAnswer.current = answer;
      onDrawn();
    }
    if (measureFrames) performance.mark('siipro:map:frame', { detail: { drawn: drawn.length } });
  });

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const item = itemOf(event.target);
    if (!item) return;
    // pigeon-maps stops a pressed button from taking the focus; the keyboard continues from the clicked item.
    focusOn(item);
    if (item.kind === 'cluster') onOpenCluster(item);
    else onOpenProject(item);
  };

  return (
    <div
      ref={layerRef}
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      className={styles.layer}
      style={{ transform: `translate(${left}px, ${top}px)` }}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {drawn.map((item) => (
        <MapItem
          key={item.id}
          id={item.id}
          kind={item.kind}
          size={item.size}
          rx={item.x - left}
          ry={item.y - top}
          tone={
            item.kind === 'project' && points
              ? markerTone(
                  { priority: mapPointPriority(points, item.ref), score: mapPointScore(points, item.ref) },
                  colouring,
                  item.ref === openIndex,
                )
              : 'blue'
          }
          label={item.label}
          tabbable={item === tabbable}
          expanded={item.kind === 'project' && item.ref === openIndex}
          popupId={popupId}
        />
      ))}
    </div>
  );
}
