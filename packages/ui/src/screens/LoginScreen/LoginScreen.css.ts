// The sign-in screen's type, fields and surfaces; its layout is AuthLayout's and the primitives' (Stack, Inline).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panelAlert } from '../../styles/sectionText.css';

export const card = style({ maxWidth: '26rem' });

export const brand = style({ color: vars.color.primary });

export const productName = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  letterSpacing: '0.02em',
});

export const fullName = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The sign-in's refusal or error: the kit's panel alert. */
export const errorBox = style([
  panelAlert,
  // Outranks the primitive's display class: empty, the alert region takes no room.
  { selectors: { '&:empty': { display: 'none' } } },
]);

/** The invitation the page's link names: an information note. */
export const invitationBox = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.info}`,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** A long invited address wraps inside the note. */
export const invitationText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const errorIcon = style({ flexShrink: 0, marginTop: '0.1rem' });

export const divider = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', backgroundColor: vars.color.border },
  },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const input = style({
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
  },
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  minHeight: '1.25rem',
});

export const providers = style({
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
