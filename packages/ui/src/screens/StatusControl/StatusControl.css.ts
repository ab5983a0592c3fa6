import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
export { textArea as reasonInput } from '../../styles/textField.css';
import {
  item as selectItem,
  popover as selectPopover,
  tick as selectTick,
} from '../../patterns/SelectFilter/SelectFilter.css';

/** The button is the pill with a chevron: quiet until hovered, so the page reads as a status, not a form. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '2rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
    },
    '&[aria-expanded="true"]': { borderColor: vars.color.focusRing },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

export const chevron = style({ flexShrink: 0 });

export const readOnly = style({ display: 'inline-flex', alignItems: 'center' });

/** The select filters' list and items: one look for every dropdown. */
export const popover = style([selectPopover, { minWidth: '14rem' }]);

export const item = selectItem;

export const tick = selectTick;

/** The closing dialog's reason: label above a full-width text area, as the optimizer's pin dialog. */
export const reasonField = style({ display: 'grid', gap: vars.space['1'] });

export const reasonLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
