// DataTable's frame: a bordered region that scrolls sideways, the table, its rows and cells. The projects list and the
// optimizer's tables are drawn with it.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CELL_PADDING_INLINE } from '../SortableTableHead/SortableTableHead.css';

/** portfolio.md §9: "table minimum width 1200px". */
export const TABLE_MIN_WIDTH = '1200px';

export const scroller = style({
  // The containing block of the visually hidden caption, which would otherwise widen the page.
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  minWidth: TABLE_MIN_WIDTH,
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const cell = style({
  paddingBlock: vars.space['2'],
  paddingInline: CELL_PADDING_INLINE,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: {
    [`${row}:last-child &`]: { borderBottom: 'none' },
  },
});

export const alignEnd = style({ textAlign: 'end' });
