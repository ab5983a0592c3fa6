// The screen's surfaces and type; its padding is the Box's.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
  backgroundColor: vars.color.bg,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const detail = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
