// What the map's overlays share: their distance from its edges, their layer above the tiles and markers, the panel
// they sit on, and the colour swatch of the legend and the popup.
import { style, styleVariants } from '@vanilla-extract/css';
import { MAP_DEFAULTS, type MarkerTone } from '@siipro/domain';
import { vars } from '../../theme/contract.css';

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

const swatchTone = (tone: MarkerTone) => ({
  backgroundColor: vars.tone[tone].solid,
  borderColor: vars.tone[tone].fg,
});

/** A legend's (or the popup's priority) dot in a marker tone: the same colours as the pins. */
export const swatchTones = styleVariants({
  blue: swatchTone('blue'),
  purple: swatchTone('purple'),
  grey: swatchTone('grey'),
  red: swatchTone('red'),
  orange: swatchTone('orange'),
  yellow: swatchTone('yellow'),
  green: swatchTone('green'),
} satisfies Record<MarkerTone, unknown>);
