// The view's surfaces and type; its layout is the primitives' (Stack, Box).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  maxWidth: '32rem',
  marginInline: 'auto',
  textAlign: 'center',
  color: vars.color.text,
});

export const badge = style({
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
