// The optimizer's restriction panels (issue 44): a titled section and a plain table of numbers, shared by the yearly
// spend chart, the sources and regions usage and the efficiency curve.
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
  overflowWrap: 'anywhere',
});

export const numberCell = style([
  cell,
  { textAlign: 'right', fontVariantNumeric: 'tabular-nums', overflowWrap: 'normal' },
]);

/** A value past its limit or below its minimum. */
export const alert = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
