import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import type { ProjectColumnId } from './projectsTableColumns';

// The projects list's own columns, cells and narrow layout; the table itself is DataTable's.

/**
 * The name column keeps a readable width; the rest share what is left, so at 1280 px every column, status and
 * priority included, is in view without scrolling (short values never wrap).
 */
export const columnCell = styleVariants({
  // As wide as the other columns' room allows at 1280 px: the demo's longest names (90 characters) take four lines.
  name: { minWidth: '14rem' },
  organization: { minWidth: '8rem' },
  sector: {},
  area: {},
  score: { whiteSpace: 'nowrap' },
  budget: { whiteSpace: 'nowrap' },
  program: { minWidth: '8rem' },
  status: { whiteSpace: 'nowrap' },
  priority: { whiteSpace: 'nowrap' },
} satisfies Record<ProjectColumnId, unknown>);

/** A card's title (the narrow layout): the name link as a heading, wrapping instead of widening the card. */
export const nameHeading = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

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

// The narrow layout (ProjectCards): one card per project below 40rem.

export const cardsRegion = style({
  // The containing block of the busy bar.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

/** "Ordenar por" above its two selects, which share one line: the field takes the room the direction leaves. */
export const sortBar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['2']}`,
});

export const sortLabel = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const select = style({
  minHeight: '2.25rem',
  minWidth: 0,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const cards = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardItem = style({
  display: 'grid',
  minWidth: 0,
  // A phone shows two or three of the page's twenty cards: the browser lays out and paints the others only as they
  // near the screen (they stay in the accessibility tree and in find-in-page). Laying out all twenty, ~1,500 elements,
  // was the list's longest task after its scripts. The estimate (a card with every field) holds their place until
  // then; 'auto' keeps the size a card had once it was drawn.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 27rem',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** Two fields a line; the linked names (organisation, program) take the whole line. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  margin: 0,
});

/** A card's field: half a line, or (`wide`) the whole line. Other lists' cards (the optimizer's results) use them too. */
export const cardField = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });
export const cardWideField = style([cardField, { gridColumn: '1 / -1' }]);
const fieldBase = cardField;
const wideField = [cardWideField];

export const field = styleVariants({
  name: [fieldBase],
  organization: wideField,
  sector: [fieldBase],
  area: [fieldBase],
  score: [fieldBase],
  budget: [fieldBase],
  program: wideField,
  status: [fieldBase],
  priority: [fieldBase],
} satisfies Record<ProjectColumnId, unknown>);

export const fieldLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '1.5rem',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const fieldValue = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const cardsMessage = style({
  margin: 0,
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const cardsError = style([
  cardsMessage,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    color: vars.color.danger,
    fontWeight: vars.fontWeight.medium,
  },
]);

/**
 * Which layout shows (ProjectsTable keeps a layout it has rendered once): the table from 40rem up, the cards below.
 * Declared last, so they win over the layouts' own display. display:none also hides the other from assistive
 * technology.
 */
export const wideOnly = style({ '@media': { [media.compact]: { display: 'none' } } });
export const compactOnly = style({ '@media': { [`not ${media.compact}`]: { display: 'none' } } });
