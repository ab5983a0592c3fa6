// A titled section and a plain table of numbers beside a chart: the optimizer's restriction panels (issue 44: the
// yearly spend chart, the sources and regions usage, the efficiency curve) and the priority distribution's table.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({ textAlign: 'left', color: vars.color.textMuted, paddingBottom: vars.space['2'] });

export const cell = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  // Names wrap between words; a word never breaks letter by letter (that squeezed a column to one letter at 360 px).
  overflowWrap: 'break-word',
  minWidth: '6rem',
});

export const numberCell = style([
  cell,
  { textAlign: 'right', fontVariantNumeric: 'tabular-nums', overflowWrap: 'normal', minWidth: 0 },
]);

/** A value past its limit or below its minimum. */
export const alert = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

/**
 * A table wider than a phone scrolls sideways inside its panel (WCAG 1.4.10 lets a data table keep its two
 * dimensions); the wrapper is focusable so a keyboard can scroll it.
 */
export const scroll = style({
  overflowX: 'auto',
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
