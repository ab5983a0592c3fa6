import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { formAlert } from '../../styles/formPanel.css';

export const paragraph = style({ margin: 0 });

/** The score the edited values would give, under the fields while they are edited. */
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
