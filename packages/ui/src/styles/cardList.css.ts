// A list of records as cards, the narrow layout of a table (the projects list, the optimizer's results): the region,
// the list, each card with its title and its labelled fields two a line, and the switch between the table (from
// 40rem) and the cards (below).
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { cardSurface } from './cardSurface.css';
import { bareList } from './list.css';

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

/** A record's name and, under it, its code: in the table's name cell and as the card's title. */
export const nameCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
});

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

export const cards = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space['3'],
  },
]);

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

export const card = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    padding: vars.space['3'],
  },
]);

/** Two fields a line; the linked names (organisation, program) take the whole line. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  margin: 0,
});

/** A card's field: half a line, or (`wide`) the whole line. */
export const cardField = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });
export const cardWideField = style([cardField, { gridColumn: '1 / -1' }]);

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

/**
 * A list's message when it failed to load, composed with the list's own message box:
 * `style([message, listErrorRules])`. Centred beside its icon, in the danger colour.
 */
export const listErrorRules = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
} as const;

/**
 * Which layout shows (the table keeps a layout it has rendered once): the table from 40rem up, the cards below.
 * Declared last, so they win over the layouts' own display. display:none also hides the other from assistive
 * technology.
 */
export const wideOnly = style({ '@media': { [media.compact]: { display: 'none' } } });
export const compactOnly = style({ '@media': { [`not ${media.compact}`]: { display: 'none' } } });
