// The markers and the clusters drawn over the map (MarkersLayer).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MARKER } from './overlay.css';

/** The markers' group: positioned at its anchor, each item translated from there. */
export const layer = style({
  position: 'absolute',
  left: 0,
  top: 0,
  width: 0,
  height: 0,
});

const itemBase = style({
  position: 'absolute',
  left: 0,
  top: 0,
  padding: 0,
  margin: 0,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px', zIndex: 3 },
});

export const marker = style([
  itemBase,
  {
    display: 'block',
    width: MARKER,
    height: MARKER,
    border: 0,
    background: 'none',
    borderRadius: vars.radius.sm,
    filter: 'drop-shadow(0 1px 2px rgba(0, 0, 0, 0.35))',
    selectors: { '&[aria-expanded="true"]': { zIndex: 2 } },
  },
]);

export const cluster = style([
  itemBase,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.surface}`,
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    // A soft ring in the group's colour: the larger the group, the larger the circle.
    boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.primary} 30%, transparent), ${vars.shadow.sm}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    // Outside the soft ring, so the focus shows against the circle's own colour.
    ':focus-visible': { outlineOffset: '6px' },
  },
]);

/** Circle diameters by the count's digits. */
export const CLUSTER_SIZES = [34, 40, 46, 54] as const;

export const clusterSizes = styleVariants(
  Object.fromEntries(CLUSTER_SIZES.map((size, index) => [index, { width: size, height: size }])) as Record<
    '0' | '1' | '2' | '3',
    { width: number; height: number }
  >,
);
