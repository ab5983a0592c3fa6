import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const column = style({ minWidth: 0 });

export const listTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const list = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
