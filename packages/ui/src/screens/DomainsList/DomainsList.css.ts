import { style } from '@vanilla-extract/css';
import { textField } from '../../styles/textField.css';
import { vars } from '../../theme/contract.css';

export const input = style([textField, { flex: '1 1 16rem' }]);

export const list = style({ listStyle: 'none', borderTop: `1px solid ${vars.color.border}` });

export const item = style({
  minHeight: '3.25rem',
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const itemText = style({ flex: 1 });

export const domain = style({
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
