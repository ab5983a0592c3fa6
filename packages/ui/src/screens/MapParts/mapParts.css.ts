// Styles every map of the kit shares (MiniMap, ProjectsMap): tiles, the marker pin, the tiles' credits.
import { style } from '@vanilla-extract/css';
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

/** The pin's outline in a marker tone (its colours are the tone recipe's `solidShape`). */
export const pinToned = style({ strokeWidth: 1.5 });

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
