import { style } from '@vanilla-extract/css';
import { textField } from '../../styles/textField.css';
import { vars } from '../../theme/contract.css';

export const input = style([textField, { width: '100%', fontVariantNumeric: 'tabular-nums' }]);

/** The line under the input: what it understood (muted) or why it cannot read the text (danger). */
export const status = style({
  margin: 0,
  marginBlockStart: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const statusError = style({ color: vars.color.danger });
