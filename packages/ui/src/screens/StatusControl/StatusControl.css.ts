import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
export { textArea as reasonInput } from '../../styles/textField.css';
import { listItem, listPopover, listTick } from '../../styles/listPopover.css';

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

/** The kit's list popover (styles/listPopover.css.ts): one look for every dropdown. */
export const popover = style([listPopover, { minWidth: '14rem' }]);

export { listItem as item, listTick as tick };

/** The closing dialog's reason: label above a full-width text area, as the optimizer's pin dialog. */
export const reasonField = style({ display: 'grid', gap: vars.space['1'] });

export const reasonLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
