import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Map as PigeonMap, Overlay } from 'pigeon-maps';
import { DEFAULT_BASE_LAYER, interpolate, MAP_DEFAULTS, messages, type MapBaseLayerKey } from '@siipro/domain';
import { EMBEDDED_MAP_SETTINGS, MapCredits, MarkerPin, PIN_ANCHOR_OFFSET } from '../MapParts';
import { useMapTileProvider } from '../MapTilesProvider';
import * as styles from './MiniMap.css';

const texts = messages.map.miniMap;

export interface MiniMapProps {
  latitude: number;
  longitude: number;
  /** What the marker shows: the popup's text, and part of the map's and the marker's accessible names. */
  name: string;
  /** 10 by default, the detail panel's zoom (portfolio.md §9). */
  zoom?: number;
  /** The base map, IGN Argenmap by default; its tiles come from the nearest MapTilesProvider. */
  baseLayer?: MapBaseLayerKey;
  /** Height of the map in px (its width follows the container). */
  height?: number;
  /** Start with the marker's popup open. */
  defaultPopupOpen?: boolean;
  className?: string;
}

/**
 * A small map of one place (portfolio.md §2.5): centred on it at zoom 10, draggable, with no scroll-wheel zoom (the
 * wheel scrolls the page; Ctrl or ⌘ + wheel still zooms) and one-finger touch scrolling the page too. The marker is a
 * button that opens a popup with the name; Escape, a second press or a click on the map closes it. The base layer's
 * credits are always shown.
 */
export function MiniMap({
  latitude,
  longitude,
  name,
  zoom = MAP_DEFAULTS.panelZoom,
  baseLayer = DEFAULT_BASE_LAYER,
  height = 240,
  defaultPopupOpen = false,
  className,
}: MiniMapProps) {
  const [popupOpen, setPopupOpen] = useState(defaultPopupOpen);
  const popupId = useId();
  const markerRef = useRef<HTMLButtonElement>(null);
  const provider = useMapTileProvider(baseLayer);
  const position: [number, number] = [latitude, longitude];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !popupOpen) return;
    event.stopPropagation();
    setPopupOpen(false);
    markerRef.current?.focus();
  };

  return (
    <div
      role="group"
      aria-label={interpolate(texts.label, { name })}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ height }}
      onKeyDown={onKeyDown}
    >
      <PigeonMap
        center={position}
        zoom={zoom}
        provider={provider}
        // The wheel scrolls the page: pigeon-maps zooms on it only with Ctrl/⌘, and shows no warning without a text.
        {...EMBEDDED_MAP_SETTINGS}
        onClick={() => setPopupOpen(false)}
      >
        <Overlay anchor={position} offset={PIN_ANCHOR_OFFSET}>
          <button
            ref={markerRef}
            type="button"
            className={styles.marker}
            aria-label={interpolate(texts.marker, { name })}
            aria-expanded={popupOpen}
            aria-controls={popupOpen ? popupId : undefined}
            onClick={() => {
              setPopupOpen((open) => !open);
              // Safari does not focus a clicked button; Escape is heard through the focused marker.
              markerRef.current?.focus();
            }}
          >
            <MarkerPin />
          </button>
        </Overlay>
        {popupOpen ? (
          <Overlay anchor={position} offset={[0, 0]}>
            <div id={popupId} className={styles.popup}>
              {name}
            </div>
          </Overlay>
        ) : null}
      </PigeonMap>
      <MapCredits baseLayer={baseLayer} />
    </div>
  );
}
