// While the next page of a list loads, its previous rows or cards stay (the page does not jump) under a thin moving bar
// at the top; dimming them instead would push their text below the WCAG contrast minimum. DataTable and the projects
// list's cards show it the same way.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** The bar: put it first in a positioned container (its containing block). */
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

/** The rows or cards under the bar. */
export const staleContent = style({
  cursor: 'progress',
});
