import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * Two columns on large screens, 8 and 4 of 12 (portfolio.md §2.4, platform.md §2 organisation detail); one below the medium breakpoint, the side panel
 * after the page's main column. No padding of its own: the page gutter belongs to the shell.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Loading, error and not-found: one calm message where the page would be. */
export const state = style({
  paddingBlock: vars.space['8'],
  fontFamily: vars.font.body,
  color: vars.color.text,
});
