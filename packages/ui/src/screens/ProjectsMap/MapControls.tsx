// The map's own controls and texts, drawn over it: the count of projects in view and the screen readers' list of
// them, the legend bar, the zoom buttons and the layer control (base map and marker colouring).
import { VisuallyHidden } from '@ariakit/react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import {
  formatNumber,
  interpolate,
  MAP_BASE_LAYERS,
  MARKER_COLOURINGS,
  messages,
  PRIORITIES,
  priorityTone,
  SCORE_BANDS,
  type MapBaseLayerKey,
  type MarkerColouring,
  type MarkerTone,
} from '@siipro/domain';
import { Icon } from '../../primitives/Icon';
import type { DrawnStore } from './drawnStore';
import * as styles from './MapControls.css';
import * as overlay from './overlay.css';

const texts = messages.map;

/** "{N} proyectos en el mapa", N in es-AR digits. */
export function projectsCountText(count: number): string {
  return count === 1
    ? texts.countOne
    : interpolate(texts.count, { count: formatNumber(count, { maximumFractionDigits: 0 }) });
}

/** The visible text alternative: how many projects what is drawn stands for (0 when there are none at all). */
export function DrawnCount({ store, empty }: { store: DrawnStore; empty: boolean }) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (empty) return <p className={styles.count}>{projectsCountText(0)}</p>;
  if (!snapshot.ready) return null;
  return <p className={styles.count}>{projectsCountText(snapshot.projects)}</p>;
}

/** For screen readers: every drawn group and project, in reading order. */
export function InViewList({ store }: { store: DrawnStore }) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (!snapshot.ready) return null;
  return (
    <VisuallyHidden>
      <ul aria-label={texts.inView}>
        {snapshot.items.map((item) => (
          <li key={item.id}>{item.label}</li>
        ))}
      </ul>
    </VisuallyHidden>
  );
}

interface LegendEntry {
  key: string;
  label: string;
  tone: MarkerTone;
}

const LEGENDS: Record<Exclude<MarkerColouring, 'default'>, { title: string; entries: LegendEntry[] }> = {
  score: {
    title: texts.legend.score,
    entries: [
      ...SCORE_BANDS.map((band) => ({
        key: band.key,
        label: `${band.label} ${band.min}-${band.max}`,
        tone: band.tone,
      })),
      { key: 'none', label: texts.legend.noScore, tone: 'grey' },
    ],
  },
  priority: {
    title: texts.legend.priority,
    entries: [
      ...PRIORITIES.map((priority) => ({ key: priority, label: priority, tone: priorityTone(priority) })),
      { key: 'none', label: texts.legend.noPriority, tone: priorityTone(null) },
    ],
  },
};

/** The legend bar of the colouring by score or by priority (portfolio.md §2.9); nothing for Básico. */
export function MapLegend({ colouring }: { colouring: MarkerColouring }) {
  const titleId = useId();
  if (colouring === 'default') return null;
  const legend = LEGENDS[colouring];
  return (
    <div className={styles.legend} role="group" aria-labelledby={titleId} data-legend={colouring}>
      <span id={titleId} className={styles.legendTitle}>
        {legend.title}
      </span>
      <ul className={styles.legendList}>
        {legend.entries.map((entry) => (
          <li key={entry.key} className={styles.legendItem}>
            <span aria-hidden="true" className={`${overlay.swatch} ${overlay.swatchTones[entry.tone]}`} />
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ZoomControls({
  zoom,
  minZoom,
  maxZoom,
  onZoom,
}: {
  zoom: number;
  minZoom: number;
  maxZoom: number;
  onZoom: (zoom: number) => void;
}) {
  // At a limit a button says why it does nothing (issue 43): it stays focusable (aria-disabled), so the keyboard is
  // not thrown out of the controls, and its title and description give the reason.
  const atMax = zoom >= maxZoom;
  const atMin = zoom <= minZoom;
  return (
    <div className={`pigeon-drag-block ${styles.zoomControls}`} data-map-control="">
      <button
        type="button"
        className={styles.zoomButton}
        aria-label={texts.zoomIn}
        title={atMax ? `${texts.zoomIn}: ${texts.zoomInLimit}` : texts.zoomIn}
        aria-disabled={atMax || undefined}
        aria-description={atMax ? texts.zoomInLimit : undefined}
        onClick={() => {
          if (!atMax) onZoom(Math.min(maxZoom, Math.round(zoom) + 1));
        }}
      >
        <Icon name="plus" />
      </button>
      <button
        type="button"
        className={styles.zoomButton}
        aria-label={texts.zoomOut}
        title={atMin ? `${texts.zoomOut}: ${texts.zoomOutLimit}` : texts.zoomOut}
        aria-disabled={atMin || undefined}
        aria-description={atMin ? texts.zoomOutLimit : undefined}
        onClick={() => {
          if (!atMin) onZoom(Math.max(minZoom, Math.round(zoom) - 1));
        }}
      >
        <Icon name="minus" />
      </button>
    </div>
  );
}

export interface LayerControlProps {
  baseLayer: MapBaseLayerKey;
  onBaseLayerChange: (layer: MapBaseLayerKey) => void;
  colouring: MarkerColouring;
  onColouringChange: (colouring: MarkerColouring) => void;
  defaultOpen?: boolean;
}

// The controls carry pigeon-maps' `pigeon-drag-block`: a press on them never starts a drag of the map (which would
// also keep them from taking the focus).

/**
 * "Capas" at the bottom left: a button that opens the choice of base map (IGN Argenmap, OpenStreetMap) and of marker
 * colouring (Básico, Puntaje SIIPRO, Prioridad) as two radio groups. Escape or a press outside closes it.
 */
export function LayerControl({
  baseLayer,
  onBaseLayerChange,
  colouring,
  onColouringChange,
  defaultOpen = false,
}: LayerControlProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const name = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={`pigeon-drag-block ${styles.layerControl}`} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.layerToggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="layers" />
        {texts.layers.title}
      </button>
      {open ? (
        <div id={panelId} className={styles.layerPanel} role="group" aria-label={texts.layers.title}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.fieldsetLegend}>{texts.layers.baseMap}</legend>
            {MAP_BASE_LAYERS.map((layer) => (
              <label key={layer.key} className={styles.radio}>
                <input
                  type="radio"
                  className={styles.radioInput}
                  name={`${name}-base`}
                  value={layer.key}
                  checked={baseLayer === layer.key}
                  onChange={() => onBaseLayerChange(layer.key)}
                />
                {layer.label}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.fieldsetLegend}>{texts.layers.colouring}</legend>
            {MARKER_COLOURINGS.map((option) => (
              <label key={option.key} className={styles.radio}>
                <input
                  type="radio"
                  className={styles.radioInput}
                  name={`${name}-colouring`}
                  value={option.key}
                  checked={colouring === option.key}
                  onChange={() => onColouringChange(option.key)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
