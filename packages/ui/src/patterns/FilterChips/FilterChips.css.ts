import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const list = style([bareList, { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], minWidth: 0 }]);

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  minWidth: 0,
  paddingInlineStart: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

/** A long organisation's name wraps inside the chip instead of pushing the page wider than a phone. */
export const label = style({
  overflowWrap: 'anywhere',
  paddingBlock: vars.space['1'],
  lineHeight: 1.3,
});

export const remove = style({
  flexShrink: 0,
  borderRadius: vars.radius.full,
});
