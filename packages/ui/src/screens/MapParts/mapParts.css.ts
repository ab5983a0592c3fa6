// Styles every map of the kit shares (MiniMap, ProjectsMap): tiles, the marker pin, the tiles' credits.
import { style, styleVariants } from '@vanilla-extract/css';
import type { MarkerTone } from '@siipro/domain';
import { vars } from '../../theme/contract.css';

export const tile = style({
  position: 'absolute',
  willChange: 'transform',
  transformOrigin: 'top left',
});

/** The pin's shape: the primary colour with a surface outline (MiniMap's one place). */
export const pinPrimary = style({
  fill: vars.color.primary,
  stroke: vars.color.surface,
  strokeWidth: 2,
});

const toneShape = (tone: MarkerTone) => ({
  fill: vars.tone[tone].solid,
  stroke: vars.tone[tone].fg,
  strokeWidth: 1.5,
});

/** The pin's shape in a marker tone: the saturated colour outlined in the tone's ink (domain's markerTone). */
export const pinTones = styleVariants({
  blue: toneShape('blue'),
  purple: toneShape('purple'),
  grey: toneShape('grey'),
  red: toneShape('red'),
  orange: toneShape('orange'),
  yellow: toneShape('yellow'),
  green: toneShape('green'),
} satisfies Record<MarkerTone, unknown>);

export const pinDot = style({ fill: vars.color.surface });

export const attribution = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  zIndex: 1,
  margin: 0,
  padding: `0 ${vars.space['1']}`,
  borderTopLeftRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: '0.6875rem',
  lineHeight: vars.lineHeight.normal,
});

export const attributionLink = style({
  color: vars.color.textMuted,
  textDecoration: 'underline',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});
