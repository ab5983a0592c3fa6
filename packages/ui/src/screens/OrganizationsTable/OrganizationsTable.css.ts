import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CELL_PADDING_INLINE } from '../../patterns/SortableTableHead/SortableTableHead.css';

export const frame = style({
  // The containing block of the visually hidden caption.
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const row = style({
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});

export const cell = style({
  paddingBlock: vars.space['3'],
  paddingInline: CELL_PADDING_INLINE,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { [`${row}:last-child &`]: { borderBottom: 'none' } },
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const codeLink = style([link, { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs }]);

export const messageCell = style({
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const errorText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
