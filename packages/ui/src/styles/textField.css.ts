// The look of a one-line text or number input, shared by every form of the kit (filters, profile, optimizer).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textField = style({
  minWidth: 0,
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

/** A several-line text field (a reason, a note): the same look, full width, taller only when the person drags it. */
export const textArea = style([textField, { width: '100%', paddingBlock: vars.space['2'], resize: 'vertical' }]);
