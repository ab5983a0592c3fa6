// The look the kit's data-entry forms share (ProjectForm, OrganizationForm): the surface card that holds a group of
// fields, the form's title, and the box that states a refusal of the whole form (a 409, a summary of errors).
import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const formPanel = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': { [media.compact]: { padding: vars.space['4'] } },
});

export const formTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** A refusal or a server error of the whole form: the kit's panel alert. */
export { panelAlert as formAlert } from './sectionText.css';
