import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { formAlert } from '../../styles/formPanel.css';

export const root = style({
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space['5'],
});

export { underlinedLink as link } from '../../styles/textLink.css';

export const paragraph = style({ margin: 0 });

export const noCoordinates = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The score the section's values would give, under its fields while it is edited. */
export const scorePreview = style({
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

/** A refused save (a 409 with "Recargar", a summary of the fields' errors, the server's message). */
export const alert = style([
  formAlert,
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'] },
]);

export const note = style({ margin: 0, color: vars.color.textMuted });
