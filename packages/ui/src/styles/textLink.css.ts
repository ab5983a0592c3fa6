// A link inside text, a list or a card (not a navigation's entry: styles/navLink.css.ts): the primary colour, a ring
// around its text when focused. `textLink` shows its underline on hover only, where the place says it is a link (a
// table's cell, a card's name); `underlinedLink` always, inside running text or a panel's list.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const textLink = style({
  color: vars.color.primary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const underlinedLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': focusRing,
});
