import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { popupSurface } from './popupSurface.css';

/**
 * The list that drops from a select or a combobox (the select filters, the status control, the global search, the
 * relations' picker): a scrolling panel on the kit's popup surface, its options, the "no options" line and the
 * selected option's tick. Each component composes the panel with its own width: `style([listPopover, {...}])`.
 */

/** portfolio.md §9: "dropdown maximum height 15rem". */
export const POPOVER_MAX_HEIGHT = '15rem';

export const listPopover = style([
  popupSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '12rem',
    maxWidth: 'calc(100vw - 1rem)',
    maxHeight: `min(${POPOVER_MAX_HEIGHT}, var(--popover-available-height, ${POPOVER_MAX_HEIGHT}))`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    fontSize: vars.fontSize.sm,
  },
]);

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.25rem',
  flexShrink: 0,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  scrollMarginBlock: vars.space['1'],
  selectors: {
    '&[data-active-item]': {
      backgroundColor: vars.color.surfaceMuted,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
  },
});

/** The line in place of the options when there are none: `[listItem, listEmpty]`. */
export const listEmpty = style({
  color: vars.color.textMuted,
  cursor: 'default',
  justifyContent: 'center',
});

export const listTick = style({ width: '1rem', flexShrink: 0, color: vars.color.primary });
