import { style, styleVariants } from '@vanilla-extract/css';
import { MAP_DEFAULTS, type MarkerTone } from '@siipro/domain';
import { vars } from '../../theme/contract.css';

const MARKER = MAP_DEFAULTS.markerSize;
/** The map's own controls sit this far from its edges. */
const EDGE = vars.space['3'];
/** Above pigeon-maps' tiles, the markers and the popup. */
const CONTROLS_LAYER = 5;

export const root = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // The map owns its gestures: no page zoom or scroll from a pinch or a drag on it.
  touchAction: 'none',
});

/** What pigeon-maps draws into: the whole box. */
export const canvas = style({ position: 'absolute', inset: 0 });

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

// --- Controls over the map ---

const panel = style({
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
});

export const topLeft = style({
  position: 'absolute',
  zIndex: CONTROLS_LAYER,
  top: EDGE,
  left: EDGE,
  // Leaves room for the zoom buttons on the right.
  maxWidth: `calc(100% - 2 * ${EDGE} - 3rem)`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  pointerEvents: 'none',
});

export const count = style([
  panel,
  {
    margin: 0,
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    pointerEvents: 'auto',
  },
]);

export const legend = style([
  panel,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space['3'],
    rowGap: vars.space['1'],
    margin: 0,
    padding: `${vars.space['1']} ${vars.space['3']}`,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    pointerEvents: 'auto',
  },
]);

export const legendTitle = style({ fontWeight: vars.fontWeight.semibold });

export const legendList = style({
  display: 'contents',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  whiteSpace: 'nowrap',
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

export const zoomControls = style({
  position: 'absolute',
  zIndex: CONTROLS_LAYER,
  top: EDGE,
  right: EDGE,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const zoomButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.55 },
  },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' },
});

export const layerControl = style({
  position: 'absolute',
  zIndex: CONTROLS_LAYER,
  left: EDGE,
  // Above the credits line, which takes two lines on a narrow map.
  bottom: `calc(${EDGE} + 1rem)`,
  '@media': { 'screen and (max-width: 30rem)': { bottom: `calc(${EDGE} + 2rem)` } },
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  maxWidth: `calc(100% - 2 * ${EDGE})`,
});

export const layerToggle = style([
  panel,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['2']} ${vars.space['3']}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    ':hover': { backgroundColor: vars.color.surfaceMuted },
    ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
]);

export const layerPanel = style([
  panel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['3'],
    fontSize: vars.fontSize.sm,
  },
]);

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const fieldsetLegend = style({
  padding: 0,
  marginBottom: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  // 24 px targets (WCAG 2.2).
  minHeight: '1.5rem',
  cursor: 'pointer',
});

export const radioInput = style({
  width: '1rem',
  height: '1rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const notice = style([
  panel,
  {
    position: 'absolute',
    zIndex: CONTROLS_LAYER,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    maxWidth: `calc(100% - 2 * ${EDGE})`,
    margin: 0,
    padding: `${vars.space['3']} ${vars.space['4']}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'center',
  },
]);

export const errorNotice = style({
  color: vars.color.danger,
  backgroundColor: vars.color.dangerSurface,
  borderColor: vars.color.danger,
});

export const credits = style({ zIndex: CONTROLS_LAYER });

// --- The popup ---

export const popupAnchor = style({
  position: 'absolute',
  left: 0,
  top: 0,
  width: 0,
  height: 0,
  zIndex: 4,
});

export const popup = style([
  panel,
  {
    position: 'absolute',
    // Above the marker's tip (the anchor is the place itself), centred on it.
    bottom: `calc(${MARKER}px + ${vars.space['2']})`,
    left: 0,
    transform: 'translateX(-50%)',
    width: 'max-content',
    minWidth: `min(${MAP_DEFAULTS.popupMinWidth}px, calc(100vw - 2rem))`,
    maxWidth: `min(${MAP_DEFAULTS.popupMinWidth + 70}px, calc(100vw - 2rem))`,
    padding: vars.space['3'],
    paddingInlineEnd: vars.space['8'],
    boxShadow: vars.shadow.lg,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    cursor: 'auto',
    '::after': {
      content: '""',
      position: 'absolute',
      top: '100%',
      left: '50%',
      marginLeft: '-7px',
      borderWidth: '7px',
      borderStyle: 'solid',
      borderColor: `${vars.color.surface} transparent transparent transparent`,
    },
  },
]);

export const popupClose = style({
  position: 'absolute',
  top: vars.space['1'],
  right: vars.space['1'],
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
});

export const popupName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const popupSlug = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const popupFields = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: `${vars.space['3']} 0`,
});

export const popupTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const popupValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const priorityValue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const popupState = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  minHeight: '2rem',
});

export const popupError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
