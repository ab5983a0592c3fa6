// The screen's surfaces and type; its layout is the primitives' (Box, Stack).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
  backgroundColor: vars.color.bg,
});

export const card = style({
  maxWidth: '28rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  color: vars.color.text,
});

export const badge = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.info,
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
  // A long e-mail address breaks rather than widening a phone's screen.
  overflowWrap: 'anywhere',
});
