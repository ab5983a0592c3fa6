// What the map's overlays share: their distance from its edges, their layer above the tiles and markers, the panel
// they sit on, and the colour swatch of the legend and the popup.
import { style } from '@vanilla-extract/css';
import { MAP_DEFAULTS } from '@siipro/domain';
import { toneRecipe } from '../../styles/tone.css';
import { vars } from '../../theme/contract.css';
import { TONE_NAMES, type ToneName } from '../../theme/tokens';

/** A marker's size (px): the popup opens above it. */
export const MARKER = MAP_DEFAULTS.markerSize;

/** The map's own controls sit this far from its edges. */
export const EDGE = vars.space['3'];

/** Above pigeon-maps' tiles, the markers and the popup. */
export const CONTROLS_LAYER = 5;

export const panel = style({
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
});

export const swatch = style({
  width: '0.75rem',
  height: '0.75rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderWidth: '1.5px',
  borderStyle: 'solid',
});

/** A legend's (or the popup's priority) dot in a marker tone: the tone recipe's `solid`, the pins' colours. */
export const swatchTones = Object.fromEntries(
  TONE_NAMES.map((tone) => [tone, toneRecipe({ tone, look: 'solid' })]),
) as Record<ToneName, string>;
