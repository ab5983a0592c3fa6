import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The panel of every Ariakit menu and select list (user menu, tenant switcher, export menu, select filters): a raised
 * surface above the page. Each component composes it with its own size and layout: `style([popupSurface, {...}])`.
 */
export const popupSurface = style({
  zIndex: vars.zIndex.dropdown,
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  outline: 'none',
  selectors: {
    // Opened with the pointer, Ariakit focuses the panel itself; the ring belongs on the items, which show their own.
    '&:focus-visible': { outline: 'none' },
  },
});
