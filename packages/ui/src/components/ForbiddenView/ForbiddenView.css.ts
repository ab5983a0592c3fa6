import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: '32rem',
  marginInline: 'auto',
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  color: vars.color.text,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: '1.75rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
});
