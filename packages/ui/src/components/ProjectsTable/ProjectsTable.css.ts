import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { CELL_PADDING_INLINE } from '../SortableTableHead/SortableTableHead.css';
import type { ProjectColumnId } from './projectsTableColumns';

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

export const body = style({});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/**
 * While the next page loads the previous rows stay (the page does not jump) under a thin moving bar at the top of
 * the table. Dimming the rows instead would push their text below the WCAG contrast minimum.
 */
export const busyBar = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  height: '3px',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
  pointerEvents: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    width: '40%',
    backgroundColor: vars.color.primary,
    animation: `${slide} 1.2s ease-in-out infinite`,
  },
  '@media': {
    // Reduced motion: a steady bar still says "loading".
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&::after': { animation: 'none', width: '100%', transform: 'none' } },
    },
  },
});

export const staleRows = style({
  cursor: 'progress',
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

/**
 * The name column keeps a readable width; the rest share what is left, so at 1280 px every column, status and
 * priority included, is in view without scrolling (short values never wrap).
 */
export const columnCell = styleVariants({
  name: { minWidth: '12rem' },
  organization: { minWidth: '8rem' },
  sector: {},
  area: {},
  score: { whiteSpace: 'nowrap' },
  budget: { whiteSpace: 'nowrap' },
  program: { minWidth: '8rem' },
  status: { whiteSpace: 'nowrap' },
  priority: { whiteSpace: 'nowrap' },
} satisfies Record<ProjectColumnId, unknown>);

export const nameCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const linkCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
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

export const cellText = style({});

export const figure = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const priority = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

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
