import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { authCard, authPage } from '../../styles/authLayout.css';

export const page = authPage;

export const card = style([authCard, { maxWidth: '30rem' }]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.primary,
});

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
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
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

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  // Long lists scroll inside the card instead of pushing the Enter button off screen.
  maxHeight: '22rem',
  overflowY: 'auto',
  padding: '2px',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '3.5rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
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

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
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
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:not(:empty)': { marginTop: vars.space['2'] } },
});

export const remember = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
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
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const userCard = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 10rem',
  minWidth: 0,
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
