// The controls over the map (MapControls): the count, the legend, the zoom buttons and the layer control.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { EDGE, CONTROLS_LAYER, panel } from './overlay.css';

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
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.55 },
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
