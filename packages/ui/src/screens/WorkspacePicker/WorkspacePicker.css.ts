// The picker's type, options and surfaces; its layout is AuthLayout's and the primitives' (Stack, Inline).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ maxWidth: '30rem' });

export const brand = style({ color: vars.color.primary });

export const productName = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  letterSpacing: '0.02em',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const welcome = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  // Empty, it takes no room but stays in the accessibility tree (a live region must exist before it speaks).
  selectors: {
    '&:not(:empty)': {
      marginTop: vars.space['3'],
      padding: vars.space['3'],
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.successSurface,
      color: vars.color.success,
      border: `1px solid ${vars.color.success}`,
    },
  },
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const options = style({
  // Long lists scroll inside the card instead of pushing the Enter button off screen.
  maxHeight: '22rem',
  overflowY: 'auto',
  padding: '2px',
});

export const option = style({
  minHeight: '3.5rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
      backgroundColor: vars.color.surfaceMuted,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Every option of an unanswered group after a submit: the red edge points at what needs a choice. */
export const optionInvalid = style({
  borderColor: vars.color.danger,
});

export const radio = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const optionName = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionSlug = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:not(:empty)': { marginTop: vars.space['2'] } },
});

export const remember = style({
  minHeight: '1.5rem',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: vars.color.primary,
});

export const empty = style({
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const userCard = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const userText = style({
  flex: '1 1 10rem',
});

export const userName = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
