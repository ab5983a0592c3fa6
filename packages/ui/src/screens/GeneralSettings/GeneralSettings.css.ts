// The rows, fields and JSON of the tenant's settings; the panel, labels and badges are settingsPanel's.
import { style } from '@vanilla-extract/css';
import { textField } from '../../styles/textField.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

// A label column of fixed width beside the value; one column when compact.
export const row = style({
  gridTemplateColumns: '12rem minmax(0, 1fr)',
  minHeight: '3.25rem',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const value = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const input = style([textField, { width: '100%', maxWidth: '32rem' }]);

const code = {
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
} as const;

/** The configuration JSON's block scrolls past this height; the loading placeholder takes it (a tenant's usually fills it). */
export const jsonMaxHeight = '28rem';

export const json = style({
  ...code,
  maxHeight: jsonMaxHeight,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const textarea = style({
  ...code,
  width: '100%',
  resize: 'vertical',
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    // "JSON inválido": a red outline (platform.md §5), with the message under the field.
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, outline: `2px solid ${vars.color.danger}` },
  },
});

/** "Portal público": a plain checkbox (role="switch"), large enough to hit. */
export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

/** The status roles' hint beside the configuration JSON (issue 43): a title line and a plain list. */
export const rolesTitle = style({ margin: 0 });
export const rolesList = style({ margin: 0, paddingInlineStart: vars.space['5'] });
