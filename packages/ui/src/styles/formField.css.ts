// A form field's label, hint and control: FormField's look, which every intake form (projects, organisations,
// location, relations) shares for the controls it lays out itself.
import { style } from '@vanilla-extract/css';
import { textField } from './textField.css';
import { vars } from '../theme/contract.css';

export const field = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const label = style({
  padding: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space['1'] });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** One-line inputs and selects fill their column. */
export const input = style([textField, { width: '100%', boxSizing: 'border-box' }]);

export const textarea = style([
  textField,
  {
    width: '100%',
    boxSizing: 'border-box',
    paddingBlock: vars.space['2'],
    resize: 'vertical',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    lineHeight: vars.lineHeight.normal,
  },
]);
