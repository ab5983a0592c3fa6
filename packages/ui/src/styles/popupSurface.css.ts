import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The panel of every Ariakit menu and select list (user menu, tenant switcher, export menu, select filters): a raised
 * surface above the page. Each component composes it with its own size and layout: `style([popupSurface, {...}])`.
 * Below it, the menus' entry.
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

/**
 * An entry of those menus (export formats, the user's menu, the tenant switcher): a row with an icon or logo, the
 * menu's text size, Ariakit's active item on the muted surface and its keyboard focus as an inset ring. Each menu
 * composes it with its own spacing: `style([menuItem, {...}])`.
 */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-active-item]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
