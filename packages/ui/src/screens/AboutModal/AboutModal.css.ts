import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['2'],
  textAlign: 'center',
  color: vars.color.text,
});

export const mark = style({
  color: vars.color.primary,
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const productName = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  lineHeight: vars.lineHeight.tight,
});

export const fullName = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const credits = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const creditList = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space['2'],
  },
]);

export const creditItem = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const rights = style({
  margin: 0,
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  alignSelf: 'stretch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
