import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Bars beside the table at 1280 px; one above the other on narrow screens. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const bars = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0 });

export const barRow = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary,
});

export const barOver = style({ backgroundColor: vars.color.danger });

/** The year's limit: a mark across the track. */
export const limitMark = style({
  position: 'absolute',
  insetBlock: '-0.25rem',
  width: '3px',
  marginInlineStart: '-1px',
  backgroundColor: vars.color.text,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const legendSwatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: vars.space['1'],
  verticalAlign: 'middle',
  borderRadius: '2px',
  backgroundColor: vars.color.primary,
});

export const legendLimit = style([legendSwatch, { width: '3px', backgroundColor: vars.color.text }]);
