// The public portal's surfaces (issue 45): one look for a project's card, an organisation's, a download and a
// section of a project's page, and for a page's or a card's heading.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { recordCard } from './cardSurface.css';
import { pageTitle } from './sectionText.css';
import { bareList } from './list.css';

/** A bordered card on the surface colour that fills its grid cell: the kit's record card. */
export const publicCard = recordCard;

/** A grid of cards: as many columns as fit cards of at least `min`, one on a phone. */
export const publicCardGrid = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space['4'],
  },
]);

/** A card's name (a heading, often a link). */
export const publicCardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** A page's title (h1). */
export const publicPageTitle = style([pageTitle, { overflowWrap: 'anywhere' }]);

/** A link in the text: primary, with a visible focus ring. */
export const publicLink = style({
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
