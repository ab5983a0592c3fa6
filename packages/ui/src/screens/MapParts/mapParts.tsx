// Pieces every map of the kit shares (MiniMap, LocationPicker, ProjectsMap), so each rule has one definition: tiles that
// load at once, how a map inside a page takes the wheel and one finger, the marker pin, and the base layer's credits.
import { MAP_DEFAULTS, MAP_TILE_ATTRIBUTIONS, type MapBaseLayerKey, type MarkerTone } from '@siipro/domain';
import { toneRecipe } from '../../styles/tone.css';
import * as styles from './mapParts.css';

/**
 * What pigeon-maps gives a tile component (its TileComponentProps), written here: the kit's published declarations
 * name no pigeon-maps type, whose own declarations use the global JSX namespace that React 19's types no longer have
 * (an app on React 19 importing the kit's root would fail its type check).
 */
interface EagerTileProps {
  tile: { url: string; srcSet: string; left: number; top: number; width: number; height: number };
  tileLoaded: () => void;
}

/**
 * Tiles load at once: pigeon-maps' own tiles are `loading="lazy"`, which leaves a map further down a long page blank
 * until it is scrolled to (and screenshots of it incomplete).
 */
export const EagerTile = ({ tile, tileLoaded }: EagerTileProps) => (
  <img
    src={tile.url}
    srcSet={tile.srcSet || undefined}
    width={tile.width}
    height={tile.height}
    onLoad={tileLoaded}
    alt=""
    className={styles.tile}
    style={{ left: tile.left, top: tile.top }}
  />
);

/**
 * pigeon-maps' settings of a map inside a scrolling page (MiniMap, LocationPicker): the wheel and one finger scroll the
 * page, and the map zooms with Ctrl or ⌘ + wheel and pans with two fingers, showing no warning over it (there is no
 * text for one); tiles load at once, and the credits are the kit's own MapCredits, not pigeon-maps'.
 */
export const EMBEDDED_MAP_SETTINGS = {
  tileComponent: EagerTile,
  metaWheelZoom: true,
  metaWheelZoomWarning: '',
  twoFingerDrag: true,
  twoFingerDragWarning: '',
  attribution: false,
} as const;

/** The pin's tip is at the bottom middle: an overlay anchored at the place is offset by this. */
export const PIN_ANCHOR_OFFSET: [number, number] = [MAP_DEFAULTS.markerSize / 2, MAP_DEFAULTS.markerSize];

/** A map pin of 30 px (portfolio.md §9), decorative: the button around it carries the name. */
export function MarkerPin({ tone }: { tone?: MarkerTone }) {
  const size = MAP_DEFAULTS.markerSize;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 30 30"
      aria-hidden="true"
      focusable="false"
      data-tone={tone ?? 'primary'}
    >
      <path
        // A marker tone (domain's markerTone) is the saturated colour outlined in the tone's ink.
        className={tone ? `${styles.pinToned} ${toneRecipe({ tone, look: 'solidShape' })}` : styles.pinPrimary}
        d="M15 1.5C9.2 1.5 4.5 6 4.5 11.7 4.5 19.2 15 28.5 15 28.5s10.5-9.3 10.5-16.8C25.5 6 20.8 1.5 15 1.5z"
      />
      <circle className={styles.pinDot} cx="15" cy="11.7" r="4" />
    </svg>
  );
}

/** The base layer's credits (linked), in the map's bottom right corner. */
export function MapCredits({ baseLayer, className }: { baseLayer: MapBaseLayerKey; className?: string }) {
  return (
    <p className={[styles.attribution, className].filter(Boolean).join(' ')}>
      {MAP_TILE_ATTRIBUTIONS[baseLayer].map((credit, index) => (
        <span key={credit.href}>
          {index > 0 ? ' | ' : null}
          <a href={credit.href} target="_blank" rel="noreferrer" className={styles.attributionLink}>
            {credit.label}
          </a>
        </span>
      ))}
    </p>
  );
}
