import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The screen's type; its layout is the primitives'. No padding of its own: the page gutter belongs to the shell
 * (AppShell's main), as for every screen in it.
 */
export const screen = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export { pageTitle as title } from '../../styles/sectionText.css';

export const search = style({ flex: '1 1 auto' });

export const countBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/**
 * The quick filters: hidden below 40rem, where four of them would fill a phone's first screen; the filters dialog
 * has the same four. display:none also takes them out of the tab order and the accessibility tree.
 */
export const quickFilters = style({ '@media': { [media.compact]: { display: 'none' } } });

/** The line under a list a search emptied. */
export const searchFoundNothingText = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
