import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The whole height it is given: the bar takes what it needs, the map the rest. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  height: '100%',
  minHeight: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const heading = style({
  alignSelf: 'center',
  marginInlineEnd: 'auto',
  '@media': { [media.compact]: { width: '100%' } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  minWidth: 0,
  '@media': { [media.compact]: { width: '100%' } },
});

/** Wide enough for "Planificación +2". */
export const filter = style({
  width: '12rem',
  '@media': { [media.compact]: { width: '100%' } },
});

// On a phone two halves left "Todos los estados" and "Todas las prioridades" on two lines (issue 43): there each
// filter is one row instead, its label beside a trigger wide enough for the whole placeholder — no taller than the
// two wrapped halves were.
globalStyle(`${filters} > ${filter}`, {
  '@media': { [media.compact]: { flexDirection: 'row', alignItems: 'center', gap: vars.space['3'] } },
});
globalStyle(`${filters} > ${filter} > :first-child`, {
  '@media': { [media.compact]: { flex: '0 0 5.5rem' } },
});

export const more = style([note, { alignSelf: 'center' }]);

export const listLink = style({ alignSelf: 'flex-end', whiteSpace: 'nowrap' });

/** The active filters' chips, in a strip of their own under the bar. */
export const chips = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** The map takes every pixel the bar leaves; its own box sets the stacking of its controls. */
export const map = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
});
