import { style } from '@vanilla-extract/css';
import { textField } from '../../styles/textField.css';
import { vars } from '../../theme/contract.css';

export const input = style([textField, { width: '100%' }]);

export const select = style([textField, { minHeight: '2rem', paddingInline: vars.space['2'] }]);

export const name = style({ fontWeight: vars.fontWeight.medium });

export const danger = style({ color: vars.color.danger });
