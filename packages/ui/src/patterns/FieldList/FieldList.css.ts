import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
});

/** Label above value: the columns that hold these lists are narrow (4 of 12 columns, or a phone). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});
