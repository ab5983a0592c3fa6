import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space['2'],
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.warningSurface,
  color: vars.color.warning,
  borderBottom: `1px solid ${vars.tone.yellow.border}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
});

export const icon = style({
  flexShrink: 0,
  marginTop: '0.125rem',
});
