// A navigation's list and its links to pages: TopNav's bar and folded menu, SideMenu, Pagination's page buttons. They
// share no underline, the muted surface on hover and a current page (aria-current="page") told by more than its
// colour (WCAG 1.4.1); `look` holds what really differs between them.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { bareList } from './list.css';

/** The list of links: the direction, alignment and wrapping are each navigation's own. */
export const navList = style([
  bareList,
  {
    display: 'flex',
    gap: vars.space['1'],
  },
]);

const current = '&[aria-current="page"]';
const label = { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium };
const hovered = { backgroundColor: vars.color.surfaceMuted };
const currentText = { color: vars.color.primary, fontWeight: vars.fontWeight.semibold };
/** Inside the ring of its container (a panel, a menu), where an outer ring would be cut or crowd the next entry. */
const insetRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' };
/** An entry of a vertical list: a bar at its start marks the current page. */
const stacked = {
  display: 'flex',
  borderRadius: vars.radius.sm,
  borderInlineStart: '3px solid transparent',
  color: vars.color.text,
};
const stackedCurrent = { ...currentText, borderInlineStartColor: vars.color.primary };

export const navLinkRecipe = recipe({
  base: { alignItems: 'center', textDecoration: 'none' },
  variants: {
    look: {
      /** A bar's entry (TopNav): muted text that darkens on hover; the current page primary and underlined. */
      tab: {
        ...label,
        position: 'relative',
        display: 'inline-flex',
        minHeight: '2.5rem',
        paddingInline: vars.space['3'],
        borderRadius: vars.radius.md,
        color: vars.color.textMuted,
        whiteSpace: 'nowrap',
        transitionProperty: 'background-color, color',
        transitionDuration: vars.motion.fast,
        selectors: {
          '&:hover': { ...hovered, color: vars.color.text },
          [current]: currentText,
          [`${current}::after`]: {
            content: '""',
            position: 'absolute',
            insetInline: vars.space['3'],
            bottom: '0.125rem',
            height: '2px',
            borderRadius: vars.radius.full,
            backgroundColor: vars.color.primary,
          },
        },
      },
      /** A side list's entry (SideMenu): the current page also on the muted surface. */
      list: {
        ...stacked,
        ...label,
        minHeight: '2.5rem',
        paddingInline: vars.space['2'],
        selectors: {
          '&:hover': hovered,
          '&:focus-visible': insetRing,
          [current]: { ...stackedCurrent, backgroundColor: vars.color.surfaceMuted },
        },
      },
      /**
       * An Ariakit menu's entry (TopNav's folded menu): a larger touch target in the menu's text size; Ariakit's
       * active item and keyboard focus (data attributes) stand for hover and focus-visible.
       */
      menu: {
        ...stacked,
        minHeight: '2.75rem',
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.md,
        cursor: 'pointer',
        selectors: {
          '&[data-active-item], &:hover': hovered,
          '&[data-focus-visible]': insetRing,
          [current]: stackedCurrent,
        },
      },
      /** A page button (Pagination): a bordered square; the current page filled primary, a disabled step faded. */
      page: {
        ...label,
        display: 'inline-flex',
        justifyContent: 'center',
        gap: vars.space['1'],
        minWidth: '2.25rem',
        height: '2.25rem',
        paddingInline: vars.space['2'],
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.border}`,
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        fontFamily: vars.font.body,
        fontVariantNumeric: 'tabular-nums',
        cursor: 'pointer',
        selectors: {
          '&:hover:not([aria-disabled="true"]):not([aria-current="page"])': hovered,
          '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
          [current]: {
            backgroundColor: vars.color.primary,
            borderColor: vars.color.primary,
            color: vars.color.primaryText,
            cursor: 'default',
          },
          '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
        },
      },
    },
  },
});
