import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { listErrorRules } from '../../styles/cardList.css';
import { bareList } from '../../styles/list.css';

// The table/cards switch of the table view: the kit's card list's (styles/cardList.css.ts), the projects list's too.
export { compactOnly, wideOnly } from '../../styles/cardList.css';

/** The screen's type; the page gutter belongs to the shell (AppShell's main). */
export const screen = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export { pageTitle as title } from '../../styles/sectionText.css';

export const toolbar = style({});

export const search = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '32rem' });

/**
 * The Tarjetas/Tabla toggle, with `wideOnly`: below 40rem both views show cards, so there is nothing to choose. Its
 * display is set only where it shows, so wideOnly hides it whichever of the two stylesheets comes first.
 */
export const toggle = style({
  '@media': { [`not ${media.compact}`]: { display: 'inline-flex' } },
  flexShrink: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

export const toggleButton = style({
  minHeight: '2.25rem',
  paddingInline: vars.space['3'],
  border: 'none',
  background: 'transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderInlineStart: `1px solid ${vars.color.borderStrong}` },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.primary, color: vars.color.primaryText },
    '&:hover:not([aria-pressed="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' },
  },
});

export const cards = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    gap: vars.space['4'],
    '@media': { [media.compact]: { gap: vars.space['3'] } },
  },
]);

/** A grid cell stretches its card, so the cards of a row share one height. */
export const cardItem = style({ display: 'grid', minWidth: 0 });

export const message = style({
  margin: 0,
  paddingBlock: vars.space['8'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const errorText = style([message, listErrorRules]);
