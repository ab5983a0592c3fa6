// DataTable's look, in its two variants: `standard` (a bordered region that scrolls sideways, the lists' header, rows
// that light up under the pointer) and `panel` (a quiet table inside a panel whose rows become cards on compact
// screens). Every table of the kit is drawn with these; the cells' alignment and the links in them too.
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { textLink } from '../../styles/textLink.css';

/**
 * Inline padding of the standard variant's header and body cells (6 px). With nine columns, 2 px less than the usual
 * 8 px per side is what lets a 1200 px table fit the shell's content area in a 1280 px window.
 */
const CELL_PADDING_INLINE = `calc(${vars.space['2']} * 0.75)`;

const frameBase = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const frame = {
  standard: style([
    frameBase,
    {
      // The containing block of the visually hidden caption (and of the busy bar), which would otherwise widen the page.
      position: 'relative',
      backgroundColor: vars.color.surface,
      selectors: {
        '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      },
    },
  ]),
  panel: style([frameBase, { '@media': { [media.compact]: { overflowX: 'visible' } } }]),
};

const tableBase = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

const standardTable = style({ fontFamily: vars.font.body, color: vars.color.text });

/**
 * On compact screens each row of a panel table becomes a card: the head is read only by screen readers and every
 * cell shows its column's name before it (the cell's `data-label`), so nothing scrolls sideways.
 */
const panelTable = style({ '@media': { [media.compact]: { display: 'block' } } });

export const table = {
  standard: [tableBase, standardTable].join(' '),
  panel: [tableBase, panelTable].join(' '),
};

// A footer's rows are totals: set apart by a stronger rule, in the heading weight.
globalStyle(`${tableBase} > tfoot > tr > *`, {
  borderTop: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.semibold,
});

const compact = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { [media.compact]: rule } });
globalStyle(
  `${panelTable} > tbody, ${panelTable} > tbody > tr, ${panelTable} > tfoot, ${panelTable} > tfoot > tr`,
  compact({ display: 'block' }),
);
// A total's card: one rule above the card, not one above each of its cells.
globalStyle(`${panelTable} > tfoot > tr`, compact({ borderTop: `1px solid ${vars.color.borderStrong}` }));
globalStyle(`${panelTable} > tfoot > tr > *`, compact({ borderTop: 'none' }));
globalStyle(
  `${panelTable} > tbody > tr`,
  compact({ paddingBlock: vars.space['2'], borderBottom: `1px solid ${vars.color.border}` }),
);
globalStyle(`${panelTable} > tbody > tr:last-child`, compact({ borderBottom: 'none' }));
// The head stays for screen readers (each cell keeps its column), as visuallyHidden does.
globalStyle(
  `${panelTable} > thead`,
  compact({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  }),
);

const headerCellBase = style({
  paddingBlock: vars.space['2'],
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const headerCell = {
  standard: style([
    headerCellBase,
    {
      paddingInline: CELL_PADDING_INLINE,
      borderBottom: `1px solid ${vars.color.borderStrong}`,
      color: vars.color.text,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.tight,
      verticalAlign: 'middle',
    },
  ]),
  panel: style([
    headerCellBase,
    {
      paddingInline: vars.space['3'],
      borderBottom: `1px solid ${vars.color.border}`,
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
    },
  ]),
};

const standardRow = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

/** Panel rows have no class of their own: the compact card rules above address them. */
export const row = { standard: standardRow, panel: undefined };

const standardCell = style({
  paddingBlock: vars.space['2'],
  paddingInline: CELL_PADDING_INLINE,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: {
    [`${standardRow}:last-child &`]: { borderBottom: 'none' },
  },
});

const panelCell = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
  '@media': {
    [media.compact]: {
      display: 'grid',
      gridTemplateColumns: '7rem minmax(0, 1fr)',
      gap: vars.space['2'],
      alignItems: 'start',
      justifyItems: 'start',
      overflowWrap: 'anywhere',
      paddingBlock: vars.space['1'],
      borderBottom: 'none',
    },
  },
});

globalStyle(`${panelCell}[data-label]::before`, {
  '@media': {
    [media.compact]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const cell = { standard: standardCell, panel: panelCell };

/** Taller rows (12 px above and below the text instead of 8), for a short table with room to spare. */
export const tallCell = style({ paddingBlock: vars.space['3'] });

/** The single row that stands in for the rows: nothing to show, or why not. */
export const messageCell = {
  standard: style({
    paddingBlock: vars.space['8'],
    paddingInline: vars.space['4'],
    textAlign: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.md,
  }),
  panel: style([
    panelCell,
    {
      paddingBlock: vars.space['6'],
      textAlign: 'center',
      color: vars.color.textMuted,
      '@media': { [media.compact]: { display: 'block' } },
    },
  ]),
};

export const errorText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const link = style([textLink, { fontWeight: vars.fontWeight.medium }]);

/** A code (a key, an identifier) as a link. */
export const codeLink = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

/**
 * A column that stays in view while the table scrolls sideways (a row's name): opaque, so the cells passing under it
 * do not show through, and lit with its row under the pointer. Its offset is the cell's inline `inset-inline-start`.
 */
export const stickyCell = style({
  position: 'sticky',
  zIndex: 1,
  backgroundColor: vars.color.surface,
  selectors: { [`${standardRow}:hover > &`]: { backgroundColor: vars.color.surfaceMuted } },
});

export const stickyHeader = style({ position: 'sticky', zIndex: 1 });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A row's header cell reads as a cell: start-aligned, in the body's weight (a `th` is bold and centred by default). */
export const rowHeader = style({ textAlign: 'start', fontWeight: vars.fontWeight.medium });

/** A value out of bounds; the caller also says it in words. */
export const danger = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

/** Figures: digits of one width, never wrapped. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

// Last: alignment wins over the header cells' own `textAlign: start`.
export const alignEnd = style({ textAlign: 'end' });

// In a panel table's cards there is no column to keep aligned: a figure starts beside its label like any value, and
// one too long for the card ("ARS 19.874.500.000,75", "125 % (Supera el límite)") wraps between words rather than
// running past the card's edge.
globalStyle(`${panelTable} ${numeric}`, compact({ whiteSpace: 'normal' }));
globalStyle(`${panelTable} ${alignEnd}`, compact({ textAlign: 'start' }));
