import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A search box: a bordered box holding a borderless input and its buttons, which shows focus as a whole. SearchInput
 * and the comboboxes that search as you type (the global search, the relations' picker) draw it.
 */
export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  maxWidth: '28rem',
  minHeight: '2.5rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    // The whole box shows focus, whichever of its parts has it.
    '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
  },
});

export const searchBoxInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  height: '2.375rem',
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The box draws the focus ring around input and buttons together.
    '&:focus-visible': { outline: 'none' },
  },
});
