import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space['1'], margin: 0 });

export const value = style({
  margin: 0,
  marginBlockEnd: vars.space['2'],
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const error = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
